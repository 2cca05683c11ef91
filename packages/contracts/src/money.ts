import { z } from 'zod';

/**
 * Money (issue 21, ARCHITECTURE §9): integer amounts in the currency's minor units (cents), never floats; the
 * agency's currency is a setting. Rates are per hour or per interview, optionally per position level.
 */
export const positionLevels = ['junior', 'middle', 'senior', 'lead', 'staff'] as const;
export type PositionLevel = (typeof positionLevels)[number];
export const positionLevelLabels: Record<PositionLevel, string> = {
  junior: 'Junior',
  middle: 'Middle',
  senior: 'Senior',
  lead: 'Lead',
  staff: 'Staff',
};
export const positionLevelSchema = z.enum(positionLevels, {
  error: 'Level must be junior, middle, senior, lead or staff',
});

let currencies: Set<string> | null = null;

/** Whether a code is an ISO 4217 currency the runtime knows (`Intl.supportedValuesOf`). */
export function isCurrency(code: string): boolean {
  currencies ??= new Set(Intl.supportedValuesOf('currency'));
  return /^[A-Z]{3}$/.test(code) && currencies.has(code);
}

export const currencySchema = z
  .string()
  .refine(isCurrency, 'Currency must be an ISO 4217 code such as USD, EUR or GBP');

/** How many minor units a currency's major unit has as a power of ten: 2 for USD (cents), 0 for JPY. */
export function minorDigits(currency: string): number {
  return (
    new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ?? 2
  );
}

/** An amount in minor units: a whole number, within what PostgreSQL's integer holds. */
export const minorAmountSchema = z
  .number({ error: 'Amounts are whole numbers of cents' })
  .int('Amounts are whole numbers of cents')
  .min(0, 'Amounts cannot be negative')
  .max(100_000_000, 'Amounts are at most 1,000,000.00');

/** An amount per position level, each optional: `{ senior: 12000 }`. */
export const levelAmountsSchema = z.partialRecord(positionLevelSchema, minorAmountSchema);
export type LevelAmounts = z.infer<typeof levelAmountsSchema>;

/**
 * What a client is billed for an interview: a fee per interview or an hourly rate (of the scheduled duration),
 * optionally another amount per level of the position. A position may carry its own rule over its client's.
 */
export const billingRuleSchema = z.object({
  mode: z.enum(['per_interview', 'hourly'], { error: 'Bill per interview or per hour' }),
  amount: minorAmountSchema,
  by_level: levelAmountsSchema.default({}),
});
export type BillingRule = z.output<typeof billingRuleSchema>;

/** Whole percent, 0 to 100. */
const percent = (what: string) =>
  z
    .number({ error: `${what} must be a percentage` })
    .int(`${what} must be a whole percentage`)
    .min(0, `${what} must be 0 to 100 %`)
    .max(100, `${what} must be 0 to 100 %`);
const split = (what: string) =>
  z.object({ payout: percent(`${what}: payout`), charge: percent(`${what}: charge`) });

/** What share of the interviewer's pay and of the client's bill each outcome brings (settings). */
export const outcomeFactorsSchema = z.object({
  completed: split('Completed'),
  /** Taken off the payout when the feedback came after its deadline. */
  late_feedback_penalty: percent('Late feedback penalty'),
  candidate_no_show: split('Candidate no-show'),
  /** Cancelled by the candidate or the client inside the late window. */
  late_cancellation: split('Late cancellation'),
  /** Any other cancellation. */
  cancellation: split('Cancellation in time'),
  interviewer_no_show: split('Interviewer no-show'),
});
export type OutcomeFactors = z.infer<typeof outcomeFactorsSchema>;

export const defaultOutcomeFactors: OutcomeFactors = {
  completed: { payout: 100, charge: 100 },
  late_feedback_penalty: 10,
  candidate_no_show: { payout: 50, charge: 50 },
  late_cancellation: { payout: 50, charge: 50 },
  cancellation: { payout: 0, charge: 0 },
  interviewer_no_show: { payout: 0, charge: 0 },
};

/** 'YYYY-MM': a month of the agency's time zone, the ledger's period. */
export const periodSchema = z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/, 'A month is YYYY-MM');

/** The month of an instant in a zone. */
export function periodOf(instant: Date, timeZone: string): string {
  const parts = new Intl.DateTimeFormat('en-CA', {
    timeZone,
    year: 'numeric',
    month: '2-digit',
  }).formatToParts(instant);
  const get = (type: string) => parts.find((part) => part.type === type)?.value ?? '';
  return `${get('year')}-${get('month')}`;
}

/** An amount for people: '$1,234.50', '-€12.00', '¥1,200', in the viewer's locale. */
export function formatMoney(minor: number, currency: string, locale?: string): string {
  const digits = minorDigits(currency);
  return new Intl.NumberFormat(locale, { style: 'currency', currency }).format(minor / 10 ** digits);
}

/**
 * An amount as a plain decimal number in major units with the currency's decimals, no symbol or grouping:
 * '-150.00' for -15000 USD cents, '1200' for 1200 JPY. Worked out on the integer, so no float rounding.
 *
 * @example majorUnits(-15_050, 'USD') // '-150.50'
 */
export function majorUnits(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const whole = String(Math.abs(minor)).padStart(digits + 1, '0');
  if (digits === 0) return `${sign}${whole}`;
  return `${sign}${whole.slice(0, -digits)}.${whole.slice(-digits)}`;
}
