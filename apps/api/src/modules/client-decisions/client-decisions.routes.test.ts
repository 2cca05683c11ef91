import {
  type ClientDecisionRecord,
  DECISION_BEFORE_INTERVIEW,
  DECISION_IN_FUTURE,
  DECISION_NEEDS_FEEDBACK,
} from '@interview-hub/contracts/client-decisions';
import type { InterviewDetail } from '@interview-hub/contracts/interviews';
import { eq } from 'drizzle-orm';
import { Temporal } from 'temporal-polyfill';
import { describe, expect, it } from 'vitest';
import { createInterviewFixture } from '../../../test/interview-fixture';
import { useTestApp } from '../../../test/test-app';
import { agencySettings, auditLog, feedbacks } from '../../db/schema/index';

const DAY = 86_400_000;

describe("the client's decision on an interview", () => {
  const t = useTestApp();
  type Headers = { authorization: string };
  const put = (headers: Headers, id: number, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/interviews/${id}/client-decision`, headers, payload });
  const clear = (headers: Headers, id: number) =>
    t.app.inject({ method: 'DELETE', url: `/api/interviews/${id}/client-decision`, headers });
  /** The day `days` from today in the zone (the agency's by default), YYYY-MM-DD. */
  const dayFromToday = (days: number, zone = t.config.defaultTimeZone) =>
    Temporal.Now.plainDateISO(zone).add({ days }).toString();
  const detail = async (headers: Headers, id: number): Promise<InterviewDetail> =>
    (await t.app.inject({ method: 'GET', url: `/api/interviews/${id}`, headers })).json();

  /** An interview three days ago with its feedback in. */
  async function interviewWithFeedback(options: { interviewerEmail?: string; date?: Date } = {}) {
    const fixture = await createInterviewFixture(t.db, {
      date: options.date ?? new Date(Date.now() - 3 * DAY),
      status: 'completed',
      ...(options.interviewerEmail ? { interviewerEmail: options.interviewerEmail } : {}),
    });
    await t.db.insert(feedbacks).values({ interviewId: fixture.interview.id, feedbackText: '{}' });
    return fixture;
  }

  it('records a decision, shows it on the interview and in the list, and writes the history and the audit', async () => {
    const { user, headers } = await t.signIn('recruiter');
    const { interview, candidate } = await interviewWithFeedback();
    const decidedOn = dayFromToday(-1);
    const res = await put(headers, interview.id, {
      decision: 'advanced',
      decided_on: decidedOn,
      comment: '  Second round next week ',
    });
    expect(res.statusCode).toBe(200);
    const recorded: ClientDecisionRecord = res.json();
    expect(recorded).toMatchObject({
      decision: 'advanced',
      decided_on: decidedOn,
      comment: 'Second round next week',
      recorded_by: { id: user.id, name: user.name },
      recorded_by_party: 'agency',
    });

    const shown = await detail(headers, interview.id);
    expect(shown.client_decision).toEqual(recorded);
    expect(shown.events.at(-1)).toMatchObject({
      kind: 'client_decision',
      actor: { id: user.id },
      reason: `Advanced, decided on ${decidedOn}: Second round next week`,
    });
    const list = await t.app.inject({
      method: 'GET',
      url: `/api/interviews?candidate_id=${candidate.id}`,
      headers,
    });
    expect(list.json().data).toEqual([
      expect.objectContaining({ id: interview.id, client_decision: 'advanced' }),
    ]);
    const audit = await t.db.select().from(auditLog).where(eq(auditLog.entityId, interview.id));
    expect(audit.map((row) => row.action)).toContain('interview.client_decision');
  });

  it('replaces a decision, keeping the first in the history, and clears one recorded by mistake', async () => {
    const { headers } = await t.signIn('admin');
    const { interview } = await interviewWithFeedback();
    const first = dayFromToday(-2);
    expect((await put(headers, interview.id, { decision: 'advanced', decided_on: first })).statusCode).toBe(
      200,
    );
    const today = dayFromToday(0);
    const replaced = await put(headers, interview.id, {
      decision: 'hired',
      decided_on: today,
      comment: 'Offer',
    });
    expect(replaced.statusCode).toBe(200);
    expect(replaced.json()).toMatchObject({ decision: 'hired', decided_on: today, comment: 'Offer' });
    expect((await detail(headers, interview.id)).events.at(-1)?.reason).toBe(
      `Hired, decided on ${today}: Offer (was Advanced, decided on ${first})`,
    );

    const cleared = await clear(headers, interview.id);
    expect(cleared.statusCode).toBe(204);
    const after = await detail(headers, interview.id);
    expect(after.client_decision).toBeNull();
    expect(after.events.at(-1)).toMatchObject({
      kind: 'client_decision_cleared',
      reason: `Was Hired, decided on ${today}: Offer`,
    });
    const again = await clear(headers, interview.id);
    expect(again.statusCode).toBe(404);
    expect(again.json().error.message).toBe("No client's decision is recorded for this interview");
  });

  it('answers 409 before the feedback is in, for a cancelled interview too', async () => {
    const { headers } = await t.signIn('recruiter');
    for (const status of ['completed', 'cancelled'] as const) {
      const { interview } = await createInterviewFixture(t.db, { status });
      const res = await put(headers, interview.id, { decision: 'rejected', decided_on: dayFromToday(0) });
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe(DECISION_NEEDS_FEEDBACK);
    }
  });

  it("answers 422 for a day after today or before the interview's day, in the agency's time zone", async () => {
    const { headers } = await t.signIn('recruiter');
    const { interview } = await interviewWithFeedback();
    const interviewDay = Temporal.Instant.fromEpochMilliseconds(interview.date.getTime())
      .toZonedDateTimeISO(t.config.defaultTimeZone)
      .toPlainDate();
    const cases = [
      [dayFromToday(1), DECISION_IN_FUTURE],
      [interviewDay.subtract({ days: 1 }).toString(), DECISION_BEFORE_INTERVIEW],
    ] as const;
    for (const [day, message] of cases) {
      const res = await put(headers, interview.id, { decision: 'hired', decided_on: day });
      expect(res.statusCode).toBe(422);
      expect(res.json().error.message).toBe(message);
    }
    expect(
      (await put(headers, interview.id, { decision: 'hired', decided_on: interviewDay.toString() }))
        .statusCode,
    ).toBe(200);

    // Where it is already tomorrow by UTC, the agency's today is accepted.
    await t.db
      .insert(agencySettings)
      .values({ id: 1, settings: { time_zone: 'Pacific/Kiritimati' } })
      .onConflictDoUpdate({
        target: agencySettings.id,
        set: { settings: { time_zone: 'Pacific/Kiritimati' } },
      });
    const there = dayFromToday(0, 'Pacific/Kiritimati');
    expect((await put(headers, interview.id, { decision: 'hired', decided_on: there })).statusCode).toBe(200);
    expect(
      (
        await put(headers, interview.id, {
          decision: 'hired',
          decided_on: dayFromToday(1, 'Pacific/Kiritimati'),
        })
      ).statusCode,
    ).toBe(422);
    await t.db.delete(agencySettings);
  });

  it('refuses a body without a decision or with a malformed day (400)', async () => {
    const { headers } = await t.signIn('recruiter');
    const { interview } = await interviewWithFeedback();
    for (const body of [
      { decided_on: dayFromToday(0) },
      { decision: 'maybe', decided_on: dayFromToday(0) },
      { decision: 'hired', decided_on: '2026-02-30' },
      { decision: 'hired', decided_on: '20.11.2026' },
      { decision: 'hired', decided_on: dayFromToday(0), comment: 'x'.repeat(2001) },
    ]) {
      expect((await put(headers, interview.id, body)).statusCode).toBe(400);
    }
  });

  it('lets no interviewer record or clear it (403), and shows them none', async () => {
    const { user, headers } = await t.signIn('interviewer');
    const { headers: staff } = await t.signIn('recruiter');
    const { interview } = await interviewWithFeedback({ interviewerEmail: user.email });
    expect(
      (await put(staff, interview.id, { decision: 'hired', decided_on: dayFromToday(0) })).statusCode,
    ).toBe(200);

    expect(
      (await put(headers, interview.id, { decision: 'rejected', decided_on: dayFromToday(0) })).statusCode,
    ).toBe(403);
    expect((await clear(headers, interview.id)).statusCode).toBe(403);
    expect((await detail(headers, interview.id)).client_decision).toBeNull();
    const list = await t.app.inject({ method: 'GET', url: '/api/interviews', headers });
    expect(list.json().data).toEqual([expect.objectContaining({ id: interview.id, client_decision: null })]);
  });

  it('answers 404 for an interview that does not exist', async () => {
    const { headers } = await t.signIn('recruiter');
    const res = await put(headers, 999_999, { decision: 'hired', decided_on: dayFromToday(0) });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Interview not found');
    expect((await clear(headers, 999_999)).statusCode).toBe(404);
  });
});
