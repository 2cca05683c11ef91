import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createInterviewer } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/index';

describe('PUT /api/interviewers/{id}/rates', () => {
  const t = useTestApp();
  const put = (id: number | string, headers: { authorization: string }, payload: unknown) =>
    t.app.inject({
      method: 'PUT',
      url: `/api/interviewers/${id}/rates`,
      headers,
      payload: payload as object,
    });
  const get = (id: number, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url: `/api/interviewers/${id}`, headers });

  it('replaces the pay per level, shown on the interviewer, and audits before and after', async () => {
    const { user, headers } = await t.signIn('recruiter');
    const interviewer = await createInterviewer(t.db, { levelRates: { junior: 3_000 } });
    const res = await put(interviewer.id, headers, { level_rates: { senior: 9_000, staff: 12_500 } });
    expect(res.statusCode).toBe(200);
    expect(res.json().level_rates).toEqual({ senior: 9_000, staff: 12_500 });
    expect((await get(interviewer.id, headers)).json().level_rates).toEqual({ senior: 9_000, staff: 12_500 });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'interviewer.rates'), eq(auditLog.entityId, interviewer.id)));
    expect(audit).toMatchObject({
      actorId: user.id,
      before: { level_rates: { junior: 3_000 } },
      after: { level_rates: { senior: 9_000, staff: 12_500 } },
    });
  });

  it('answers 400 for unknown levels, fractions and negatives, and 404 for an unknown interviewer', async () => {
    const { headers } = await t.signIn('admin');
    const interviewer = await createInterviewer(t.db);
    expect((await put(interviewer.id, headers, { level_rates: { guru: 100 } })).statusCode).toBe(400);
    const fraction = await put(interviewer.id, headers, { level_rates: { senior: 99.5 } });
    expect(fraction.json().error.message).toContain('Amounts are whole numbers of cents');
    const negative = await put(interviewer.id, headers, { level_rates: { senior: -1 } });
    expect(negative.json().error.message).toContain('Amounts cannot be negative');
    expect((await put(interviewer.id, headers, {})).statusCode).toBe(400);
    const missing = await put(999_999, headers, { level_rates: {} });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Interviewer not found');
  });

  it('lets an interviewer read their own rates but never set them', async () => {
    const { user, headers } = await t.signIn('interviewer');
    const own = await createInterviewer(t.db, { email: user.email, levelRates: { middle: 5_000 } });
    expect((await get(own.id, headers)).json().level_rates).toEqual({ middle: 5_000 });
    const res = await put(own.id, headers, { level_rates: { middle: 50_000 } });
    expect(res.statusCode).toBe(403);
    expect((await get(own.id, headers)).json().level_rates).toEqual({ middle: 5_000 });
  });
});
