import { describe, expect, it } from 'vitest';
import { generateFakeManatalData } from './fake-manatal-data';
import { ManatalError } from './manatal-errors';
import {
  caught,
  collectPages,
  createTestClient,
  fetchAnswering,
  startTestFake,
} from './manatal-test-support';

describe('Manatal client lists (against the fake over loopback HTTP)', () => {
  it('follows absolute next links with page_size=100 and yields every candidate exactly once', async () => {
    const fake = await startTestFake({ sizes: { candidates: 250 } });
    const { client } = createTestClient(fake);

    const pages = await collectPages(client.listCandidates());

    expect(pages.map((page) => page.length)).toEqual([100, 100, 50]);
    const ids = pages.flat().map((candidate) => candidate.id);
    expect(new Set(ids).size).toBe(250);
    expect(ids).toEqual(fake.data.candidates.map((candidate) => candidate.id));
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/open/v3/candidates/?page_size=100',
      '/open/v3/candidates/?page_size=100&page=2',
      '/open/v3/candidates/?page_size=100&page=3',
    ]);
    expect(fake.requests.every((request) => request.authorization === `Token ${fake.token}`)).toBe(true);
  });

  it('lists organizations and jobs in full, validated, with their fields', async () => {
    const fake = await startTestFake({ sizes: { organizations: 120, jobs: 30 } });
    const { client } = createTestClient(fake);

    const organizations = (await collectPages(client.listOrganizations())).flat();
    const jobs = (await collectPages(client.listJobs())).flat();

    expect(organizations).toEqual(fake.data.organizations);
    expect(jobs).toEqual(fake.data.jobs);
  });

  it('asks only for records updated since a moment, in Manatal datetime format', async () => {
    const fake = await startTestFake({ sizes: { candidates: 200 } });
    const { client } = createTestClient(fake);
    const since = new Date('2025-06-01T12:00:00.250Z');

    const candidates = (await collectPages(client.listCandidates({ updatedSince: since }))).flat();
    const jobs = (await collectPages(client.listJobs({ updatedSince: since }))).flat();

    const expected = fake.data.candidates.filter(
      (candidate) => Date.parse(candidate.updated_at) >= Date.parse('2025-06-01T12:00:00Z'),
    );
    expect(candidates.map((candidate) => candidate.id)).toEqual(expected.map((candidate) => candidate.id));
    expect(candidates.length).toBeGreaterThan(0);
    expect(candidates.length).toBeLessThan(200);
    expect(jobs.every((job) => job.updated_at && job.updated_at >= '2025-06-01T12:00:00Z')).toBe(true);
    expect(fake.requests[0]?.path).toBe(
      '/open/v3/candidates/?page_size=100&updated_at__gte=2025-06-01T12%3A00%3A00Z',
    );
  });

  it('accepts a bare array as a one-page list', async () => {
    const { client } = createTestClient(
      { url: 'http://127.0.0.1:9/open/v3', token: 't' },
      { fetch: fetchAnswering([{ id: 1, full_name: 'Zoë Müller' }]) },
    );
    const pages = await collectPages(client.listCandidates());
    expect(pages).toEqual([[{ id: 1, full_name: 'Zoë Müller' }]]);
  });
});

describe('Manatal client single records and sub-resources', () => {
  it('gets a candidate, a job and an organization by id', async () => {
    const fake = await startTestFake();
    const { client } = createTestClient(fake);

    expect(await client.getCandidate(4)).toEqual(fake.data.candidates[3]);
    expect(await client.getJob(2)).toEqual(fake.data.jobs[1]);
    expect(await client.getOrganization(5)).toEqual(fake.data.organizations[4]);
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/open/v3/candidates/4/',
      '/open/v3/jobs/2/',
      '/open/v3/organizations/5/',
    ]);
  });

  it('reads notes served as a bare array and experiences served paginated, in full', async () => {
    const data = generateFakeManatalData({ candidates: 3 });
    data.notes.set(2, [
      { id: 1, info: '<p>Первый звонок</p>', creator: 1, created_at: '2026-10-03T09:00:00Z' },
      { id: 2, info: '<p>Offer</p>', creator: 1, created_at: '2026-10-05T09:00:00Z' },
    ]);
    const experiences = Array.from({ length: 130 }, (_, index) => ({
      id: index + 1,
      title: 'Developer',
      company_name: 'Initech',
      description: null,
      start_date: '2020-01-01',
      end_date: null,
    }));
    data.experiences.set(2, experiences);
    const fake = await startTestFake({ data });
    const { client } = createTestClient(fake);

    expect(await client.getCandidateNotes(2)).toEqual(data.notes.get(2));
    expect(await client.getCandidateExperiences(2)).toEqual(experiences);
    expect(fake.requests.map((request) => request.path)).toEqual([
      '/open/v3/candidates/2/notes/?page_size=100',
      '/open/v3/candidates/2/experiences/?page_size=100',
      '/open/v3/candidates/2/experiences/?page_size=100&page=2',
    ]);
  });
});

describe('Manatal client validation of what comes back', () => {
  it('names the offending field of a list item with a wrong type', async () => {
    const fake = await startTestFake();
    Object.assign(fake.data.candidates[2] ?? {}, { full_name: 42 });
    const { client } = createTestClient(fake);

    const error = await caught(() => collectPages(client.listCandidates()));

    expect(error).toBeInstanceOf(ManatalError);
    expect(error).toMatchObject({ kind: 'invalid_response', field: 'results[2].full_name' });
    expect((error as Error).message).toContain('"results[2].full_name"');
    expect((error as Error).message).toContain('expected string');
  });

  it('names the field of a single record and of a broken envelope', async () => {
    const fake = await startTestFake();
    Object.assign(fake.data.jobs[0] ?? {}, { organization: 'Globex' });
    const { client } = createTestClient(fake);
    expect(await caught(() => client.getJob(1))).toMatchObject({
      kind: 'invalid_response',
      field: 'organization',
    });

    const broken = createTestClient(fake, {
      fetch: fetchAnswering({ count: 1, next: null, results: 'none' }),
    });
    const error = await caught(() => collectPages(broken.client.listJobs()));
    expect(error).toMatchObject({ kind: 'invalid_response', field: 'results' });
  });

  it('refuses a next link that leaves the configured host, so the token is not sent elsewhere', async () => {
    const answers = [{ count: 2, next: 'https://evil.example.com/open/v3/jobs/?page=2', results: [] }];
    const { client } = createTestClient(
      { url: 'http://127.0.0.1:9/open/v3', token: 't' },
      { fetch: fetchAnswering(answers[0]) },
    );
    const error = await caught(() => collectPages(client.listJobs()));
    expect(error).toMatchObject({ kind: 'invalid_response', field: 'next' });
  });
});
