import { describe, expect, it } from 'vitest';
import type { InterviewPricing } from './ledger.repository';
import { factsOf } from './post-interview-lines';

const pricing = (fields: Partial<InterviewPricing> = {}): InterviewPricing => ({
  id: 1,
  status: 'completed',
  date: new Date('2026-11-02T10:00:00Z'),
  duration: 60,
  cancelledBy: null,
  late: false,
  feedbackDueAt: new Date('2026-11-03T11:00:00Z'),
  interviewerId: 2,
  jobId: 3,
  clientId: 4,
  level: 'senior',
  positionBilling: null,
  clientBilling: { mode: 'hourly', amount: 12_000, by_level: {} },
  price: 85.5,
  levelRates: {},
  feedbackAt: null,
  ...fields,
});

describe('what the ledger reads of an interview', () => {
  it("turns the interviewer's price into the currency's minor units", () => {
    expect(factsOf(pricing(), 'USD').pay).toEqual({ hourly: 8_550, source: 'interviewer' });
    expect(factsOf(pricing(), 'JPY').pay).toEqual({ hourly: 86, source: 'interviewer' });
    expect(factsOf(pricing(), 'BHD').pay).toEqual({ hourly: 85_500, source: 'interviewer' });
  });

  it('prefers a level rate, a position rule over its client, and reads a broken stored rule as none', () => {
    const facts = factsOf(
      pricing({
        levelRates: { senior: 10_000 },
        positionBilling: { mode: 'per_interview', amount: 20_000, by_level: {} },
      }),
      'USD',
    );
    expect(facts.pay).toEqual({ hourly: 10_000, source: 'interviewer_level' });
    expect(facts.billing?.source).toBe('position');
    expect(factsOf(pricing({ clientBilling: { mode: 'weekly' } as never }), 'USD').billing).toBeNull();
    expect(factsOf(pricing({ feedbackAt: new Date('2026-11-04T00:00:00Z') }), 'USD').feedback).toEqual({
      late: true,
    });
  });
});
