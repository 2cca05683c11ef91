import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, createInterview, createInterviewer, createJob } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/index';

describe('PUT /api/clients/{id}/billing', () => {
  const t = useTestApp();
  const put = (id: number | string, headers: { authorization: string }, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/clients/${id}/billing`, headers, payload: payload as object });
  const get = (url: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url, headers });
  const hourly = { mode: 'hourly', amount: 12_000, by_level: { senior: 15_000 } };

  it('sets a rule a recruiter reads back on the client and in the list, auditing before and after', async () => {
    const { user, headers } = await t.signIn('recruiter');
    const client = await createClient(t.db);
    const res = await put(client.id, headers, { billing: hourly });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: client.id, billing: hourly });
    expect((await get(`/api/clients/${client.id}`, headers)).json().billing).toEqual(hourly);
    const list = (await get(`/api/clients?search=${encodeURIComponent(client.name)}`, headers)).json();
    expect(list.data.find((row: { id: number }) => row.id === client.id)?.billing).toEqual(hourly);
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'client.billing'), eq(auditLog.entityId, client.id)));
    expect(audit).toMatchObject({ actorId: user.id, before: { billing: null }, after: { billing: hourly } });
  });

  it('fills in no levels, and clears the rule with null', async () => {
    const { headers } = await t.signIn('admin');
    const client = await createClient(t.db);
    const perInterview = await put(client.id, headers, {
      billing: { mode: 'per_interview', amount: 20_000 },
    });
    expect(perInterview.json().billing).toEqual({ mode: 'per_interview', amount: 20_000, by_level: {} });
    const cleared = await put(client.id, headers, { billing: null });
    expect(cleared.statusCode).toBe(200);
    expect(cleared.json().billing).toBeNull();
  });

  it('answers 400 with the reason for amounts that are not whole minor units, unknown modes and levels', async () => {
    const { headers } = await t.signIn('admin');
    const client = await createClient(t.db);
    const message = async (billing: unknown) => {
      const res = await put(client.id, headers, { billing });
      expect(res.statusCode).toBe(400);
      return res.json().error.message as string;
    };
    expect(await message({ mode: 'hourly', amount: 12.5 })).toContain('Amounts are whole numbers of cents');
    expect(await message({ mode: 'hourly', amount: -1 })).toContain('Amounts cannot be negative');
    expect(await message({ mode: 'daily', amount: 100 })).toContain('Bill per interview or per hour');
    expect(await message({ mode: 'hourly', amount: 100, by_level: { guru: 5 } })).toBeTruthy();
    expect((await put(client.id, headers, {})).statusCode).toBe(400);
  });

  it('answers 404 for an unknown client', async () => {
    const { headers } = await t.signIn('admin');
    const res = await put(999_999, headers, { billing: null });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Client not found');
  });

  it("refuses interviewers (403) and never shows them a client's bill", async () => {
    const { user, headers } = await t.signIn('interviewer');
    const own = await createInterviewer(t.db, { email: user.email });
    const client = await createClient(t.db, { billing: { mode: 'hourly', amount: 9_000, by_level: {} } });
    await createInterview(t.db, {
      interviewerId: own.id,
      jobId: (await createJob(t.db, { clientId: client.id })).id,
    });
    expect((await put(client.id, headers, { billing: null })).statusCode).toBe(403);
    const read = (await get(`/api/clients/${client.id}`, headers)).json();
    expect(read.id).toBe(client.id);
    expect(read).not.toHaveProperty('billing');
    expect((await get('/api/clients', headers)).json().data[0]).not.toHaveProperty('billing');
  });
});
