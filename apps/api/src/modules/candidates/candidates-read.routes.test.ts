import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createCandidate, createInterview, createInterviewer } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

describe('GET /api/candidates', () => {
  const t = useTestApp();
  const get = (url: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url, headers });
  const ids = (body: { data: { id: number }[] }) => body.data.map((c) => c.id);

  it('is closed to anonymous callers', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/candidates' })).statusCode).toBe(401);
  });

  it('sorts by name by default, and by e-mail or location on request', async () => {
    const { headers } = await t.signIn('recruiter');
    const tag = `c${randomBytes(3).toString('hex')}`;
    const b = await createCandidate(t.db, {
      name: `${tag} B`,
      email: `${tag}-a@example.test`,
      location: 'Zagreb',
    });
    const a = await createCandidate(t.db, {
      name: `${tag} A`,
      email: `${tag}-c@example.test`,
      location: 'Berlin',
    });
    const c = await createCandidate(t.db, {
      name: `${tag} C`,
      email: `${tag}-b@example.test`,
      location: null,
    });
    expect(ids((await get(`/api/candidates?search=${tag}`, headers)).json())).toEqual([a.id, b.id, c.id]);
    expect(ids((await get(`/api/candidates?search=${tag}&sort_by=email`, headers)).json())).toEqual([
      b.id,
      c.id,
      a.id,
    ]);
    const byLocation = (
      await get(`/api/candidates?search=${tag}&sort_by=location&sort_order=desc`, headers)
    ).json();
    expect(ids(byLocation)).toEqual([c.id, b.id, a.id]);
    expect((await get('/api/candidates?sort_by=phone', headers)).statusCode).toBe(400);
  });

  it('searches name or e-mail and pages, answering an empty page past the end', async () => {
    const { headers } = await t.signIn('admin');
    const tag = `s${randomBytes(3).toString('hex')}`;
    await createCandidate(t.db, { name: `Eve ${tag.toUpperCase()}` });
    await createCandidate(t.db, { email: `${tag}@example.test` });
    await createCandidate(t.db, { name: `Zed ${tag}` });
    const page = (await get(`/api/candidates?search=${tag}&limit=2&page=2`, headers)).json();
    expect(page.data).toHaveLength(1);
    expect(page.meta).toEqual({ page: 2, limit: 2, total: 3, total_pages: 2 });
    const past = (await get(`/api/candidates?search=${tag}&limit=2&page=5`, headers)).json();
    expect(past.data).toEqual([]);
    expect(past.meta.total).toBe(3);
  });

  it('answers a candidate with notes and manatal_id, 404 when unknown and 400 for a bad id', async () => {
    const { headers } = await t.signIn('recruiter');
    const row = await createCandidate(t.db, {
      phone: '+1 415 555 0100',
      location: 'Lisbon',
      title: 'Backend engineer',
      experience: 6,
      notes: '[2024-05-01]: <p>Strong Go</p>',
      manatalId: 778899,
    });
    const res = await get(`/api/candidates/${row.id}`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: row.id,
      name: row.name,
      email: row.email,
      phone: '+1 415 555 0100',
      location: 'Lisbon',
      title: 'Backend engineer',
      experience: 6,
      notes: '[2024-05-01]: <p>Strong Go</p>',
      manatal_id: 778899,
    });
    const missing = await get('/api/candidates/999999', headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Candidate not found');
    for (const bad of ['abc', '0', '2147483648']) {
      expect((await get(`/api/candidates/${bad}`, headers)).statusCode).toBe(400);
    }
  });

  it('shows an interviewer only the candidates of their own interviews', async () => {
    const { user, headers } = await t.signIn('interviewer');
    const own = await createInterviewer(t.db, { email: user.email.toUpperCase() });
    const mine = await createCandidate(t.db);
    const twice = await createCandidate(t.db);
    const notMine = await createCandidate(t.db);
    await createInterview(t.db, { interviewerId: own.id, candidateId: mine.id });
    await createInterview(t.db, { interviewerId: own.id, candidateId: twice.id });
    await createInterview(t.db, { interviewerId: own.id, candidateId: twice.id, status: 'cancelled' });
    await createInterview(t.db, { candidateId: notMine.id });
    const list = (await get('/api/candidates?limit=200', headers)).json();
    expect(ids(list).sort()).toEqual([mine.id, twice.id].sort());
    expect(list.meta.total).toBe(2);
    expect((await get(`/api/candidates/${mine.id}`, headers)).statusCode).toBe(200);
    const denied = await get(`/api/candidates/${notMine.id}`, headers);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().error.message).toBe('Candidate not found');
  });
});
