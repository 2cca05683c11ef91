import { randomBytes } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, createInterview, createInterviewer, createJob } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/index';

describe('/api/clients', () => {
  const t = useTestApp();
  const get = (url: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url, headers });
  const put = (id: number | string, headers: { authorization: string }, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/clients/${id}`, headers, payload });
  const ids = (body: { data: { id: number }[] }) => body.data.map((c) => c.id);

  it('sorts by name by default or by website, searches both, and pages', async () => {
    const { headers } = await t.signIn('recruiter');
    const tag = `k${randomBytes(3).toString('hex')}`;
    const b = await createClient(t.db, { name: `${tag} Beta`, website: `https://a-${tag}.example.test` });
    const a = await createClient(t.db, { name: `${tag} Alpha`, website: `https://c-${tag}.example.test` });
    const c = await createClient(t.db, { name: 'zz Gamma', website: `https://b-${tag}.example.test` });
    expect(ids((await get(`/api/clients?search=${tag}`, headers)).json())).toEqual([a.id, b.id, c.id]);
    const byWebsite = (
      await get(`/api/clients?search=${tag}&sort_by=website&sort_order=desc`, headers)
    ).json();
    expect(ids(byWebsite)).toEqual([a.id, c.id, b.id]);
    const page = (await get(`/api/clients?search=${tag}&limit=2&page=2`, headers)).json();
    expect(page).toMatchObject({ meta: { page: 2, limit: 2, total: 3, total_pages: 2 } });
    expect(ids(page)).toEqual([c.id]);
    expect((await get(`/api/clients?search=${tag}&page=4`, headers)).json().data).toEqual([]);
    expect((await get('/api/clients?sort_by=manatal_id', headers)).statusCode).toBe(400);
  });

  it('answers one client, 404 when unknown and 400 for a bad id', async () => {
    const { headers } = await t.signIn('admin');
    const row = await createClient(t.db, { manatalId: 31337 });
    expect((await get(`/api/clients/${row.id}`, headers)).json()).toEqual({
      id: row.id,
      name: row.name,
      website: row.website,
      manatal_id: 31337,
      billing: null,
    });
    const missing = await get('/api/clients/999999', headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Client not found');
    expect((await get('/api/clients/-3', headers)).statusCode).toBe(400);
  });

  it('saves name and website, writing the audit log', async () => {
    const { user, headers } = await t.signIn('recruiter');
    const row = await createClient(t.db);
    const res = await put(row.id, headers, {
      name: ' Acme Corp ',
      website: 'https://acme.example.test',
      id: 5,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: row.id, name: 'Acme Corp', website: 'https://acme.example.test' });
    const cleared = await put(row.id, headers, { name: 'Acme Corp', website: '' });
    expect(cleared.json().website).toBeNull();
    const audits = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client.update'), eq(auditLog.entityId, row.id)));
    expect(audits).toHaveLength(2);
    expect(audits[0]?.actorId).toBe(user.id);
  });

  it('answers 400 for a missing name or a website that is not an http(s) link, 404 when unknown', async () => {
    const { headers } = await t.signIn('recruiter');
    const row = await createClient(t.db);
    const noName = await put(row.id, headers, { website: 'https://x.example.test' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toContain('Name is required');
    expect((await put(row.id, headers, { name: 'A', website: 'acme.test' })).statusCode).toBe(400);
    expect((await put(row.id, headers, { name: 'A', website: 'ftp://acme.test' })).statusCode).toBe(400);
    expect((await put(999999, headers, { name: 'A' })).statusCode).toBe(404);
  });

  it('shows an interviewer only the clients of their own interviews and lets them edit none', async () => {
    const { user, headers } = await t.signIn('interviewer');
    const own = await createInterviewer(t.db, { email: user.email });
    const mine = await createClient(t.db);
    const notMine = await createClient(t.db);
    await createInterview(t.db, {
      interviewerId: own.id,
      jobId: (await createJob(t.db, { clientId: mine.id })).id,
    });
    await createInterview(t.db, {
      interviewerId: own.id,
      jobId: (await createJob(t.db, { clientId: null })).id,
    });
    await createInterview(t.db, { jobId: (await createJob(t.db, { clientId: notMine.id })).id });
    const list = (await get('/api/clients?limit=200', headers)).json();
    expect(ids(list)).toEqual([mine.id]);
    expect((await get(`/api/clients/${mine.id}`, headers)).statusCode).toBe(200);
    const denied = await get(`/api/clients/${notMine.id}`, headers);
    expect(denied.statusCode).toBe(404);
    expect(denied.json().error.message).toBe('Client not found');
    expect((await put(mine.id, headers, { name: 'X' })).statusCode).toBe(403);
  });
});
