import { describe, expect, it } from 'vitest';
import { createBookingParties, nextWeekdayAt } from '../../../test/booking-parties';
import { useTestApp } from '../../../test/test-app';
import { interviewers } from '../../db/schema/index';

describe('GET /api/interviewer-matches', () => {
  const t = useTestApp();

  it('ranks by stack coverage, then free before busy, then rating, then price', async () => {
    const { headers } = await t.signIn('recruiter');
    const { job, candidate } = await createBookingParties(t.db, {
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
    const busyFull = await add('busyfull', ['React', 'TypeScript', 'GraphQL', 'Node.js'], 5.0, 50);
    const halfCheap = await add('halfcheap', ['React', 'Node.js'], 4.5, 40);
    const halfDear = await add('halfdear', ['React', 'Node.js'], 4.5, 80);
    const date = nextWeekdayAt(13);
    const booked = await t.app.inject({
      method: 'POST',
      url: '/api/interviews',
      headers,
      payload: {
        interviewer_id: busyFull.id,
        job_id: job.id,
        candidate_id: candidate.id,
        date: date.toISOString(),
        duration: 60,
        timezone: 'UTC',
      },
    });
    expect(booked.statusCode).toBe(201);

    const res = await t.app.inject({
      method: 'GET',
      url: `/api/interviewer-matches?job_id=${job.id}&date=${encodeURIComponent(new Date(date.getTime() + 30 * 60_000).toISOString())}&duration=60`,
      headers,
    });
    expect(res.statusCode).toBe(200);
    const ours = res
      .json()
      .data.filter((m: { interviewer: { name: string } }) => m.interviewer.name.endsWith(tag));
    expect(ours.map((m: { interviewer: { id: number } }) => m.interviewer.id)).toEqual([
      full.id,
      busyFull.id,
      halfCheap.id,
      halfDear.id,
    ]);
    expect(ours[0]).toMatchObject({ score: 100, available: true, rank: 1 });
    expect(ours[1]).toMatchObject({ score: 100, available: false });
    expect(ours[2]).toMatchObject({ score: 50, matched: ['React', 'Node.js'] });
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
