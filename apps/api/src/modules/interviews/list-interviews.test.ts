import { describe, expect, it } from 'vitest';
import {
  createCandidate,
  createClient,
  createInterview,
  createInterviewer,
  createJob,
} from '../../../test/factories';
import { useTestApp } from '../../../test/test-app';
import { templates } from '../../db/schema/index';

const hour = 3600_000;
const day = 24 * hour;

describe('GET /api/interviews filters', () => {
  const t = useTestApp();

  /** Four interviews of one new interviewer: two past, two upcoming, one of each cancelled. */
  async function interviewerWithFour() {
    const interviewer = await createInterviewer(t.db);
    const at = (offset: number, status: 'scheduled' | 'cancelled' | 'completed' = 'scheduled') =>
      createInterview(t.db, { interviewerId: interviewer.id, date: new Date(Date.now() + offset), status });
    const lastWeek = await at(-7 * day, 'completed');
    const yesterday = await at(-day, 'cancelled');
    const tomorrow = await at(day);
    const nextWeek = await at(7 * day, 'cancelled');
    return { interviewer, lastWeek, yesterday, tomorrow, nextWeek };
  }

  async function ids(query: string, role: 'admin' | 'recruiter' = 'recruiter') {
    const { headers } = await t.signIn(role);
    const res = await t.app.inject({ method: 'GET', url: `/api/interviews?${query}`, headers });
    expect(res.statusCode, res.body).toBe(200);
    const body = res.json();
    return { ids: body.data.map((i: { id: number }) => i.id), total: body.meta.total };
  }

  it('narrows to one interviewer, soonest first from a date on (the upcoming view)', async () => {
    const four = await interviewerWithFour();
    const from = new Date().toISOString();
    const upcoming = await ids(`interviewer_id=${four.interviewer.id}&date_from=${from}&sort_order=asc`);
    expect(upcoming).toEqual({ ids: [four.tomorrow.id, four.nextWeek.id], total: 2 });
  });

  it('lists the past most recent first up to a date (the past view)', async () => {
    const four = await interviewerWithFour();
    const to = new Date().toISOString();
    const past = await ids(`interviewer_id=${four.interviewer.id}&date_to=${to}&sort_order=desc`);
    expect(past).toEqual({ ids: [four.yesterday.id, four.lastWeek.id], total: 2 });
  });

  it('keeps a date range with both ends', async () => {
    const four = await interviewerWithFour();
    const from = new Date(Date.now() - 2 * day).toISOString();
    const to = new Date(Date.now() + 2 * day).toISOString();
    const range = await ids(`interviewer_id=${four.interviewer.id}&date_from=${from}&date_to=${to}`);
    expect(range.ids).toEqual([four.yesterday.id, four.tomorrow.id]);
  });

  it('filters by one status or several', async () => {
    const four = await interviewerWithFour();
    const base = `interviewer_id=${four.interviewer.id}&sort_order=asc`;
    expect((await ids(`${base}&status=cancelled`)).ids).toEqual([four.yesterday.id, four.nextWeek.id]);
    expect((await ids(`${base}&status=scheduled,completed`)).ids).toEqual([
      four.lastWeek.id,
      four.tomorrow.id,
    ]);
  });

  it('keeps only the interviews booked without a template (no_template)', async () => {
    const [template] = await t.db.insert(templates).values({ name: 'No-template filter' }).returning();
    const interviewer = await createInterviewer(t.db);
    const without = await createInterview(t.db, { interviewerId: interviewer.id, templateId: null });
    await createInterview(t.db, { interviewerId: interviewer.id, templateId: template?.id ?? null });
    const base = `interviewer_id=${interviewer.id}`;
    expect(await ids(`${base}&no_template=true`)).toEqual({ ids: [without.id], total: 1 });
    expect((await ids(`${base}&no_template=false`)).total).toBe(2);
  });

  it('searches the candidate name, the position title and the client name, case-insensitively', async () => {
    const client = await createClient(t.db, { name: 'Quokka Logistics' });
    const job = await createJob(t.db, { title: 'Wombat Platform Engineer', clientId: client.id });
    const candidate = await createCandidate(t.db, { name: 'Numbat Nakamura' });
    const byCandidate = await createInterview(t.db, { candidateId: candidate.id });
    const byJob = await createInterview(t.db, { jobId: job.id });
    await createInterview(t.db);

    expect(await ids('search=numbat')).toEqual({ ids: [byCandidate.id], total: 1 });
    expect(await ids('search=WOMBAT')).toEqual({ ids: [byJob.id], total: 1 });
    expect(await ids('search=quokka%20log')).toEqual({ ids: [byJob.id], total: 1 });
    expect((await ids('search=%20%20')).total).toBeGreaterThanOrEqual(3);
    expect(await ids('search=no-such-name&page=2')).toEqual({ ids: [], total: 0 });
  });

  it('takes % and _ in a search literally', async () => {
    const literal = await createInterview(t.db, {
      candidateId: (await createCandidate(t.db, { name: 'Percy 100%_Sure' })).id,
    });
    // As wildcards, '0%_' would match this one too.
    await createInterview(t.db, {
      candidateId: (await createCandidate(t.db, { name: 'Percy 1000 Sure' })).id,
    });
    expect((await ids('search=0%25_')).ids).toEqual([literal.id]);
  });

  it('combines search with the other filters and the interviewer scope', async () => {
    const { user, headers } = await t.signIn('interviewer');
    const own = await createInterviewer(t.db, { email: user.email });
    const candidate = await createCandidate(t.db, { name: 'Bilby Scoped' });
    const mine = await createInterview(t.db, { interviewerId: own.id, candidateId: candidate.id });
    await createInterview(t.db, { candidateId: candidate.id });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/interviews?search=bilby&status=scheduled',
      headers,
    });
    expect(res.json().data.map((i: { id: number }) => i.id)).toEqual([mine.id]);
    expect(res.json().meta.total).toBe(1);
  });

  it('answers 400 for a search longer than 200 characters or holding NUL, or a date that is not ISO', async () => {
    const { headers } = await t.signIn('recruiter');
    const long = await t.app.inject({
      method: 'GET',
      url: `/api/interviews?search=${'x'.repeat(201)}`,
      headers,
    });
    expect(long.statusCode).toBe(400);
    const badDate = await t.app.inject({ method: 'GET', url: '/api/interviews?date_from=tomorrow', headers });
    expect(badDate.statusCode).toBe(400);
    const nul = await t.app.inject({ method: 'GET', url: '/api/interviews?search=a%00b', headers });
    expect(nul.statusCode).toBe(400);
  });
});
