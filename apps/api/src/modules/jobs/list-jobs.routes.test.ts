import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { createClient, createInterview, createJob } from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { templates } from '../../db/schema/index';

describe('GET /api/jobs', () => {
  const t = useTestApp();
  const get = (url: string, headers: { authorization: string }) =>
    t.app.inject({ method: 'GET', url, headers });
  const titles = (body: { data: { title: string }[] }) => body.data.map((j) => j.title);

  /** A client with four positions, one per status. */
  async function clientWithPositions() {
    const client = await createClient(t.db);
    const make = (title: string, status: string) => createJob(t.db, { clientId: client.id, title, status });
    const jobs = {
      active: await make('Delta', 'active'),
      filled: await make('Alpha', 'filled'),
      cancelled: await make('Charlie', 'cancelled'),
      paused: await make('Bravo', 'paused'),
    };
    return { client, jobs };
  }

  it('answers every field and a meta with the available statuses', async () => {
    const { headers } = await t.signIn('recruiter');
    const [template] = await t.db.insert(templates).values({ name: 'Backend template' }).returning();
    const client = await createClient(t.db, { name: 'Initech' });
    const job = await createJob(t.db, {
      clientId: client.id,
      title: 'Go developer',
      technologies: ['Go', 'PostgreSQL'],
      templateId: template?.id,
      noteForInterviewers: 'Ask about concurrency',
      internalNotes: 'Budget is tight',
      feedbackTemplateLink: 'https://docs.google.com/spreadsheets/d/abc/edit',
      postingLink: 'https://jobs.example.test/go',
      manatalId: 9001,
      level: 'senior',
    });
    await createInterview(t.db, { jobId: job.id });
    await createInterview(t.db, { jobId: job.id });
    const body = (await get(`/api/jobs?client_id=${client.id}`, headers)).json();
    expect(body.meta).toEqual({
      page: 1,
      limit: 20,
      total: 1,
      total_pages: 1,
      available_statuses: ['active', 'filled', 'cancelled', 'paused'],
    });
    expect(body.data[0]).toEqual({
      id: job.id,
      title: 'Go developer',
      status: 'active',
      client_id: client.id,
      client_name: 'Initech',
      technologies: ['Go', 'PostgreSQL'],
      template_id: template?.id,
      template_name: 'Backend template',
      note_for_interviewers: 'Ask about concurrency',
      internal_notes: 'Budget is tight',
      feedback_template_link: 'https://docs.google.com/spreadsheets/d/abc/edit',
      posting_link: 'https://jobs.example.test/go',
      manatal_id: 9001,
      interview_count: 2,
      level: 'senior',
      billing: null,
    });
  });

  it('filters by a comma list of statuses, ignoring unknown values', async () => {
    const { headers } = await t.signIn('recruiter');
    const { client } = await clientWithPositions();
    const url = (status: string) => `/api/jobs?client_id=${client.id}&status=${status}`;
    expect(titles((await get(url('active'), headers)).json())).toEqual(['Delta']);
    expect(titles((await get(url('active,cancelled'), headers)).json())).toEqual(['Charlie', 'Delta']);
    expect(titles((await get(url('filled,nonsense'), headers)).json())).toEqual(['Alpha']);
    expect((await get(url('nonsense'), headers)).json().meta.total).toBe(4);
    expect((await get(`/api/jobs?client_id=${client.id}`, headers)).json().meta.total).toBe(4);
  });

  it('sorts by title, status or client name in either order', async () => {
    const { headers } = await t.signIn('admin');
    const { client } = await clientWithPositions();
    const base = `/api/jobs?client_id=${client.id}`;
    expect(titles((await get(base, headers)).json())).toEqual(['Alpha', 'Bravo', 'Charlie', 'Delta']);
    expect(titles((await get(`${base}&sort_order=desc`, headers)).json())).toEqual([
      'Delta',
      'Charlie',
      'Bravo',
      'Alpha',
    ]);
    expect(titles((await get(`${base}&sort_by=status`, headers)).json())).toEqual([
      'Delta',
      'Charlie',
      'Alpha',
      'Bravo',
    ]);
    const tag = randomBytes(3).toString('hex');
    const zeta = await createClient(t.db, { name: `Zeta ${tag}` });
    const acme = await createClient(t.db, { name: `Acme ${tag}` });
    await createJob(t.db, { clientId: zeta.id, title: `${tag} one` });
    await createJob(t.db, { clientId: acme.id, title: `${tag} two` });
    const byClient = (await get(`/api/jobs?search=${tag}&sort_by=client_name`, headers)).json();
    expect(byClient.data.map((j: { client_name: string }) => j.client_name)).toEqual([
      `Acme ${tag}`,
      `Zeta ${tag}`,
    ]);
  });

  it('searches the title or the client name and pages, with an empty page past the end', async () => {
    const { headers } = await t.signIn('recruiter');
    const tag = `j${randomBytes(3).toString('hex')}`;
    const client = await createClient(t.db, { name: `Client ${tag}` });
    await createJob(t.db, { clientId: client.id, title: 'Rust developer' });
    await createJob(t.db, { title: `Senior ${tag.toUpperCase()} engineer` });
    await createJob(t.db, { title: `${tag} lead` });
    const page = (await get(`/api/jobs?search=${tag}&limit=2&page=2`, headers)).json();
    expect(page.meta).toMatchObject({ page: 2, limit: 2, total: 3, total_pages: 2 });
    expect(page.data).toHaveLength(1);
    expect((await get(`/api/jobs?search=${tag}&limit=2&page=3`, headers)).json().data).toEqual([]);
  });

  it('takes up to 200 per page and refuses bad query values', async () => {
    const { headers } = await t.signIn('recruiter');
    expect((await get('/api/jobs?limit=200', headers)).statusCode).toBe(200);
    for (const query of ['limit=201', 'page=0', 'sort_by=created_at', 'sort_order=up', 'client_id=abc']) {
      expect((await get(`/api/jobs?${query}`, headers)).statusCode, query).toBe(400);
    }
  });

  it('shows interviewers every position but never the internal notes', async () => {
    const { headers } = await t.signIn('interviewer');
    const client = await createClient(t.db);
    await createJob(t.db, { clientId: client.id, internalNotes: 'secret', noteForInterviewers: 'hello' });
    const body = (await get(`/api/jobs?client_id=${client.id}`, headers)).json();
    expect(body.data).toHaveLength(1);
    expect(body.data[0].note_for_interviewers).toBe('hello');
    expect(body.data[0]).not.toHaveProperty('internal_notes');
  });
});
