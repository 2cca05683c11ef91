import type { BillingRule } from '@interview-hub/contracts/money';
import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createClient, createJob } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/index';

describe('PUT /api/jobs/{id}/pricing', () => {
  const t = useTestApp();
  const put = (id: number | string, headers: { authorization: string }, payload: unknown) =>
    t.app.inject({ method: 'PUT', url: `/api/jobs/${id}/pricing`, headers, payload: payload as object });
  const get = (id: number, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: `/api/jobs/${id}`, headers });
  const clientRule: BillingRule = { mode: 'hourly', amount: 10_000, by_level: {} };
  const ownRule: BillingRule = { mode: 'per_interview', amount: 25_000, by_level: { lead: 30_000 } };

  it("sets the level and an own rule, read back with the client's rule beside it, and audits it", async () => {
    const { user, headers } = await t.signIn('recruiter');
    const client = await createClient(t.db, { billing: clientRule });
    const job = await createJob(t.db, { clientId: client.id });
    const res = await put(job.id, headers, { level: 'lead', billing: ownRule });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: job.id, level: 'lead', billing: ownRule });
    const read = (await get(job.id, headers)).json();
    expect(read).toMatchObject({
      level: 'lead',
      billing: ownRule,
      client: { id: client.id, billing: clientRule },
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.pricing'), eq(auditLog.entityId, job.id)));
    expect(audit).toMatchObject({
      actorId: user.id,
      before: { level: null, billing: null },
      after: { level: 'lead', billing: ownRule },
    });
  });

  it("goes back to the client's rule and no level with nulls", async () => {
    const { headers } = await t.signIn('admin');
    const job = await createJob(t.db, { level: 'senior', billing: ownRule });
    const res = await put(job.id, headers, { level: null, billing: null });
    expect(res.json()).toMatchObject({ level: null, billing: null });
  });

  it('answers 400 for an unknown level, a bad rule or a missing field, and 404 for an unknown position', async () => {
    const { headers } = await t.signIn('admin');
    const job = await createJob(t.db);
    const guru = await put(job.id, headers, { level: 'guru', billing: null });
    expect(guru.statusCode).toBe(400);
    expect(guru.json().error.message).toContain('Level must be junior, middle, senior, lead or staff');
    const half = await put(job.id, headers, { level: null, billing: { mode: 'hourly', amount: 0.5 } });
    expect(half.json().error.message).toContain('Amounts are whole numbers of cents');
    expect((await put(job.id, headers, { level: 'junior' })).statusCode).toBe(400);
    const missing = await put(999_999, headers, { level: null, billing: null });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Position not found');
  });

  it('refuses interviewers (403) and shows them the level but no billing', async () => {
    const { headers } = await t.signIn('interviewer');
    const client = await createClient(t.db, { billing: clientRule });
    const job = await createJob(t.db, { clientId: client.id, level: 'middle', billing: ownRule });
    expect((await put(job.id, headers, { level: null, billing: null })).statusCode).toBe(403);
    const read = (await get(job.id, headers)).json();
    expect(read.level).toBe('middle');
    expect(read).not.toHaveProperty('billing');
    expect(read.client).not.toHaveProperty('billing');
  });
});
