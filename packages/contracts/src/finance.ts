import { z } from 'zod';
import { formSchema } from './form-schema';
import { lineRuleSchema } from './ledger';
import { periodSchema } from './money';
import { pageOf, pageQuerySchema } from './pagination';
import { recordIdQuerySchema, textInput } from './record-fields';

/** Money of a set of lines, in minor units: billed, paid (earned), held (awaiting feedback), and the margin. */
export const moneyTotalsSchema = z.object({
  charged: z.number().int(),
  paid: z.number().int(),
  held: z.number().int(),
  /** charged − paid − held. */
  margin: z.number().int(),
  interviews: z.number().int(),
});
export type MoneyTotals = z.infer<typeof moneyTotalsSchema>;

export const periodStateSchema = z.object({
  period: periodSchema,
  closed_at: z.string().nullable(),
  closed_by: z.string().nullable(),
});

/** GET /api/finance/summary?period=YYYY-MM (admins) */
export const financeSummaryQuerySchema = z.object({ period: periodSchema });
export const financeSummarySchema = periodStateSchema.extend({
  currency: z.string(),
  totals: moneyTotalsSchema,
  by_client: z.array(moneyTotalsSchema.extend({ client_id: z.number().int().nullable(), name: z.string() })),
  by_position: z.array(
    moneyTotalsSchema.extend({
      job_id: z.number().int(),
      title: z.string(),
      client_name: z.string().nullable(),
    }),
  ),
});
export type FinanceSummary = z.infer<typeof financeSummarySchema>;

/** GET /api/finance/periods: every month with lines (or closed), latest first. */
export const financePeriodsSchema = z.object({
  data: z.array(periodStateSchema.extend({ totals: moneyTotalsSchema })),
});
export type FinancePeriods = z.infer<typeof financePeriodsSchema>;

/** GET /api/finance/lines: a month's lines, narrowed to a client, position or interviewer. */
export const ledgerLinesQuerySchema = pageQuerySchema.extend({
  period: periodSchema,
  client_id: recordIdQuerySchema,
  job_id: recordIdQuerySchema,
  interviewer_id: recordIdQuerySchema,
  kind: z.enum(['payout', 'charge']).optional(),
});
export type LedgerLinesQuery = z.output<typeof ledgerLinesQuerySchema>;

export const ledgerLineSchema = z.object({
  id: z.number().int(),
  period: z.string(),
  kind: z.enum(['payout', 'charge']),
  amount: z.number().int(),
  currency: z.string(),
  /** A payout awaiting the interview's feedback. */
  held: z.boolean(),
  rule: lineRuleSchema.nullable(),
  reverses_id: z.number().int().nullable(),
  reason: z.string().nullable(),
  actor_name: z.string().nullable(),
  created_at: z.string(),
  interview: z.object({
    id: z.number().int(),
    date: z.string(),
    duration: z.number().int(),
    status: z.string(),
    candidate_name: z.string(),
  }),
  interviewer: z.object({ id: z.number().int(), name: z.string() }),
  client: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  job: z.object({ id: z.number().int(), title: z.string() }),
});
export type LedgerLine = z.infer<typeof ledgerLineSchema>;
export const ledgerLinePageSchema = pageOf(ledgerLineSchema).extend({ totals: moneyTotalsSchema });
export type LedgerLinePage = z.infer<typeof ledgerLinePageSchema>;

/** POST /api/finance/periods/{period}/close */
export const periodParamsSchema = z.object({ period: periodSchema });

/** POST /api/interviews/{id}/ledger: prices the interview again with today's rates, saying why. */
export const repriceInterviewSchema = z.object({
  reason: textInput().trim().min(1, 'Say why the interview is priced again').max(500),
});

/** The Price again dialog: why, as typed. */
export const repriceFormSchema = formSchema({
  fields: z.object({ reason: z.string() }),
  toBody: (values) => values,
  request: repriceInterviewSchema,
});

/** GET /api/my-earnings?period=YYYY-MM: an interviewer's own payouts (never the client's bill or the margin). */
export const earningsQuerySchema = z.object({ period: periodSchema });
export const earningsSchema = periodStateSchema.extend({
  currency: z.string(),
  earned: z.number().int(),
  held: z.number().int(),
  lines: z.array(
    ledgerLineSchema.pick({
      id: true,
      period: true,
      amount: true,
      currency: true,
      held: true,
      rule: true,
      reverses_id: true,
      reason: true,
      created_at: true,
      interview: true,
      job: true,
    }),
  ),
});
export type Earnings = z.infer<typeof earningsSchema>;
