import type { Quality } from '@interview-hub/contracts/analytics';
import { beforeAll, describe, expect, it } from 'vitest';
import { feedbacksOn } from '../../../test/calibration-data';
import { createClient, createInterviewer, createJob } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

const DAY = 86_400_000;
const dayText = (offsetDays: number) => new Date(Date.now() + offsetDays * DAY).toISOString().slice(0, 10);
const near = (value: number) => expect.closeTo(value, 10);

/**
 * Peers when a position has fewer than three of other interviewers' feedbacks. Q1 and Q2 are junior, S senior,
 * P has no level; each interviewer is alone on their position.
 *   F on Q1: 5 Pass, 1 Fail.   G on Q2: 2 Fail ×3.   H on S: 5 Pass ×3.   E on P: 4 Pass (named like a formula).
 */
describe('quality peers and the CSV', () => {
  const t = useTestApp();
  const hostile = '=HYPERLINK("https://evil.example","E")';
  let query = '';
  let ids: Record<'e' | 'f' | 'g' | 'h', number>;

  beforeAll(async () => {
    const client = await createClient(t.db);
    const job = (level: string | null) => createJob(t.db, { clientId: client.id, level });
    const [q1, q2, s, p] = [await job('junior'), await job('junior'), await job('senior'), await job(null)];
    const e = await createInterviewer(t.db, { name: hostile });
    const f = await createInterviewer(t.db, { name: 'F peers' });
    const g = await createInterviewer(t.db, { name: 'G peers' });
    const h = await createInterviewer(t.db, { name: 'H peers' });
    await feedbacksOn(t.db, f, q1, [
      [1, { rating: 5, pass: true }],
      [1, { rating: 1, pass: false }],
    ]);
    await feedbacksOn(t.db, g, q2, [[3, { rating: 2, pass: false }]]);
    await feedbacksOn(t.db, h, s, [[3, { rating: 5, pass: true }]]);
    await feedbacksOn(t.db, e, p, [[1, { rating: 4, pass: true }]]);
    ids = { e: e.id, f: f.id, g: g.id, h: h.id };
    query = `from=${dayText(-30)}&to=${dayText(0)}&client_id=${client.id}`;
  });

  it('falls back from the position to its level, and to every position when the level has too few', async () => {
    const { headers } = await t.signIn('admin');
    const res = await t.app.inject({ method: 'GET', url: `/api/analytics/quality?${query}`, headers });
    const byId = new Map((res.json() as Quality).interviewers.map((q) => [q.interviewer.id, q]));
    // E's position has no level: every other feedback, F + G + H = 5,1,2,2,2,5,5,5 → 27/8; Pass 4 of 8.
    expect(byId.get(ids.e)).toMatchObject({ peer_mean_rating: near(27 / 8), peer_pass_rate: near(1 / 2) });
    // F: none on Q1, G's three on Q2 (junior) suffice, H (senior) is left out: 2,2,2 → 2 with no spread
    // (no z), Pass 0 of 3 (no z either).
    expect(byId.get(ids.f)).toMatchObject({
      peer_mean_rating: near(2),
      rating_z: null,
      peer_pass_rate: 0,
      pass_rate_z: null,
    });
    // G: F's two on junior are too few; every other feedback, E + F + H = 4,5,1,5,5,5 → 25/6; Pass 5 of 6.
    expect(byId.get(ids.g)).toMatchObject({ peer_mean_rating: near(25 / 6), peer_pass_rate: near(5 / 6) });
    // H: no other senior feedback; E + F + G = 4,5,1,2,2,2 → 16/6; Pass 2 of 6.
    expect(byId.get(ids.h)).toMatchObject({ peer_mean_rating: near(16 / 6), peer_pass_rate: near(2 / 6) });
  });

  it('exports the table as CSV with a byte order mark, the formula-like name kept as text', async () => {
    const { headers } = await t.signIn('recruiter');
    const res = await t.app.inject({ method: 'GET', url: `/api/analytics/quality.csv?${query}`, headers });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toBe(
      `attachment; filename=analytics-quality-${dayText(-30)}-${dayText(0)}.csv`,
    );
    expect(res.body.startsWith('\uFEFFInterviewer ID,Interviewer,Interviews,Feedbacks,Rated 1,')).toBe(true);
    const lines = res.body.split('\r\n');
    // Sorted by name: the `=` sorts before the letters. Peers' mean 27/8 = 3.375, their squares 113/8, variance
    // 113/8 − 3.375² = 2.734375, z = (4 − 3.375)/√2.734375 ≈ 0.3780; Pass 1 against ½: z = ½/√(¼) = 1 (whole
    // numbers print as they are). No decisions; no no-show nor late feedback anywhere: rates 0, no z.
    expect(lines[1]).toBe(
      `${ids.e},"'=HYPERLINK(""https://evil.example"",""E"")",1,1,0,0,0,1,0,4,3.3750,0.3780,1,0.5000,0.5000,1,0,,,,0,0,,0,0,,`,
    );
    expect(lines).toHaveLength(6);
  });

  it('refuses the CSV to interviewers', async () => {
    const { headers } = await t.signIn('interviewer');
    const res = await t.app.inject({ method: 'GET', url: `/api/analytics/quality.csv?${query}`, headers });
    expect(res.statusCode).toBe(403);
  });
});
