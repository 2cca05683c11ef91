import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { expectedLines, type InterviewFacts, type LineDraft, lineChanges, type StoredLine } from './ledger';
import { defaultOutcomeFactors, positionLevels } from './money';

const facts: fc.Arbitrary<InterviewFacts> = fc.record({
  status: fc.constantFrom('scheduled', 'completed', 'candidate_no_show', 'interviewer_no_show', 'cancelled'),
  cancelledBy: fc.constantFrom(null, 'candidate', 'client', 'agency', 'interviewer' as const),
  late: fc.boolean(),
  duration: fc.constantFrom(30, 60, 90, 120),
  feedback: fc.option(fc.record({ late: fc.boolean() }), { nil: null }),
  level: fc.option(fc.constantFrom(...positionLevels), { nil: null }),
  pay: fc.option(
    fc.record({
      hourly: fc.integer({ min: 0, max: 100_000_000 }),
      source: fc.constantFrom('interviewer' as const, 'interviewer_level' as const),
    }),
    { nil: null },
  ),
  billing: fc.option(
    fc.record({
      rule: fc.record({
        mode: fc.constantFrom('per_interview' as const, 'hourly' as const),
        amount: fc.integer({ min: 0, max: 100_000_000 }),
        by_level: fc.dictionary(fc.constantFrom(...positionLevels), fc.integer({ min: 0, max: 100_000_000 })),
      }),
      source: fc.constantFrom('client' as const, 'position' as const),
    }),
    { nil: null },
  ),
});

describe('the ledger’s arithmetic', () => {
  it('prices an interview in whole minor units, never negative, held only while a completed one awaits feedback', () => {
    fc.assert(
      fc.property(facts, (f) => {
        const lines = expectedLines(f, defaultOutcomeFactors);
        for (const line of lines) {
          expect(Number.isInteger(line.amount)).toBe(true);
          expect(line.amount).toBeGreaterThan(0);
          expect(line.held).toBe(line.kind === 'payout' && f.status === 'completed' && f.feedback === null);
        }
        const payout = lines.find((line) => line.kind === 'payout');
        if (payout && f.pay) {
          // rate × minutes / 60 × percent / 100, to the nearest cent.
          const exact = (f.pay.hourly * f.duration * payout.rule.percent) / 6000;
          expect(Math.abs(payout.amount - exact)).toBeLessThanOrEqual(0.5);
        }
        if (f.status === 'scheduled' || f.status === 'interviewer_no_show') expect(lines).toEqual([]);
      }),
    );
  });

  it('turns any lines in force into the expected ones with reversals and additions, and leaves equal lines alone', () => {
    const draft = (f: InterviewFacts) => expectedLines(f, defaultOutcomeFactors);
    fc.assert(
      fc.property(facts, facts, (before, after) => {
        let id = 0;
        const stored = (line: LineDraft): StoredLine => ({ ...line, id: ++id, reversesId: null });
        const active = draft(before).map(stored);
        const { reverse, add } = lineChanges(active, draft(after));
        const inForce = [...active.filter((line) => !reverse.includes(line)), ...add.map(stored)];
        const key = (line: { kind: string; amount: number; held: boolean }) =>
          `${line.kind}|${line.amount}|${line.held}`;
        expect(inForce.map(key).sort()).toEqual(draft(after).map(key).sort());
        // The money of every line ever written nets to the expected amounts: reversals cancel exactly.
        const net = (lines: { amount: number }[]) => lines.reduce((sum, line) => sum + line.amount, 0);
        expect(net(active) - net(reverse) + net(add)).toBe(net(draft(after)));
        if (JSON.stringify(draft(before)) === JSON.stringify(draft(after))) {
          expect(reverse).toEqual([]);
          expect(add).toEqual([]);
        }
      }),
    );
  });
});
