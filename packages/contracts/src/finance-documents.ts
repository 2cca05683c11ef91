import { z } from 'zod';
import type { LineRule } from './ledger';
import { formatMoney, periodSchema } from './money';

/** The formats a statement or an invoice draft downloads in. */
export const financeDocumentFormats = ['pdf', 'csv'] as const;
export type FinanceDocumentFormat = (typeof financeDocumentFormats)[number];

/**
 * GET /api/finance/statements/{id}, GET /api/my-earnings/statement and GET /api/finance/invoices/{id}:
 * a month, and the file's format (PDF unless asked otherwise).
 */
export const financeDocumentQuerySchema = z.object({
  period: periodSchema,
  format: z.enum(financeDocumentFormats, { error: 'Format must be pdf or csv' }).default('pdf'),
});
export type FinanceDocumentQuery = z.output<typeof financeDocumentQuerySchema>;

const outcomeLabels: Record<string, string> = {
  completed: 'Completed',
  candidate_no_show: 'Candidate no-show',
  interviewer_no_show: 'Interviewer no-show',
  late_cancellation: 'Late cancellation',
  cancellation: 'Cancellation',
};

/**
 * How a line's amount was worked out, for people: 'Completed · $100.00/h × 60 min × 90 % (10 % late feedback)'.
 *
 * @example ruleSummary({ outcome: 'candidate_no_show', basis: 'per_interview', rate: 30000, … }, 'USD')
 * // 'Candidate no-show · $300.00 per interview × 50 %'
 */
export function ruleSummary(rule: LineRule, currency: string, locale = 'en-US'): string {
  const outcome = outcomeLabels[rule.outcome] ?? rule.outcome;
  const rate = formatMoney(rule.rate, currency, locale);
  const basis = rule.basis === 'hourly' ? `${rate}/h × ${rule.minutes ?? 0} min` : `${rate} per interview`;
  const penalty = rule.penalty > 0 ? ` (${rule.penalty} % late feedback)` : '';
  return `${outcome} · ${basis} × ${rule.percent} %${penalty}`;
}

/**
 * A month for people: 'March 2026'.
 *
 * @example periodLabel('2026-03') // 'March 2026'
 */
export function periodLabel(period: string, locale = 'en-US'): string {
  const [year = 1970, month = 1] = period.split('-').map(Number);
  return new Intl.DateTimeFormat(locale, { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
    new Date(Date.UTC(year, month - 1, 1)),
  );
}
