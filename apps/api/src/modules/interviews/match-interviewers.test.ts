import { describe, expect, it } from 'vitest';
import { createBookingParties } from '../../../test/booking-parties';
import { createInterview } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { interviewers } from '../../db/schema/index';

describe('GET /api/interviewer-matches', () => {
  const t = useTestApp();

  it('ranks by stack coverage, then a free slot in 10 working days, then load this week, then rating, then price', async () => {
    const { headers } = await t.signIn('recruiter');
    const admin = await t.signIn('admin');
    const { job } = await createBookingParties(t.db, {
      job: { technologies: ['React', 'TypeScript', 'GraphQL', 'Node.js'] },
    });
    const tag = `${Date.now()}`;
    const add = async (name: string, techStack: string[], rating: number, price: number) => {
      const [row] = await t.db
        .insert(interviewers)
        .values({ name: `${name} ${tag}`, email: `${name}-${tag}@example.test`, techStack, rating, price })
        .returning();
      if (!row) throw new Error('insert failed');
      return row;
    };
    const full = await add('full', ['react', 'typescript', 'graphql', 'node.js'], 4.0, 90);
    const loaded = await add('loaded', ['React', 'TypeScript', 'GraphQL', 'Node.js'], 5.0, 50);
    const away = await add('away', ['React', 'TypeScript', 'GraphQL', 'Node.js'], 5.0, 10);
    const halfCheap = await add('halfcheap', ['React', 'Node.js'], 4.5, 40);
    const halfDear = await add('halfdear', ['React', 'Node.js'], 4.5, 80);
    // Two interviews now: this week's load, and busy at the chosen time.
    const now = new Date();
    await createInterview(t.db, { interviewerId: loaded.id, jobId: job.id, date: now });
    await createInterview(t.db, { interviewerId: loaded.id, jobId: job.id, date: now });
    // Away for five weeks: no free slot in the next 10 working days.
    const day = (offset: number) => new Date(now.getTime() + offset * 86_400_000).toISOString().slice(0, 10);
    const saved = await t.app.inject({
      method: 'PUT',
      url: `/api/interviewers/${away.id}/availability`,
      headers: admin.headers,
      payload: {
        timezone: 'UTC',
        weekly: [1, 2, 3, 4, 5].map((weekday) => ({ weekday, ranges: [{ start: '09:00', end: '17:00' }] })),
        time_off: [{ from: day(-1), to: day(35) }],
      },
    });
    expect(saved.statusCode).toBe(200);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/interviewer-matches?job_id=${job.id}&date=${encodeURIComponent(new Date(now.getTime() + 30 * 60_000).toISOString())}&duration=60&timezone=UTC`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const ours = res
      .json()
      .data.filter((m: { interviewer: { name: string } }) => m.interviewer.name.endsWith(tag));
    expect(ours.map((m: { interviewer: { id: number } }) => m.interviewer.id)).toEqual([
      full.id,
      loaded.id,
      away.id,
      halfCheap.id,
      halfDear.id,
    ]);
    expect(ours[0]).toMatchObject({ score: 100, available: true, week: { count: 0, cap: null } });
    expect(ours[0].next_free).toEqual(expect.any(String));
    expect(ours[1]).toMatchObject({ score: 100, available: false, week: { count: 2, cap: null } });
    expect(ours[2]).toMatchObject({ score: 100, next_free: null, availability_set: true, timezone: 'UTC' });
    expect(ours[3]).toMatchObject({ score: 50, matched: ['React', 'Node.js'], calendar_state: null });
    expect(ours[0].rank).toBeLessThan(ours[1].rank);
  });

  it('answers 404 for an unknown position and 403 for interviewers', async () => {
    const { headers } = await t.signIn('admin');
    expect(
      (await t.app.inject({ method: 'GET', url: '/api/interviewer-matches?job_id=999999', headers }))
        .statusCode,
    ).toBe(404);
    const interviewer = await t.signIn('interviewer');
    expect(
      (
        await t.app.inject({
          method: 'GET',
          url: '/api/interviewer-matches?job_id=1',
          headers: interviewer.headers,
        })
      ).statusCode,
    ).toBe(403);
  });
});
