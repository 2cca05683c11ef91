import { z } from 'zod';
import {
  billingRuleSchema,
  type LevelAmounts,
  levelAmountsSchema,
  moneyInputOf,
  type PositionLevel,
  parseMoneyInput,
  positionLevelSchema,
  positionLevels,
} from './money';

/** PUT /api/clients/{id}/billing: the client's rule, or null for none. */
export const clientBillingUpdateSchema = z.object({ billing: billingRuleSchema.nullable() });
export type ClientBillingUpdate = z.input<typeof clientBillingUpdateSchema>;

const LEVEL_MESSAGE = 'Level must be junior, middle, senior, lead or staff';

/** PUT /api/jobs/{id}/pricing: the position's level and its own rule (null: its client's). */
export const jobPricingUpdateSchema = z.object({
  level: positionLevelSchema.nullable(),
  billing: billingRuleSchema.nullable(),
});
export type JobPricingUpdate = z.input<typeof jobPricingUpdateSchema>;

/** PUT /api/interviewers/{id}/rates: hourly pay per level, in minor units; a level left out pays the price. */
export const interviewerRatesUpdateSchema = z.object({ level_rates: levelAmountsSchema });
export type InterviewerRatesUpdate = z.input<typeof interviewerRatesUpdateSchema>;

/** An amount per level as typed: '' for none. */
export type LevelAmountTexts = Record<PositionLevel, string>;
const levelTextsSchema = z.object({
  junior: z.string(),
  middle: z.string(),
  senior: z.string(),
  lead: z.string(),
  staff: z.string(),
});

/** The texts a level-amounts field starts from. */
export function levelAmountTexts(amounts: LevelAmounts, currency: string): LevelAmountTexts {
  const text = (level: PositionLevel) => {
    const minor = amounts[level];
    return minor === undefined ? '' : moneyInputOf(minor, currency);
  };
  return {
    junior: text('junior'),
    middle: text('middle'),
    senior: text('senior'),
    lead: text('lead'),
    staff: text('staff'),
  };
}

/** Reads one typed amount, reporting a problem at `path`; null when it is refused. */
function readAmount(text: string, currency: string, ctx: z.RefinementCtx, path: string[]): number | null {
  const result = parseMoneyInput(text, currency);
  if (result.ok) return result.minor;
  ctx.addIssue({ code: 'custom', message: result.message, path });
  return null;
}

/** The levels with an amount typed in; blanks are left out. */
function readLevelAmounts(texts: LevelAmountTexts, currency: string, ctx: z.RefinementCtx, path: string) {
  const amounts: LevelAmounts = {};
  for (const level of positionLevels) {
    if (texts[level].trim() === '') continue;
    const minor = readAmount(texts[level], currency, ctx, [path, level]);
    if (minor !== null) amounts[level] = minor;
  }
  return amounts;
}

/** A billing rule as the forms hold it: 'none' is no rule of its own. */
export const billingChoices = ['none', 'per_interview', 'hourly'] as const;
export type BillingChoice = (typeof billingChoices)[number];
const billingFields = {
  mode: z.enum(billingChoices),
  amount: z.string(),
  by_level: levelTextsSchema,
};
type BillingTexts = { mode: BillingChoice; amount: string; by_level: LevelAmountTexts };

/** The texts a billing form starts from. */
export function billingTexts(
  rule: z.output<typeof billingRuleSchema> | null,
  currency: string,
): BillingTexts {
  if (!rule) return { mode: 'none', amount: '', by_level: levelAmountTexts({}, currency) };
  return {
    mode: rule.mode,
    amount: moneyInputOf(rule.amount, currency),
    by_level: levelAmountTexts(rule.by_level, currency),
  };
}

function readBilling(
  values: BillingTexts,
  currency: string,
  ctx: z.RefinementCtx,
): ClientBillingUpdate['billing'] {
  if (values.mode === 'none') return null;
  const amount = readAmount(values.amount, currency, ctx, ['amount']);
  const by_level = readLevelAmounts(values.by_level, currency, ctx, 'by_level');
  return { mode: values.mode, amount: amount ?? 0, by_level };
}

/** The client's Billing card: amounts typed in `currency`, sent in minor units. */
export function clientBillingFormSchema(currency: string) {
  return z
    .object(billingFields)
    .transform((values, ctx) => ({ billing: readBilling(values, currency, ctx) }))
    .pipe(clientBillingUpdateSchema);
}

/** The position's Pricing card: its level ('' for none) and its own rule, or 'none' for its client's. */
export function jobPricingFormSchema(currency: string) {
  return z
    .object({ level: z.enum(['', ...positionLevels] as const, { error: LEVEL_MESSAGE }), ...billingFields })
    .transform(({ level, ...billing }, ctx) => ({
      level: level === '' ? null : level,
      billing: readBilling(billing, currency, ctx),
    }))
    .pipe(jobPricingUpdateSchema);
}

/** The interviewer's Pay card: hourly pay per level, blank for the price. */
export function interviewerRatesFormSchema(currency: string) {
  return z
    .object({ level_rates: levelTextsSchema })
    .transform((values, ctx) => ({
      level_rates: readLevelAmounts(values.level_rates, currency, ctx, 'level_rates'),
    }))
    .pipe(interviewerRatesUpdateSchema);
}
