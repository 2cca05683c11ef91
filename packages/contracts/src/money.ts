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

const digitsByCurrency = new Map<string, number>();

/** How many minor units a currency's major unit has as a power of ten: 2 for USD (cents), 0 for JPY. */
export function minorDigits(currency: string): number {
  let digits = digitsByCurrency.get(currency);
  if (digits === undefined) {
    digits =
      new Intl.NumberFormat('en', { style: 'currency', currency }).resolvedOptions().maximumFractionDigits ??
      2;
    digitsByCurrency.set(currency, digits);
  }
  return digits;
}

/** The largest amount `minorAmountSchema` takes, in minor units. */
export const MAX_MINOR_AMOUNT = 100_000_000;

/** An amount in minor units: a whole number, within what PostgreSQL's integer holds. */
export const minorAmountSchema = z
  .number({ error: 'Amounts are whole numbers of cents' })
  .int('Amounts are whole numbers of cents')
  .min(0, 'Amounts cannot be negative')
  .max(MAX_MINOR_AMOUNT, 'Amounts are at most 1,000,000.00');

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

/**
 * A rule, a level or level amounts as stored (jsonb, text): one that no longer passes its schema reads as none,
 * so an old or hand-edited row prices nothing and shows 'Not set' rather than failing the answer.
 */
export const storedBillingRule = (value: unknown): BillingRule | null =>
  billingRuleSchema.safeParse(value).data ?? null;
export const storedPositionLevel = (value: unknown): PositionLevel | null =>
  positionLevelSchema.safeParse(value).data ?? null;
export const storedLevelAmounts = (value: unknown): LevelAmounts =>
  levelAmountsSchema.safeParse(value).data ?? {};

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
/** Formats made once per locale and currency: making one costs far more than using it (a statement has hundreds). */
const moneyFormats = new Map<string, Intl.NumberFormat>();

export function formatMoney(minor: number, currency: string, locale?: string): string {
  const key = `${locale ?? ''}|${currency}`;
  let format = moneyFormats.get(key);
  if (!format) {
    format = new Intl.NumberFormat(locale, { style: 'currency', currency });
    moneyFormats.set(key, format);
  }
  return format.format(minor / 10 ** minorDigits(currency));
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

export type MoneyInputResult = { ok: true; minor: number } | { ok: false; message: string };

/** Plain digits, or digits grouped by commas in threes ("1,234"); then, optionally, a point and decimals. */
const AMOUNT = /^(\d*|\d{1,3}(?:,\d{3})+)(?:\.(\d*))?$/;

function decimalsMessage(currency: string, digits: number): string {
  if (digits === 0) return `${currency} amounts have no decimals`;
  return `${currency} amounts have at most ${digits} decimal${digits === 1 ? '' : 's'}`;
}

/**
 * Reads an amount as a user types it ("150", "150.5", "1,234.50") into whole minor units of `currency`, from the
 * decimal text itself (never through a floating-point number), so "0.29" is 29 cents and not 28.999….
 * Refuses a blank, a sign, more decimals than the currency has, anything but digits, grouping commas and one
 * point, and more than {@link MAX_MINOR_AMOUNT}, each with a message for the field.
 * @example parseMoneyInput('1,234.50', 'USD') // { ok: true, minor: 123450 }
 * @example parseMoneyInput('12.5', 'JPY') // { ok: false, message: 'JPY amounts have no decimals' }
 */
export function parseMoneyInput(text: string, currency: string): MoneyInputResult {
  const trimmed = text.trim();
  const digits = minorDigits(currency);
  if (trimmed === '') return { ok: false, message: 'Enter an amount' };
  if (/^[-−]/.test(trimmed)) return { ok: false, message: 'Amounts cannot be negative' };
  const match = AMOUNT.exec(trimmed);
  const whole = match?.[1]?.replaceAll(',', '') ?? '';
  const fraction = match?.[2] ?? '';
  if (!match || (whole === '' && fraction === '')) {
    const example = digits === 0 ? '1234' : `1234.${'5'.padEnd(digits, '0')}`;
    return { ok: false, message: `Enter an amount such as ${example}` };
  }
  if (fraction.length > digits) return { ok: false, message: decimalsMessage(currency, digits) };
  const minor = BigInt(`${whole}${fraction.padEnd(digits, '0')}` || '0');
  if (minor > BigInt(MAX_MINOR_AMOUNT)) {
    return { ok: false, message: `Amounts are at most ${moneyInputOf(MAX_MINOR_AMOUNT, currency)}` };
  }
  return { ok: true, minor: Number(minor) };
}

/**
 * An amount in minor units as an input shows it, the inverse of {@link parseMoneyInput}: no grouping, and the
 * currency's decimals only when there is a fraction.
 * @example moneyInputOf(15000, 'USD') // '150'
 * @example moneyInputOf(15050, 'USD') // '150.50'
 * @example moneyInputOf(1500, 'JPY') // '1500'
 */
export function moneyInputOf(minor: number, currency: string): string {
  const digits = minorDigits(currency);
  const sign = minor < 0 ? '-' : '';
  const text = BigInt(Math.abs(Math.trunc(minor)))
    .toString()
    .padStart(digits + 1, '0');
  const whole = text.slice(0, text.length - digits);
  const fraction = text.slice(text.length - digits);
  return /^0*$/.test(fraction) ? `${sign}${whole}` : `${sign}${whole}.${fraction}`;
}
