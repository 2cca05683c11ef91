import { and, eq } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { createJob } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { auditLog, templates } from '../../db/schema/index';

describe('PUT /api/jobs/{id}', () => {
  const t = useTestApp();
  const put = (id: number | string, headers: { authorization: string }, payload: object) =>
    t.app.inject({ method: 'PUT', url: `/api/jobs/${id}`, headers, payload });
  const newTemplate = async (name: string) => {
    const [row] = await t.db.insert(templates).values({ name }).returning();
    if (!row) throw new Error('no template');
    return row;
  };

  it("saves the detail screen's fields, cleaning tags and expanding a bare spreadsheet id", async () => {
    const { user, headers } = await t.signIn('recruiter');
    const template = await newTemplate('Frontend');
    const job = await createJob(t.db, { title: 'Keep me', status: 'filled' });
    const res = await put(job.id, headers, {
      technologies: [' React', 'react', '', 'TypeScript', 'REACT'],
      template_id: template.id,
      note_for_interviewers: 'Focus on hooks',
      internal_notes: 'Client pays well',
      feedback_template_link: '1AbCdEfGhIjKlMnOpQrStUv',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: job.id,
      title: 'Keep me',
      status: 'filled',
      technologies: ['React', 'TypeScript'],
      template_id: template.id,
      template_name: 'Frontend',
      note_for_interviewers: 'Focus on hooks',
      internal_notes: 'Client pays well',
      feedback_template_link: 'https://docs.google.com/spreadsheets/d/1AbCdEfGhIjKlMnOpQrStUv/edit',
    });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.update'), eq(auditLog.entityId, job.id)));
    expect(audit?.actorId).toBe(user.id);
    expect(audit?.after).toMatchObject({ template_id: template.id });
  });

  it("saves the edit screen's fields, normalising a free-text status, and leaves the rest alone", async () => {
    const { headers } = await t.signIn('admin');
    const job = await createJob(t.db, {
      technologies: ['Go'],
      noteForInterviewers: 'keep',
      templateId: null,
    });
    const res = await put(job.id, headers, {
      title: '  Platform engineer ',
      status: 'Closed',
      template_id: null,
    });
    expect(res.json()).toMatchObject({
      title: 'Platform engineer',
      status: 'filled',
      technologies: ['Go'],
      note_for_interviewers: 'keep',
      template_id: null,
    });
    for (const [input, stored] of [
      ['canceled', 'cancelled'],
      ['on_hold', 'paused'],
      ['', 'active'],
    ]) {
      expect((await put(job.id, headers, { status: input })).json().status).toBe(stored);
    }
  });

  it('keeps a full link, clears fields sent empty and strips unknown fields', async () => {
    const { headers } = await t.signIn('recruiter');
    const job = await createJob(t.db, { internalNotes: 'old', postingLink: 'https://jobs.example.test/1' });
    const link = 'https://docs.google.com/spreadsheets/d/xyz/edit#gid=1';
    const res = await put(job.id, headers, {
      feedback_template_link: link,
      internal_notes: ' ',
      technologies: [],
      posting_link: 'https://evil.example.test',
      client_id: 12345,
    });
    expect(res.json()).toMatchObject({
      feedback_template_link: link,
      internal_notes: null,
      technologies: [],
      posting_link: 'https://jobs.example.test/1',
      client_id: job.clientId,
    });
    expect(
      (await put(job.id, headers, { feedback_template_link: '' })).json().feedback_template_link,
    ).toBeNull();
  });

  it('answers 400 for a blank title, an unknown status, a bad link or a template that does not exist', async () => {
    const { headers } = await t.signIn('recruiter');
    const job = await createJob(t.db);
    const blank = await put(job.id, headers, { title: '   ' });
    expect(blank.statusCode).toBe(400);
    expect(blank.json().error.message).toContain('Position title is required');
    const status = await put(job.id, headers, { status: 'archived' });
    expect(status.statusCode).toBe(400);
    expect(status.json().error.message).toContain('Status must be active, filled, cancelled or paused');
    expect((await put(job.id, headers, { feedback_template_link: 'not a link' })).statusCode).toBe(400);
    const template = await put(job.id, headers, { template_id: 999999 });
    expect(template.statusCode).toBe(400);
    expect(template.json().error.message).toBe('Template not found');
    expect((await put(job.id, headers, { technologies: 'Go' })).statusCode).toBe(400);
  });

  it('answers 404 for an unknown position and 400 for a bad id', async () => {
    const { headers } = await t.signIn('recruiter');
    const missing = await put(999999, headers, { title: 'X' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Position not found');
    expect((await put('abc', headers, { title: 'X' })).statusCode).toBe(400);
  });

  it('forbids interviewers to edit positions', async () => {
    const { headers } = await t.signIn('interviewer');
    const job = await createJob(t.db);
    expect((await put(job.id, headers, { title: 'Mine now' })).statusCode).toBe(403);
  });
});
