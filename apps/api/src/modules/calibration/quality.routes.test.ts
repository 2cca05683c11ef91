import type { InterviewerQuality, Quality } from '@interview-hub/contracts/analytics';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedbackOn, feedbacksOn, interviewOn } from '../../../test/calibration-data';
import { createClient, createInterviewer, createJob, type TestInterviewer } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const DAY = 86_400_000;
const dayText = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
/** Exact to ten decimals: the statement divides in `numeric`, the test in float64. */
const near = (value: number) => expect.closeTo(value, 10);
const proportionZ = (p: number, e: number, n: number) => (p - e) / Math.sqrt((e * (1 - e)) / n);

/**
 * The hand-computed data set, all on one client, ten days ago. Positions J1 and J2 are both senior.
 *   A on J1: 12 feedbacks — eleven rated 4 and Pass (two hired, one rejected, one late), one rated 2 and Fail
 *            (rejected). Plus, never counted: a cancelled interview, one in two days, one 60 days ago.
 *   B on J1: 6 feedbacks — three rated 4 and Pass (one advanced, two late), three rated 2 and Fail (one advanced);
 *            plus an interviewer no-show.
 *   C on J1: 6 feedbacks — three rated 5 and Pass (one rejected, one late), three rated 1 and Fail (one
 *            rejected); plus a past interview without feedback and one whose feedback has no rating.
 *   D on J2: 2 feedbacks — 4.5 and Pass (late), 3 and Fail. No one else on J2: D's peers are the level's.
 * Totals: interviews A 12 + B 7 + C 8 + D 2 = 29, one no-show; feedbacks 26, late A 1 + B 2 + C 1 + D 1 = 5.
 */
async function buildDataSet(t: ReturnType<typeof useTestApp>) {
  const client = await createClient(t.db);
  const j1 = await createJob(t.db, { clientId: client.id, level: 'senior' });
  const j2 = await createJob(t.db, { clientId: client.id, level: 'senior' });
  const [a, b, c, d] = [
    await createInterviewer(t.db, { name: 'A calibration' }),
    await createInterviewer(t.db, { name: 'B calibration' }),
    await createInterviewer(t.db, { name: 'C calibration' }),
    await createInterviewer(t.db, { name: 'D calibration' }),
  ] as [TestInterviewer, TestInterviewer, TestInterviewer, TestInterviewer];
  await feedbacksOn(t.db, a, j1, [
    [2, { rating: 4, pass: true, decision: 'hired' }],
    [1, { rating: 4, pass: true, decision: 'rejected' }],
    [1, { rating: 4, pass: true, late: true }],
    [7, { rating: 4, pass: true }],
    [1, { rating: 2, pass: false, decision: 'rejected' }],
  ]);
  await interviewOn(t.db, a, j1, { status: 'cancelled' });
  await interviewOn(t.db, a, j1, { date: new Date(Date.now() + 2 * DAY) });
  await interviewOn(t.db, a, j1, { date: new Date(Date.now() - 60 * DAY), status: 'interviewer_no_show' });
  await feedbacksOn(t.db, b, j1, [
    [1, { rating: 4, pass: true, decision: 'advanced' }],
    [2, { rating: 4, pass: true, late: true }],
    [1, { rating: 2, pass: false, decision: 'advanced' }],
    [2, { rating: 2, pass: false }],
  ]);
  await interviewOn(t.db, b, j1, { status: 'interviewer_no_show' });
  await feedbacksOn(t.db, c, j1, [
    [1, { rating: 5, pass: true, decision: 'rejected' }],
    [1, { rating: 5, pass: true, late: true }],
    [1, { rating: 5, pass: true }],
    [1, { rating: 1, pass: false, decision: 'rejected' }],
    [2, { rating: 1, pass: false }],
  ]);
  await interviewOn(t.db, c, j1);
  await feedbackOn(t.db, c, j1, { rating: null, pass: null });
  await feedbacksOn(t.db, d, j2, [
    [1, { rating: 4.5, pass: true, late: true }],
    [1, { rating: 3, pass: false }],
  ]);
  return { client, j1, j2, a, b, c, d };
}

