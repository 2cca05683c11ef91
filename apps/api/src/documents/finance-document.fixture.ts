import type { FinanceDocumentLine, Invoice, Statement } from './finance-document';
import { invoiceTotals, statementTotals } from './finance-document';

const names = ['Олександра-Катерина Шевченко-Коваленко', 'Ana Núñez', 'John Smith', '=HYPERLINK("x")'];
const positions = ['Головний архітектор платформи обробки даних', 'Senior Go engineer', 'Staff frontend'];

/** `count` lines over a month: every fifth a reversal with its reason, every seventh held. */
export function documentLines(count: number): FinanceDocumentLine[] {
  return Array.from({ length: count }, (_, index) => {
    const reversal = index % 5 === 4;
    return {
      lineId: 1000 + index,
      interviewId: 500 + Math.floor(index / 2),
      interviewDate: new Date(Date.UTC(2026, 2, 1 + (index % 28), 9 + (index % 8), 30)),
      candidate: names[index % names.length] ?? '',
      position: positions[index % positions.length] ?? '',
      rule: reversal ? null : 'Completed · $100.00/h × 60 min × 90 % (10 % late feedback)',
      amount: reversal ? -12_345 : 9_000 + index * 17,
      held: index % 7 === 3,
      reverses: reversal ? 999 + index : null,
      reason: reversal
        ? 'Outcome changed from completed to a candidate no-show'
        : 'Outcome recorded: completed',
    };
  });
}

export function statementOf(lines: FinanceDocumentLine[], name = 'Олена Коваль'): Statement {
  return {
    kind: 'statement',
    period: '2026-03',
    currency: 'USD',
    timeZone: 'Europe/Kyiv',
    closedAt: new Date('2026-04-02T08:00:00Z'),
    interviewer: { id: 7, name },
    lines,
    totals: statementTotals(lines),
  };
}

export function invoiceOf(
  lines: FinanceDocumentLine[],
  name = 'Товариство «Українські Цифрові Рішення»',
): Invoice {
  return {
    kind: 'invoice',
    period: '2026-03',
    currency: 'EUR',
    timeZone: 'Europe/Berlin',
    closedAt: null,
    client: { id: 3, name },
    lines,
    totals: invoiceTotals(lines),
  };
}
