import type { InterviewerQualityCard } from '@interview-hub/contracts/analytics';
import { describe, expect, it } from 'vitest';
import { feedbacksOn } from '../../../test/calibration-data';
import { createClient, createInterviewer, createJob } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const DAY = 86_400_000;
const dayText = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);

describe('GET /api/interviewers/{id}/quality', () => {
  const t = useTestApp();
  const card = (id: number, headers: { authorization: string }, query = '') =>
    t.app.inject({ method: 'GET', url: `/api/interviewers/${id}/quality${query}`, headers });

  it("answers the interviewer's figures against the peers in the scope asked", async () => {
    const client = await createClient(t.db);
    const job = await createJob(t.db, { clientId: client.id, level: 'middle' });
    const own = await createInterviewer(t.db);
    const peer = await createInterviewer(t.db);
    // Own: 4 Pass of 4, rated 4; the peer: 1 Pass of 4, rated 3, 2, 2, 1 (mean 2, squares 18: variance ½).
    await feedbacksOn(t.db, own, job, [[4, { rating: 4, pass: true }]]);
    await feedbacksOn(t.db, peer, job, [
      [1, { rating: 3, pass: true }],
      [2, { rating: 2, pass: false }],
      [1, { rating: 1, pass: false }],
    ]);
    const { headers } = await t.signIn('recruiter');
    const query = `?from=${dayText(-30)}&to=${dayText(0)}&client_id=${client.id}`;
    const res = await card(own.id, headers, query);
    expect(res.statusCode).toBe(200);
    const body = res.json() as InterviewerQualityCard;
    expect(body.rule).toEqual({ min_interviews: 10, z_threshold: 2 });
    expect(body.range).toMatchObject({ from: dayText(-30), to: dayText(0) });
    expect(body.quality).toMatchObject({
      interviewer: { id: own.id, name: own.name },
      feedbacks: 4,
      rating_counts: [0, 0, 0, 4, 0],
      mean_rating: 4,
      peer_mean_rating: 2,
      // (4 − 2) / √(½ / 4)
      rating_z: expect.closeTo(2 / Math.sqrt(0.5 / 4), 10),
      pass_rate: 1,
      peer_pass_rate: 0.25,
      pass_rate_difference: 0.75,
      // (1 − ¼) / √(¼·¾ / 4) = 3.46…, but 4 feedbacks are fewer than 10: no flag
      pass_rate_z: expect.closeTo(0.75 / Math.sqrt(0.1875 / 4), 10),
      flags: [],
    });
  });

  it('looks back 180 days by default and answers zeros for an interviewer without interviews', async () => {
    const idle = await createInterviewer(t.db, { name: 'Idle Ivy' });
    const { headers } = await t.signIn('admin');
    const body = (await card(idle.id, headers)).json() as InterviewerQualityCard;
    expect((Date.parse(body.range.to) - Date.parse(body.range.from)) / DAY).toBe(179);
    expect(body.quality).toEqual({
      interviewer: { id: idle.id, name: 'Idle Ivy' },
      interviews: 0,
      feedbacks: 0,
      rating_counts: [0, 0, 0, 0, 0],
      mean_rating: null,
      peer_mean_rating: null,
      rating_z: null,
      pass_rate: null,
      peer_pass_rate: null,
      pass_rate_difference: null,
      pass_rate_z: null,
      decisions: 0,
      agreement: null,
      peer_agreement: null,
      agreement_z: null,
      no_show_rate: null,
      peer_no_show_rate: null,
      no_show_z: null,
      lateness_rate: null,
      peer_lateness_rate: null,
      lateness_z: null,
      flags: [],
    });
  });

  it("answers 404 for an unknown interviewer and for another's card to an interviewer, who reads their own", async () => {
    const { headers: staff } = await t.signIn('admin');
    expect((await card(2_000_000_000, staff)).statusCode).toBe(404);
    const { user, headers } = await t.signIn('interviewer');
    const own = await createInterviewer(t.db, { email: user.email });
    const other = await createInterviewer(t.db);
    expect((await card(own.id, headers)).statusCode).toBe(200);
    expect((await card(other.id, headers)).statusCode).toBe(404);
  });

  it('refuses bad ranges', async () => {
    const { headers } = await t.signIn('admin');
    const someone = await createInterviewer(t.db);
    expect((await card(someone.id, headers, '?to=yesterday')).statusCode).toBe(400);
    expect((await card(someone.id, headers, '?from=2026-05-02&to=2026-05-01')).statusCode).toBe(400);
    expect((await card(someone.id, headers, '?from=2020-01-01&to=2026-01-01')).statusCode).toBe(400);
  });
});
