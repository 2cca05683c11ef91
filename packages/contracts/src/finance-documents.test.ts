import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { ruleSummary } from './finance-documents';
import { majorUnits } from './money';

describe('majorUnits', () => {
  it('writes minor units as a plain decimal with the currency’s digits', () => {
    expect(majorUnits(-15_000, 'USD')).toBe('-150.00');
    expect(majorUnits(5, 'EUR')).toBe('0.05');
    expect(majorUnits(-5, 'EUR')).toBe('-0.05');
    expect(majorUnits(0, 'USD')).toBe('0.00');
    expect(majorUnits(1_234_567, 'USD')).toBe('12345.67');
    expect(majorUnits(1_200, 'JPY')).toBe('1200');
    expect(majorUnits(-1_234, 'KWD')).toBe('-1.234');
  });

  it('reads back as the same number of cents, never a cent more or less', () => {
    fc.assert(
      fc.property(fc.integer({ min: -100_000_000, max: 100_000_000 }), (minor) => {
        expect(Number(majorUnits(minor, 'USD').replace('.', ''))).toBe(minor);
      }),
    );
  });
});

describe('ruleSummary', () => {
  it('says the outcome, the rate, the duration and the share', () => {
    const hourly = {
      outcome: 'completed',
      basis: 'hourly' as const,
      rate: 10_000,
      minutes: 60,
      percent: 90,
      penalty: 10,
      level: 'senior',
      source: 'interviewer_level' as const,
    };
    expect(ruleSummary(hourly, 'USD')).toBe('Completed · $100.00/h × 60 min × 90 % (10 % late feedback)');
    expect(
      ruleSummary(
        {
          ...hourly,
          outcome: 'candidate_no_show',
          basis: 'per_interview',
          rate: 30_000,
          minutes: null,
          percent: 50,
          penalty: 0,
        },
        'EUR',
      ),
    ).toBe('Candidate no-show · €300.00 per interview × 50 %');
  });
});
