import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { useTestApp } from '../../../test/test-app';
import { candidates, clients, jobs, syncRuns } from '../../db/schema/index';
import { type FakeManatal, startFakeManatal } from '../../integrations/manatal/fake-manatal-server';
import { createManatalClient } from '../../integrations/manatal/manatal-client';

describe('Manatal import and sync', () => {
  let fake: FakeManatal;
  beforeAll(async () => {
    fake = await startFakeManatal({
      token: 'sync-test',
      sizes: { organizations: 7, jobs: 23, candidates: 150 },
    });
  });
  afterAll(() => fake?.close());
  const t = useTestApp(() => ({
    manatal: createManatalClient({
      baseUrl: fake.url,
      token: 'sync-test',
      requestsPerMinute: 10_000,
      sleep: async () => {},
      maxRetries: 1,
    }),
  }));
  const post = (url: string, headers: object, payload?: object) =>
    t.app.inject({
      method: 'POST',
      url,
      headers: headers as Record<string, string>,
      ...(payload ? { payload } : {}),
    });

  it('syncs clients, then positions with their clients, idempotently', async () => {
    const { headers } = await t.signIn('recruiter');
    const first = await post('/api/clients/sync/manatal', headers);
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ status: 'succeeded', created: 7, updated: 0, failed: 0 });
    const jobsRun = (await post('/api/jobs/sync/manatal?full=true', headers)).json();
    expect(jobsRun).toMatchObject({ status: 'succeeded', created: 23 });
    const again = (await post('/api/jobs/sync/manatal?full=true', headers)).json();
    expect(again).toMatchObject({ created: 0, updated: 0 });
    const fakeJob = fake.data.jobs[0];
    const [row] = await t.db
      .select()
      .from(jobs)
      .where(eq(jobs.manatalId, fakeJob?.id ?? -1));
    const [client] = await t.db
      .select()
      .from(clients)
      .where(eq(clients.id, row?.clientId ?? -1));
    expect(client?.manatalId).toBe(typeof fakeJob?.organization === 'number' ? fakeJob.organization : -1);
  });

  it('never overwrites what is edited here: technologies, template and notes of a position', async () => {
    const { headers } = await t.signIn('admin');
    await post('/api/jobs/sync/manatal?full=true', headers);
    const fakeJob = fake.data.jobs[1];
    if (!fakeJob) throw new Error('no fake job');
    await t.db
      .update(jobs)
      .set({ technologies: ['Rust'], internalNotes: 'ours', noteForInterviewers: 'ours too' })
      .where(eq(jobs.manatalId, fakeJob.id));
    fakeJob.position_name = `${fakeJob.position_name} (renamed)`;
    const run = (await post('/api/jobs/sync/manatal?full=true', headers)).json();
    expect(run.updated).toBe(1);
    const [row] = await t.db.select().from(jobs).where(eq(jobs.manatalId, fakeJob.id));
    expect(row).toMatchObject({
      title: fakeJob.position_name,
      technologies: ['Rust'],
      internalNotes: 'ours',
      noteForInterviewers: 'ours too',
    });
  });

  it('lets only admins sync candidates, and records the run', async () => {
    const recruiter = await t.signIn('recruiter');
    expect((await post('/api/sync/candidates/manual', recruiter.headers)).statusCode).toBe(403);
    const { headers } = await t.signIn('admin');
    const res = await post('/api/sync/candidates/manual?full=true', headers);
    expect(res.json()).toMatchObject({ status: 'succeeded', created: 150 });
    const [run] = await t.db.select().from(syncRuns).where(eq(syncRuns.id, res.json().run_id));
    expect(run).toMatchObject({ kind: 'candidates', status: 'succeeded', created: 150 });
  });

  it('keeps every finished page when Manatal fails half-way, reports 502, and a re-run completes', async () => {
    const { headers } = await t.signIn('admin');
    await t.db.delete(candidates).where(eq(candidates.manatalId, fake.data.candidates[149]?.id ?? -1));
    fake.faults.failNext(5, 500);
    const broken = await post('/api/sync/candidates/manual?full=true', headers);
    expect(broken.statusCode).toBe(502);
    expect(broken.json().error.details).toMatchObject({ status: 'failed' });
    fake.faults.reset();
    const rerun = (await post('/api/sync/candidates/manual?full=true', headers)).json();
    expect(rerun).toMatchObject({ status: 'succeeded', created: 1 });
  });

  it('imports one candidate with notes and experience, and refreshes on a second import', async () => {
    const { headers } = await t.signIn('recruiter');
    const source = fake.data.candidates[3];
    if (!source) throw new Error('no fake candidate');
    const res = await post('/api/candidates/import/manatal', headers, { manatal_id: source.id });
    expect(res.statusCode).toBe(200);
    expect(res.json().candidate).toMatchObject({ name: source.full_name, manatal_id: source.id });
    const notes = fake.data.notes.get(source.id) ?? [];
    if (notes.length) expect(res.json().candidate.notes).toMatch(/^\[\d{4}-\d{2}-\d{2}\]:/);
    source.full_name = 'Renamed Person';
    const again = await post('/api/candidates/import/manatal', headers, { manatal_id: String(source.id) });
    expect(again.json()).toMatchObject({
      created: false,
      updated: true,
      candidate: { name: 'Renamed Person' },
    });
  });

  it('answers 404 with the screen message for an unknown id and 400 for a zero id', async () => {
    const { headers } = await t.signIn('recruiter');
    const res = await post('/api/candidates/import/manatal', headers, { manatal_id: 987654321 });
    expect(res.statusCode).toBe(404);
    expect(res.json().error.message).toBe(
      'Failed to import candidate from Manatal. Please check the ID and try again.',
    );
    expect((await post('/api/candidates/import/manatal', headers, { manatal_id: 0 })).statusCode).toBe(400);
    expect((await post('/api/candidates/import/manatal', headers, { manatal_id: 'abc' })).statusCode).toBe(
      400,
    );
  });

  it('refuses a second run of the same kind while one is going (409)', async () => {
    const { headers } = await t.signIn('admin');
    fake.faults.slowNext(1, 1500);
    const first = post('/api/clients/sync/manatal', headers);
    // The second request goes once the first run is recorded as running (its Manatal call is held up meanwhile).
    await vi.waitFor(async () => {
      const running = await t.db.select().from(syncRuns).where(eq(syncRuns.status, 'running'));
      expect(running.map((run) => run.kind)).toContain('clients');
    });
    const second = await post('/api/clients/sync/manatal', headers);
    expect(second.statusCode).toBe(409);
    expect((await first).statusCode).toBe(200);
  });
});