/** What each interviewer's figures must be, worked out by hand from the data set above. */
function expectedFigures(ids: { a: number; b: number; c: number; d: number }): InterviewerQuality[] {
  return [
    {
      interviewer: { id: ids.a, name: 'A calibration' },
      interviews: 12,
      feedbacks: 12,
      rating_counts: [0, 1, 0, 11, 0],
      // (11·4 + 2) / 12
      mean_rating: near(46 / 12),
      // Peers on J1: B and C, 12 feedbacks 4,4,4,2,2,2,5,5,5,1,1,1: sum 36, squares 138; mean 3,
      // variance 138/12 − 3² = 2.5; z = (46/12 − 3) / √(2.5/12) ≈ 1.83
      peer_mean_rating: near(3),
      rating_z: near((46 / 12 - 3) / Math.sqrt(2.5 / 12)),
      // 11 of 12 Pass against B's and C's 6 of 12: z = (11/12 − 1/2) / √(¼/12) ≈ 2.89, flagged
      pass_rate: near(11 / 12),
      peer_pass_rate: near(0.5),
      pass_rate_difference: near(5 / 12),
      pass_rate_z: near(proportionZ(11 / 12, 0.5, 12)),
      // Hired, hired, rejected after Pass; rejected after Fail: 3 of 4 agree. Peers: B 1 of 2, C 1 of 2.
      decisions: 4,
      agreement: near(3 / 4),
      peer_agreement: near(2 / 4),
      agreement_z: near(proportionZ(3 / 4, 1 / 2, 4)),
      // No no-show in 12; the others: 1 in 29 − 12 = 17
      no_show_rate: 0,
      peer_no_show_rate: near(1 / 17),
      no_show_z: near(proportionZ(0, 1 / 17, 12)),
      // 1 late in 12; the others: 5 − 1 = 4 late in 26 − 12 = 14
      lateness_rate: near(1 / 12),
      peer_lateness_rate: near(4 / 14),
      lateness_z: near(proportionZ(1 / 12, 4 / 14, 12)),
      flags: ['pass_rate'],
    },
    {
      interviewer: { id: ids.b, name: 'B calibration' },
      interviews: 7,
      feedbacks: 6,
      rating_counts: [0, 3, 0, 3, 0],
      mean_rating: near(3),
      // Peers on J1: A and C, 18 feedbacks: sum 46 + 18 = 64, squares 180 + 78 = 258; mean 32/9,
      // variance 258/18 − (32/9)² = (1161 − 1024)/81 = 137/81
      peer_mean_rating: near(32 / 9),
      rating_z: near((3 - 32 / 9) / Math.sqrt(137 / 81 / 6)),
      // 3 of 6 against (11 + 3)/18 = 7/9
      pass_rate: near(0.5),
      peer_pass_rate: near(7 / 9),
      pass_rate_difference: near(0.5 - 7 / 9),
      pass_rate_z: near(proportionZ(0.5, 7 / 9, 6)),
      // Advanced after Pass agrees, advanced after Fail does not: 1 of 2. Peers: A 3 of 4, C 1 of 2 → 4/6.
      decisions: 2,
      agreement: near(1 / 2),
      peer_agreement: near(4 / 6),
      agreement_z: near(proportionZ(1 / 2, 2 / 3, 2)),
      // 1 no-show in 7; the others none in 22: no spread, no z
      no_show_rate: near(1 / 7),
      peer_no_show_rate: 0,
      no_show_z: null,
      // 2 late in 6; the others 3 in 20
      lateness_rate: near(2 / 6),
      peer_lateness_rate: near(3 / 20),
      lateness_z: near(proportionZ(2 / 6, 3 / 20, 6)),
      flags: [],
    },
    {
      interviewer: { id: ids.c, name: 'C calibration' },
      // 6 with feedback, the past one without and the one whose feedback has no rating
      interviews: 8,
      feedbacks: 6,
      rating_counts: [3, 0, 0, 0, 3],
      mean_rating: near(3),
      // Peers on J1: A and B, 18 feedbacks: sum 46 + 18 = 64, squares 180 + 60 = 240; mean 32/9,
      // variance 240/18 − (32/9)² = (1080 − 1024)/81 = 56/81
      peer_mean_rating: near(32 / 9),
      rating_z: near((3 - 32 / 9) / Math.sqrt(56 / 81 / 6)),
      pass_rate: near(0.5),
      peer_pass_rate: near(7 / 9),
      pass_rate_difference: near(0.5 - 7 / 9),
      pass_rate_z: near(proportionZ(0.5, 7 / 9, 6)),
      // Rejected after Pass does not agree, rejected after Fail does: 1 of 2. Peers: A 3 of 4, B 1 of 2.
      decisions: 2,
      agreement: near(1 / 2),
      peer_agreement: near(4 / 6),
      agreement_z: near(proportionZ(1 / 2, 2 / 3, 2)),
      no_show_rate: 0,
      peer_no_show_rate: near(1 / 21),
      no_show_z: near(proportionZ(0, 1 / 21, 8)),
      // 1 late in 6; the others 4 in 20
      lateness_rate: near(1 / 6),
      peer_lateness_rate: near(4 / 20),
      lateness_z: near(proportionZ(1 / 6, 4 / 20, 6)),
      flags: [],
    },
    {
      interviewer: { id: ids.d, name: 'D calibration' },
      interviews: 2,
      feedbacks: 2,
      // 4.5 rounds to 5
      rating_counts: [0, 0, 1, 0, 1],
      mean_rating: near(3.75),
      // No peer on J2: the senior level's, A + B + C, 24 feedbacks: sum 46 + 18 + 18 = 82,
      // squares 180 + 60 + 78 = 318; mean 41/12, variance 318/24 − (41/12)² = (1908 − 1681)/144 = 227/144
      peer_mean_rating: near(41 / 12),
      rating_z: near((3.75 - 41 / 12) / Math.sqrt(227 / 144 / 2)),
      // 1 of 2 against (11 + 3 + 3)/24
      pass_rate: near(0.5),
      peer_pass_rate: near(17 / 24),
      pass_rate_difference: near(0.5 - 17 / 24),
      pass_rate_z: near(proportionZ(0.5, 17 / 24, 2)),
      decisions: 0,
      agreement: null,
      peer_agreement: null,
      agreement_z: null,
      no_show_rate: 0,
      peer_no_show_rate: near(1 / 27),
      no_show_z: near(proportionZ(0, 1 / 27, 2)),
      // 1 late in 2; the others 4 in 24
      lateness_rate: near(1 / 2),
      peer_lateness_rate: near(4 / 24),
      lateness_z: near(proportionZ(1 / 2, 4 / 24, 2)),
      flags: [],
    },
  ] as unknown as InterviewerQuality[];
}

