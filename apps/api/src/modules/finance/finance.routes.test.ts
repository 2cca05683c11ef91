import { periodOf } from '@interview-hub/contracts/money';
import { eq, sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInterviewFixture } from '../../../test/interview-fixture';
import { useTestApp } from '../../../test/test-app';
import { clients, interviewers, interviews, jobs, ledgerLines } from '../../db/schema/index';

const HOUR = 3_600_000;
/** A valid feedback submission (knowledge areas as the form sends them). */
const feedbackBody = {
  feedback_type: 'by_knowledge_area',
  feedback_text: JSON.stringify([
    {
      id: null,
      name: 'Go',
      level: 'meets expectations',
      questions: [{ id: null, text: 'Channels?', level: 'middle' }],
      note: 'Solid understanding shown across the questions asked.',
    },
  ]),
  rating: 4,
  overall_recommendation: 'Pass',
  strong_sides: 'Clear',
  areas_for_improvements: 'Depth',
  overall_comment: 'Next round',
};

/** The first day of last month at 10:00 UTC. */
function lastMonth(): Date {
  const date = new Date();
  date.setUTCDate(1);
  date.setUTCMonth(date.getUTCMonth() - 1);
  date.setUTCHours(10, 0, 0, 0);
  return date;
}

describe('the ledger and the finance screen’s calls', () => {
  const t = useTestApp();
  const call = (method: 'GET' | 'POST', url: string, headers: { authorization: string }, payload?: object) =>
    t.app.inject({ method, url, headers, ...(payload ? { payload } : {}) });

  /** An interview with rates: the senior position bills its client 150.00 an hour, its interviewer earns 100.00. */
  async function pricedInterview(date = new Date(Date.now() - 3 * HOUR)) {
    const fixture = await createInterviewFixture(t.db, { date });
    await t.db
      .update(clients)
      .set({ billing: { mode: 'hourly', amount: 12_000, by_level: { senior: 15_000 } } })
      .where(eq(clients.id, fixture.client.id));
    await t.db.update(jobs).set({ level: 'senior' }).where(eq(jobs.id, fixture.job.id));
    await t.db
      .update(interviewers)
      .set({ price: 80, levelRates: { senior: 10_000 } })
      .where(eq(interviewers.id, fixture.interviewer.id));
    const period = periodOf(date, t.config.defaultTimeZone);
    return { ...fixture, period };
  }

  const linesOf = async (interviewId: number) =>
    (await t.db.select().from(ledgerLines).where(eq(ledgerLines.interviewId, interviewId))).map((line) => ({
      kind: line.kind,
      amount: line.amount,
      period: line.period,
      reverses: line.reversesId !== null,
    }));

  it('pays and bills on the outcome, holds the payout until feedback, and takes the late-feedback penalty', async () => {
    const { headers } = await t.signIn('admin');
    const { interview, client, job, period } = await pricedInterview();
    expect(
      (await call('POST', `/api/interviews/${interview.id}/outcome`, headers, { outcome: 'completed' }))
        .statusCode,
    ).toBe(200);
    expect(await linesOf(interview.id)).toEqual([
      { kind: 'payout', amount: 10_000, period, reverses: false },
      { kind: 'charge', amount: 15_000, period, reverses: false },
    ]);
    const lines = await call('GET', `/api/finance/lines?period=${period}&client_id=${client.id}`, headers);
    expect(lines.json().totals).toEqual({
      charged: 15_000,
      paid: 0,
      held: 10_000,
      margin: 5_000,
      interviews: 1,
    });
    expect(lines.json().data[0]).toMatchObject({
      held: true,
      rule: {
        outcome: 'completed',
        basis: 'hourly',
        rate: 10_000,
        minutes: 60,
        percent: 100,
        source: 'interviewer_level',
      },
      reason: 'Outcome recorded: completed',
      job: { id: job.id },
    });

    // The feedback comes after its deadline: the payout is released with 10 % off.
    await t.db
      .update(interviews)
      .set({ feedbackDueAt: new Date(Date.now() - HOUR) })
      .where(eq(interviews.id, interview.id));
    expect(
      (await call('POST', `/api/interviews/${interview.id}/feedback`, headers, feedbackBody)).statusCode,
    ).toBe(201);
    expect((await linesOf(interview.id)).slice(2)).toEqual([
      { kind: 'payout', amount: -10_000, period, reverses: true },
      { kind: 'payout', amount: 9_000, period, reverses: false },
    ]);
    const held = await t.db
      .select({ held: ledgerLines.held })
      .from(ledgerLines)
      .where(eq(ledgerLines.interviewId, interview.id));
    expect(held.map((line) => line.held)).toEqual([true, false, true, false]);
    const summary = await call('GET', `/api/finance/summary?period=${period}`, headers);
    const mine = summary.json().by_client.find((row: { client_id: number }) => row.client_id === client.id);
    expect(mine).toMatchObject({ charged: 15_000, paid: 9_000, held: 0, margin: 6_000, interviews: 1 });
    expect(summary.json().by_position.find((row: { job_id: number }) => row.job_id === job.id)).toMatchObject(
      {
        charged: 15_000,
        paid: 9_000,
      },
    );
  });

  it('reverses and re-adds a changed outcome; a closed month keeps its sums and the correction lands in the open one', async () => {
    const { headers } = await t.signIn('admin');
    const date = lastMonth();
    const { interview, client } = await pricedInterview(date);
    const closedMonth = periodOf(date, t.config.defaultTimeZone);
    const openMonth = periodOf(new Date(), t.config.defaultTimeZone);
    await call('POST', `/api/interviews/${interview.id}/outcome`, headers, { outcome: 'completed' });
    const before = (
      await call('GET', `/api/finance/lines?period=${closedMonth}&client_id=${client.id}`, headers)
    ).json().totals;

    expect((await call('POST', `/api/finance/periods/${closedMonth}/close`, headers)).statusCode).toBe(204);
    expect((await call('POST', `/api/finance/periods/${closedMonth}/close`, headers)).statusCode).toBe(409);
    const current = await call('POST', `/api/finance/periods/${openMonth}/close`, headers);
    expect(current.statusCode).toBe(422);

    const changed = await call('POST', `/api/interviews/${interview.id}/outcome`, headers, {
      outcome: 'candidate_no_show',
    });
    expect(changed.statusCode).toBe(200);
    expect((await linesOf(interview.id)).slice(2)).toEqual([
      { kind: 'payout', amount: -10_000, period: openMonth, reverses: true },
      { kind: 'charge', amount: -15_000, period: openMonth, reverses: true },
      { kind: 'payout', amount: 5_000, period: openMonth, reverses: false },
      { kind: 'charge', amount: 7_500, period: openMonth, reverses: false },
    ]);
    const after = (
      await call('GET', `/api/finance/lines?period=${closedMonth}&client_id=${client.id}`, headers)
    ).json().totals;
    expect(after).toEqual(before);
    const periods = (await call('GET', '/api/finance/periods', headers)).json().data;
    expect(periods.find((row: { period: string }) => row.period === closedMonth)).toMatchObject({
      closed_by: expect.any(String),
    });
  });

  it('bills half of a late cancellation by the client, nothing for one in time, and prices again on request', async () => {
    const { headers } = await t.signIn('admin');
    const late = await pricedInterview(new Date(Date.now() + 2 * HOUR));
    await call('POST', `/api/interviews/${late.interview.id}/cancel`, headers, {
      cancelled_by: 'client',
      reason: 'position_closed',
    });
    expect((await linesOf(late.interview.id)).map((line) => [line.kind, line.amount])).toEqual([
      ['payout', 5_000],
      ['charge', 7_500],
    ]);
    const early = await pricedInterview(new Date(Date.now() + 72 * HOUR));
    await call('POST', `/api/interviews/${early.interview.id}/cancel`, headers, {
      cancelled_by: 'client',
      reason: 'position_closed',
    });
    expect(await linesOf(early.interview.id)).toEqual([]);

    // The client's rate was wrong: fixed, then the interview priced again, with who and why.
    await t.db
      .update(clients)
      .set({ billing: { mode: 'per_interview', amount: 20_000, by_level: {} } })
      .where(eq(clients.id, late.client.id));
    const repriced = await call('POST', `/api/interviews/${late.interview.id}/ledger`, headers, {
      reason: 'Client rate corrected',
    });
    expect(repriced.statusCode).toBe(200);
    const charges = repriced.json().data.filter((line: { kind: string }) => line.kind === 'charge');
    expect(charges.map((line: { amount: number; reason: string }) => [line.amount, line.reason])).toEqual([
      [7_500, 'Cancelled by the client, late'],
      [-7_500, 'Priced again: Client rate corrected'],
      [10_000, 'Priced again: Client rate corrected'],
    ]);
    const again = await call('POST', `/api/interviews/${late.interview.id}/ledger`, headers, {
      reason: 'Again',
    });
    expect(again.json().data).toHaveLength(repriced.json().data.length);
  });

  it('never changes nor deletes a line', async () => {
    const { headers } = await t.signIn('admin');
    const { interview } = await pricedInterview();
    await call('POST', `/api/interviews/${interview.id}/outcome`, headers, { outcome: 'completed' });
    const refusal = (statement: Promise<unknown>) =>
      statement.then(
        () => 'no error',
        (failure: Error & { cause?: Error }) => failure.cause?.message ?? failure.message,
      );
    const update = sql`update ledger_lines set amount = 1 where interview_id = ${interview.id}`;
    const remove = sql`delete from ledger_lines where interview_id = ${interview.id}`;
    expect(await refusal(t.db.execute(update))).toMatch(/never changed or deleted/);
    expect(await refusal(t.db.execute(remove))).toMatch(/never changed or deleted/);
  });

  it('keeps a month in one currency: the currency changes only once the months with amounts are closed', async () => {
    const { headers } = await t.signIn('admin');
    const { interview } = await pricedInterview();
    await call('POST', `/api/interviews/${interview.id}/outcome`, headers, { outcome: 'completed' });
    const { settings } = (await t.app.inject({ method: 'GET', url: '/api/settings', headers })).json();
    const changed = await t.app.inject({
      method: 'PUT',
      url: '/api/settings',
      headers,
      payload: { ...settings, currency: 'EUR' },
    });
    expect(changed.statusCode).toBe(409);
    expect(changed.json().error.message).toBe(
      'The currency can change once every month with amounts in USD is closed',
    );
    const same = await t.app.inject({ method: 'PUT', url: '/api/settings', headers, payload: settings });
    expect(same.statusCode).toBe(200);
  });

  it("shows an interviewer their own payouts only, never a charge; the rest is the admins'", async () => {
    const { user, headers } = await t.signIn('interviewer');
    const admin = await t.signIn('admin');
    const fixture = await createInterviewFixture(t.db, { interviewerEmail: user.email });
    await t.db.update(interviewers).set({ price: 90 }).where(eq(interviewers.id, fixture.interviewer.id));
    await t.db
      .update(clients)
      .set({ billing: { mode: 'per_interview', amount: 30_000, by_level: {} } })
      .where(eq(clients.id, fixture.client.id));
    await call('POST', `/api/interviews/${fixture.interview.id}/outcome`, admin.headers, {
      outcome: 'candidate_no_show',
    });
    const period = periodOf(fixture.interview.date, t.config.defaultTimeZone);
    const earnings = await call('GET', `/api/my-earnings?period=${period}`, headers);
    expect(earnings.statusCode).toBe(200);
    expect(earnings.json()).toMatchObject({ earned: 4_500, held: 0, currency: 'USD' });
    expect(earnings.json().lines).toHaveLength(1);
    expect(JSON.stringify(earnings.json())).not.toContain('30000');
    // Someone without an interviewer record has no earnings to see.
    for (const url of [`/api/finance/summary?period=${period}`, '/api/finance/periods']) {
      expect((await call('GET', url, headers)).statusCode).toBe(403);
    }
    const recruiter = await t.signIn('recruiter');
    expect((await call('GET', `/api/finance/summary?period=${period}`, recruiter.headers)).statusCode).toBe(
      403,
    );
  });
});
