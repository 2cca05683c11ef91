import type { LedgerLine } from '@interview-hub/contracts/finance';
import { formatMoney } from '@interview-hub/contracts/money';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen } from '../../../../../test/render';
import { sentBodies, stubApi } from '../../../../../test/stub-api';
import { InterviewMoney } from './interview-money';

const line = (fields: Partial<LedgerLine> & Pick<LedgerLine, 'id' | 'kind' | 'amount'>): LedgerLine => ({
  period: '2026-11',
  currency: 'USD',
  held: false,
  rule: null,
  reverses_id: null,
  reason: 'Outcome recorded: completed',
  actor_name: 'Ada Admin',
  created_at: '2026-11-20T10:00:00.000Z',
  interview: {
    id: 7,
    date: '2026-11-20T09:00:00.000Z',
    duration: 60,
    status: 'completed',
    candidate_name: 'Clara',
  },
  interviewer: { id: 3, name: 'Ian' },
  client: { id: 4, name: 'Acme' },
  job: { id: 5, title: 'React Engineer' },
  ...fields,
});

const page = (lines: LedgerLine[], totals: { charged: number; paid: number; held: number }) => ({
  data: lines,
  meta: { page: 1, limit: 200, total: lines.length, total_pages: 1 },
  totals: { ...totals, margin: totals.charged - totals.paid - totals.held, interviews: 1 },
});

describe("an interview's money", () => {
  it('lists its lines with the held payout and the margin, and prices it again with a reason', async () => {
    const user = userEvent.setup();
    const before = [
      line({ id: 1, kind: 'payout', amount: 10_000, held: true }),
      line({ id: 2, kind: 'charge', amount: 15_000 }),
    ];
    const after = [
      ...before,
      line({ id: 3, kind: 'charge', amount: -15_000, reverses_id: 2, reason: 'Priced again: rate fixed' }),
      line({ id: 4, kind: 'charge', amount: 20_000, reason: 'Priced again: rate fixed' }),
    ];
    const api = stubApi({
      'GET /api/interviews/7/ledger': page(before, { charged: 15_000, paid: 0, held: 10_000 }),
      'POST /api/interviews/7/ledger': () =>
        jsonResponse(page(after, { charged: 20_000, paid: 0, held: 10_000 })),
    });
    renderScreen('/interviews/:id', <InterviewMoney interviewId={7} />, '/interviews/7');
    const table = await screen.findByRole('table', { name: 'Ledger lines' });
    expect(within(table).getAllByRole('row')).toHaveLength(3);
    expect(within(table).getByText('Held')).toBeInTheDocument();
    expect(screen.getByText(`Margin ${formatMoney(5_000, 'USD')}`)).toBeInTheDocument();

    await user.click(screen.getByRole('button', { name: 'Price again' }));
    const dialog = await screen.findByRole('dialog', { name: 'Price again' });
    await user.click(within(dialog).getByRole('button', { name: 'Price again' }));
    expect(sentBodies(api, 'POST', '/api/interviews/7/ledger')).toHaveLength(0);
    await user.type(within(dialog).getByRole('textbox', { name: 'Why' }), 'rate fixed');
    await user.click(within(dialog).getByRole('button', { name: 'Price again' }));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', '/api/interviews/7/ledger')).toEqual([{ reason: 'rate fixed' }]),
    );
    expect(await screen.findByText(`Margin ${formatMoney(10_000, 'USD')}`)).toBeInTheDocument();
    expect(within(screen.getByRole('table', { name: 'Ledger lines' })).getAllByRole('row')).toHaveLength(5);
  });

  it('says when nothing is paid or billed yet', async () => {
    stubApi({ 'GET /api/interviews/7/ledger': page([], { charged: 0, paid: 0, held: 0 }) });
    renderScreen('/interviews/:id', <InterviewMoney interviewId={7} />, '/interviews/7');
    expect(
      await screen.findByText('Nothing paid or billed yet: amounts follow the outcome.'),
    ).toBeInTheDocument();
  });
});