describe('GET /api/analytics/quality', () => {
  const t = useTestApp();
  let data: Awaited<ReturnType<typeof buildDataSet>>;
  const range = `from=${dayText(-30)}&to=${dayText(5)}`;
  const get = async (query: string, role: 'admin' | 'recruiter' = 'recruiter') => {
    const { headers } = await t.signIn(role);
    return t.app.inject({ method: 'GET', url: `/api/analytics/quality?${query}`, headers });
  };

  beforeAll(async () => {
    data = await buildDataSet(t);
  });

  it('answers every figure of the hand-computed data set, flagging the interviewer who passes far more', async () => {
    const res = await get(`${range}&client_id=${data.client.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json() as Quality;
    expect(body.range).toMatchObject({ from: dayText(-30), to: dayText(5) });
    expect(body.rule).toEqual({ min_interviews: 10, z_threshold: 2 });
    expect(body.interviewers).toEqual(
      expectedFigures({ a: data.a.id, b: data.b.id, c: data.c.id, d: data.d.id }),
    );
  });

  it('narrows to a position, a level and a range', async () => {
    const onJ2 = (await get(`${range}&job_id=${data.j2.id}`)).json() as Quality;
    // Alone on the position in scope: D has no peer to compare with.
    expect(onJ2.interviewers).toMatchObject([
      {
        interviewer: { id: data.d.id },
        feedbacks: 2,
        peer_mean_rating: null,
        peer_pass_rate: null,
        rating_z: null,
      },
    ]);
    const junior = (await get(`${range}&client_id=${data.client.id}&level=junior`)).json() as Quality;
    expect(junior.interviewers).toEqual([]);
    const senior = (
      await get(`${range}&client_id=${data.client.id}&level=senior`, 'admin')
    ).json() as Quality;
    expect(senior.interviewers.map((q) => q.interviewer.name)).toEqual([
      'A calibration',
      'B calibration',
      'C calibration',
      'D calibration',
    ]);
    // Sixty days back, only A's no-show of that day is in scope.
    const earlier = (
      await get(`from=${dayText(-61)}&to=${dayText(-59)}&client_id=${data.client.id}`)
    ).json() as Quality;
    expect(earlier.interviewers).toMatchObject([
      {
        interviewer: { id: data.a.id },
        interviews: 1,
        feedbacks: 0,
        no_show_rate: 1,
        peer_no_show_rate: null,
      },
    ]);
  });

  it('defaults to the last 84 days up to today', async () => {
    const body = (await get('')).json() as Quality;
    expect(body.range.to).toBe(
      new Intl.DateTimeFormat('en-CA', { timeZone: body.range.time_zone }).format(new Date()),
    );
    expect((Date.parse(body.range.to) - Date.parse(body.range.from)) / DAY).toBe(83);
  });

  it('refuses interviewers and bad filters', async () => {
    const { headers } = await t.signIn('interviewer');
    const refused = await t.app.inject({ method: 'GET', url: '/api/analytics/quality', headers });
    expect(refused.statusCode).toBe(403);
    expect((await get('from=2026-02-30')).statusCode).toBe(400);
    expect((await get('from=2026-03-02&to=2026-03-01')).statusCode).toBe(400);
    expect((await get('level=principal')).statusCode).toBe(400);
    expect((await get('job_id=0')).statusCode).toBe(400);
    // Only `from`, three years back: the range up to today is too long.
    const tooLong = await get(`from=${dayText(-3 * 365)}`);
    expect(tooLong.statusCode).toBe(400);
    expect(tooLong.json().error.message).toBe('The range may span at most 731 days');
  });
});
