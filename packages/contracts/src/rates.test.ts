import { describe, expect, it } from 'vitest';
import {
  billingTexts,
  clientBillingFormSchema,
  interviewerRatesFormSchema,
  jobPricingFormSchema,
  levelAmountTexts,
} from './rates';

const messages = (result: {
  success: boolean;
  error?: { issues: { path: PropertyKey[]; message: string }[] };
}) => Object.fromEntries((result.error?.issues ?? []).map((issue) => [issue.path.join('.'), issue.message]));

describe('rate forms', () => {
  it('send a client rule in minor units, leaving blank levels out', () => {
    const values = { ...billingTexts(null, 'USD'), mode: 'hourly' as const, amount: '1,234.5' };
    values.by_level = { ...values.by_level, senior: '150' };
    expect(clientBillingFormSchema('USD').parse(values)).toEqual({
      billing: { mode: 'hourly', amount: 123_450, by_level: { senior: 15_000 } },
    });
  });

  it("send no rule for 'none', whatever the amounts say", () => {
    const values = { ...billingTexts(null, 'EUR'), amount: 'junk' };
    expect(clientBillingFormSchema('EUR').parse(values)).toEqual({ billing: null });
  });

  it('report each refused amount at its field', () => {
    const values = { ...billingTexts(null, 'JPY'), mode: 'per_interview' as const, amount: '12.5' };
    values.by_level = { ...values.by_level, lead: '-3' };
    expect(messages(clientBillingFormSchema('JPY').safeParse(values))).toEqual({
      amount: 'JPY amounts have no decimals',
      'by_level.lead': 'Amounts cannot be negative',
    });
  });

  it('start from the saved rule as the inputs show it', () => {
    const rule = { mode: 'per_interview' as const, amount: 15_050, by_level: { staff: 1_005 } };
    expect(billingTexts(rule, 'BHD')).toEqual({
      mode: 'per_interview',
      amount: '15.050',
      by_level: { junior: '', middle: '', senior: '', lead: '', staff: '1.005' },
    });
    expect(clientBillingFormSchema('BHD').parse(billingTexts(rule, 'BHD'))).toEqual({ billing: rule });
  });

  it("send a position's level ('' for none) with its own rule or its client's", () => {
    const schema = jobPricingFormSchema('USD');
    expect(schema.parse({ level: 'senior', ...billingTexts(null, 'USD') })).toEqual({
      level: 'senior',
      billing: null,
    });
    expect(
      schema.parse({ level: '', ...billingTexts(null, 'USD'), mode: 'per_interview', amount: '200' }),
    ).toEqual({ level: null, billing: { mode: 'per_interview', amount: 20_000, by_level: {} } });
    expect(messages(schema.safeParse({ level: 'guru', ...billingTexts(null, 'USD') }))).toEqual({
      level: 'Level must be junior, middle, senior, lead or staff',
    });
  });

  it("send an interviewer's pay per level", () => {
    const texts = { ...levelAmountTexts({}, 'USD'), junior: '40', staff: '120.5' };
    expect(interviewerRatesFormSchema('USD').parse({ level_rates: texts })).toEqual({
      level_rates: { junior: 4_000, staff: 12_050 },
    });
    expect(
      messages(interviewerRatesFormSchema('USD').safeParse({ level_rates: { ...texts, middle: '4.555' } })),
    ).toEqual({ 'level_rates.middle': 'USD amounts have at most 2 decimals' });
  });
});
