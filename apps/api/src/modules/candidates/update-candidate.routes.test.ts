import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createCandidate, createInterview, createInterviewer } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { auditLog } from '../../db/schema/index';

describe('PUT /api/candidates/{id}', () => {
  const t = useTestApp();
  const put = (id: number | string, headers: { authorization: string }, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/candidates/${id}`, headers, payload });

  it('saves the edit, answers the candidate and writes the audit log', async () => {
    const { user, headers } = await t.signIn('recruiter');
    const row = await createCandidate(t.db, { manatalId: 4242, notes: '[2024-01-02]: <p>old</p>' });
    const res = await put(row.id, headers, {
      name: '  Grace Hopper ',
      email: 'grace@example.test',
      phone: '+1 415 555 0142',
      location: 'Arlington',
      title: 'Staff engineer',
      experience: 12,
      notes: '[2024-06-01]: <p>Great</p><script>alert(1)</script>',
      manatal_id: 1,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: row.id,
      name: 'Grace Hopper',
      email: 'grace@example.test',
      phone: '+1 415 555 0142',
      location: 'Arlington',
      title: 'Staff engineer',
      experience: 12,
      notes: '[2024-06-01]: <p>Great</p>',
      manatal_id: 4242,
    });
    const reread = await t.app.inject({ method: 'GET', url: `/api/candidates/${row.id}`, headers });
    expect(reread.json().name).toBe('Grace Hopper');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'candidate.update'), eq(auditLog.entityId, row.id)));
    expect(audit?.actorId).toBe(user.id);
  });

  it('keeps fields left out and clears fields sent empty', async () => {
    const { headers } = await t.signIn('admin');
    const row = await createCandidate(t.db, { location: 'Oslo', title: 'QA', experience: 3 });
    const res = await put(row.id, headers, { name: row.name, title: '', experience: null });
    expect(res.json()).toMatchObject({ email: row.email, location: 'Oslo', title: null, experience: null });
  });

  it('answers 400 for a missing name, a bad e-mail or a bad experience', async () => {
    const { headers } = await t.signIn('recruiter');
    const row = await createCandidate(t.db);
    const noName = await put(row.id, headers, { name: ' ' });
    expect(noName.statusCode).toBe(400);
    expect(noName.json().error.message).toContain('Name is required');
    for (const payload of [
      { name: 'A', email: 'nope' },
      { name: 'A', experience: -1 },
      { name: 'A', experience: 1.5 },
      { name: 'A', experience: 'five' },
    ]) {
      expect((await put(row.id, headers, payload)).statusCode, JSON.stringify(payload)).toBe(400);
    }
  });

  it('answers 404 for an unknown candidate', async () => {
    const { headers } = await t.signIn('recruiter');
    const res = await put(999999, headers, { name: 'A' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe('Candidate not found');
  });

  it('forbids interviewers to edit, even candidates of their own interviews', async () => {
    const { user, headers } = await t.signIn('interviewer');
    const own = await createInterviewer(t.db, { email: user.email });
    const candidate = await createCandidate(t.db);
    await createInterview(t.db, { interviewerId: own.id, candidateId: candidate.id });
    expect((await put(candidate.id, headers, { name: 'X' })).statusCode).toBe(403);
  });
});
