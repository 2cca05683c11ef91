import { activeLines, expectedLines, lineChanges } from '@interview-hub/contracts/ledger';
import { defaultOutcomeFactors, periodOf } from '@interview-hub/contracts/money';
import { eq, sql } from 'drizzle-orm';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { feedbackBody } from '../../../test/feedback-body';
import { createInterviewFixture } from '../../../test/interview-fixture';
import { useTestApp } from '../../../test/test-app';
import { clients, feedbacks, interviewers, interviews, ledgerLines } from '../../db/schema/index';
import { findInterviewPricing, findLinesOfInterview } from '../ledger/ledger.repository';
import { factsOf } from '../ledger/post-interview-lines';

const HOUR = 3_600_000;

const operation = fc.oneof(
  fc.record({
    type: fc.constant('outcome' as const),
    at: fc.nat(2),
    outcome: fc.constantFrom('completed', 'candidate_no_show', 'interviewer_no_show'),
  }),
  fc.record({
    type: fc.constant('cancel' as const),
    at: fc.nat(2),
    by: fc.constantFrom('candidate', 'client', 'agency', 'interviewer'),
  }),
  fc.record({ type: fc.constant('feedback' as const), at: fc.nat(2), late: fc.boolean() }),
  fc.record({
    type: fc.constant('rate' as const),
    at: fc.nat(2),
    mode: fc.constantFrom('hourly', 'per_interview'),
    amount: fc.integer({ min: 1, max: 99_999 }),
    pay: fc.integer({ min: 1, max: 99_999 }).map((cents) => cents / 100),
  }),
  fc.record({ type: fc.constant('close' as const) }),
);

describe('the ledger over random histories', () => {
  const t = useTestApp();

  it('prices every interview as its state says, never moves a closed month, and totals equal their lines', async () => {
    const { headers } = await t.signIn('admin');
    const zone = t.config.defaultTimeZone;
    const lastMonthDate = new Date();
    lastMonthDate.setUTCDate(1);
    lastMonthDate.setUTCMonth(lastMonthDate.getUTCMonth() - 1);
    lastMonthDate.setUTCHours(10, 0, 0, 0);
    const lastMonth = periodOf(lastMonthDate, zone);
    const thisMonth = periodOf(new Date(), zone);
    let closedSums: unknown = null;
    const post = (url: string, payload?: object) =>
      t.app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) });
    const summary = async (period: string) =>
      (await t.app.inject({ method: 'GET', url: `/api/finance/summary?period=${period}`, headers })).json();

    await fc.assert(
      fc.asyncProperty(fc.array(operation, { minLength: 3, maxLength: 8 }), async (operations) => {
        const dates = [
          lastMonthDate,
          new Date(lastMonthDate.getTime() + 26 * HOUR),
          new Date(Date.now() - 3 * HOUR),
        ];
        const made = [];
        for (const date of dates) made.push(await createInterviewFixture(t.db, { date }));
        for (const { interviewer, client } of made) {
          await t.db.update(interviewers).set({ price: 75.5 }).where(eq(interviewers.id, interviewer.id));
          await t.db
            .update(clients)
            .set({ billing: { mode: 'hourly', amount: 13_333, by_level: {} } })
            .where(eq(clients.id, client.id));
        }
        for (const op of operations) {
          const target = op.type === 'close' ? null : made[op.at];
          if (op.type === 'close') {
            const closed = await post(`/api/finance/periods/${lastMonth}/close`);
            if (closed.statusCode === 204) closedSums = (await summary(lastMonth)).totals;
          } else if (op.type === 'outcome' && target) {
            await post(`/api/interviews/${target.interview.id}/outcome`, { outcome: op.outcome });
          } else if (op.type === 'cancel' && target) {
            await post(`/api/interviews/${target.interview.id}/cancel`, {
              cancelled_by: op.by,
              reason: 'other',
              note: 'x',
            });
          } else if (op.type === 'feedback' && target) {
            // The deadline is set only while feedback can still come (a real deadline moves only with the interview).
            const [given] = await t.db
              .select({ id: feedbacks.id })
              .from(feedbacks)
              .where(eq(feedbacks.interviewId, target.interview.id));
            if (!given) {
              const due = new Date(Date.now() + (op.late ? -HOUR : HOUR));
              await t.db
                .update(interviews)
                .set({ feedbackDueAt: due })
                .where(eq(interviews.id, target.interview.id));
              await post(`/api/interviews/${target.interview.id}/feedback`, feedbackBody);
            }
          } else if (op.type === 'rate' && target) {
            await t.db
              .update(clients)
              .set({ billing: { mode: op.mode, amount: op.amount, by_level: {} } })
              .where(eq(clients.id, target.client.id));
            await t.db
              .update(interviewers)
              .set({ price: op.pay })
              .where(eq(interviewers.id, target.interviewer.id));
            await post(`/api/interviews/${target.interview.id}/ledger`, { reason: 'Rate corrected' });
          }

          // Every interview is priced as its state says (a rate change is followed by its reprice).
          for (const { interview } of made) {
            const pricing = await findInterviewPricing(t.db, interview.id);
            if (!pricing) throw new Error('interview gone');
            const active = activeLines(await findLinesOfInterview(t.db, interview.id));
            const changes = lineChanges(
              active,
              expectedLines(factsOf(pricing, 'USD'), defaultOutcomeFactors),
            );
            expect(changes).toEqual({ reverse: [], add: [] });
          }
          // A closed month's sums never move.
          if (closedSums) expect((await summary(lastMonth)).totals).toEqual(closedSums);
          // Each month's totals are the sums of its lines, to the cent.
          for (const period of [lastMonth, thisMonth]) {
            const [sums] = await t.db
              .select({
                charges:
                  sql<number>`coalesce(sum(case when ${ledgerLines.kind} = 'charge' then ${ledgerLines.amount} end), 0)`.mapWith(
                    Number,
                  ),
                payouts:
                  sql<number>`coalesce(sum(case when ${ledgerLines.kind} = 'payout' then ${ledgerLines.amount} end), 0)`.mapWith(
                    Number,
                  ),
              })
              .from(ledgerLines)
              .where(eq(ledgerLines.period, period));
            const { totals } = await summary(period);
            expect(totals.charged).toBe(sums?.charges);
            expect(totals.paid + totals.held).toBe(sums?.payouts);
            expect(totals.margin).toBe(totals.charged - totals.paid - totals.held);
          }
        }
      }),
      { numRuns: 10 },
    );
  }, 180_000);
});
