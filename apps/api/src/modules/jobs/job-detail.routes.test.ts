import { describe, expect, it } from 'vitest';
import { createClient, createJob } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';

describe('GET /api/jobs/{id}', () => {
  const t = useTestApp();
  const get = (url: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url, headers });

  it('answers the position with its client', async () => {
    const { headers } = await t.signIn('recruiter');
    const client = await createClient(t.db, { name: 'Globex', website: 'https://globex.example.test' });
    const job = await createJob(t.db, { clientId: client.id, status: 'paused', internalNotes: 'x' });
    const body = (await get(`/api/jobs/${job.id}`, headers)).json();
    expect(body).toMatchObject({
      id: job.id,
      title: job.title,
      status: 'paused',
      client_id: client.id,
      client_name: 'Globex',
      internal_notes: 'x',
      interview_count: 0,
      template_id: null,
      template_name: null,
      client: { id: client.id, name: 'Globex', website: 'https://globex.example.test' },
    });
  });

  it('answers a position without a client with client null', async () => {
    const { headers } = await t.signIn('admin');
    const job = await createJob(t.db, { clientId: null });
    expect((await get(`/api/jobs/${job.id}`, headers)).json()).toMatchObject({
      client: null,
      client_name: null,
    });
  });

  it('leaves internal notes out for interviewers', async () => {
    const { headers } = await t.signIn('interviewer');
    const job = await createJob(t.db, { internalNotes: 'recruiters only' });
    const res = await get(`/api/jobs/${job.id}`, headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).not.toHaveProperty('internal_notes');
    expect(res.body).not.toContain('recruiters only');
  });

  it('answers 404 for an unknown position and 400 for a bad id', async () => {
    const { headers } = await t.signIn('recruiter');
    const missing = await get('/api/jobs/999999', headers);
    expect(missing.statusCode).toBe(404);
    expect(missing.json().error.message).toBe('Position not found');
    for (const bad of ['abc', '0', '99999999999']) {
      expect((await get(`/api/jobs/${bad}`, headers)).statusCode, bad).toBe(400);
    }
  });
});
