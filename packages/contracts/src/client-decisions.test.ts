import { describe, expect, it } from 'vitest';
import {
  agreesWith,
  DECISION_BEFORE_INTERVIEW,
  DECISION_IN_FUTURE,
  decisionDayProblem,
  recordClientDecisionSchema,
} from './client-decisions';

describe("the day of the client's decision", () => {
  // 22:30 UTC on 10 March is already 11 March in Kyiv (UTC+2).
  const interviewStart = new Date('2026-03-10T22:30:00Z');
  const now = new Date('2026-03-14T23:30:00Z');
  const problem = (decidedOn: string, timeZone = 'Europe/Kyiv') =>
    decisionDayProblem({ decidedOn, interviewStart, timeZone, now });

  it("accepts the interview's day and today, both in the agency's time zone", () => {
    expect(problem('2026-03-11')).toBeNull();
    expect(problem('2026-03-15')).toBeNull();
    expect(problem('2026-03-10', 'UTC')).toBeNull();
  });

  it("refuses a day after today or before the interview's day", () => {
    expect(problem('2026-03-16')).toBe(DECISION_IN_FUTURE);
    expect(problem('2026-03-15', 'UTC')).toBe(DECISION_IN_FUTURE);
    expect(problem('2026-03-10')).toBe(DECISION_BEFORE_INTERVIEW);
  });
});

describe('recording a decision', () => {
  it('takes a decision, a real day and an optional trimmed comment', () => {
    expect(
      recordClientDecisionSchema.parse({ decision: 'hired', decided_on: '2024-02-29', comment: ' ok ' }),
    ).toEqual({ decision: 'hired', decided_on: '2024-02-29', comment: 'ok' });
    const refused = recordClientDecisionSchema.safeParse({ decided_on: '2026-02-30' });
    expect(refused.success).toBe(false);
    expect(refused.error?.issues.map((issue) => issue.message)).toEqual([
      'Choose the decision',
      'Pick the day of the decision',
    ]);
  });

  it('agrees with Pass when advanced or hired, with Fail when rejected', () => {
    expect([agreesWith('advanced'), agreesWith('hired'), agreesWith('rejected')]).toEqual([
      'Pass',
      'Pass',
      'Fail',
    ]);
  });
});
