import { describe, expect, it } from 'vitest';
import { generateFakeManatalData } from './fake-manatal-data';
import { startFakeManatal } from './fake-manatal-server';
import { startTestFake } from './manatal-test-support';

type Fake = Awaited<ReturnType<typeof startTestFake>>;

async function get(fake: Fake, path: string, token: string | null = fake.token) {
  const response = await fetch(`${fake.url}${path}`, {
    headers: token === null ? {} : { Authorization: `Token ${token}` },
    redirect: 'manual',
  });
  const text = await response.text();
  return { status: response.status, headers: response.headers, text, json: () => JSON.parse(text) };
}

describe('fake Manatal: transport', () => {
  it('answers 401 with a DRF detail when the token is missing or wrong', async () => {
    const fake = await startTestFake();
    expect(await get(fake, '/jobs/', null)).toMatchObject({
      status: 401,
      text: '{"detail":"Authentication credentials were not provided."}',
    });
    expect(await get(fake, '/jobs/', 'nope')).toMatchObject({
      status: 401,
      text: '{"detail":"Invalid token."}',
    });
  });

  it('paginates with a default size of 10, caps page_size at 100, and links pages with absolute URLs', async () => {
    const fake = await startTestFake({ sizes: { candidates: 230 } });
    const first = (await get(fake, '/candidates/')).json();
    expect(first).toMatchObject({ count: 230, previous: null, next: `${fake.url}/candidates/?page=2` });
    expect(first.results).toHaveLength(10);

    const capped = (await get(fake, '/candidates/?page_size=500&page=3')).json();
    expect(capped.results).toHaveLength(30);
    expect(capped.next).toBeNull();
    expect(capped.previous).toBe(`${fake.url}/candidates/?page_size=500&page=2`);
  });

  it('answers 404 "Invalid page." out of range and "Not found." for unknown records', async () => {
    const fake = await startTestFake();
    expect(await get(fake, '/jobs/?page=99')).toMatchObject({
      status: 404,
      text: '{"detail":"Invalid page."}',
    });
    expect(await get(fake, '/jobs/?page=abc')).toMatchObject({
      status: 404,
      text: '{"detail":"Invalid page."}',
    });
    expect(await get(fake, '/jobs/4242/')).toMatchObject({ status: 404, text: '{"detail":"Not found."}' });
    expect(await get(fake, '/matches/')).toMatchObject({ status: 404, text: '{"detail":"Not found."}' });
  });

  it('redirects a path without its trailing slash, as Django does', async () => {
    const fake = await startTestFake();
    const answer = await get(fake, '/jobs/1');
    expect(answer.status).toBe(301);
    expect(answer.headers.get('location')).toBe('/open/v3/jobs/1/');
  });

  it('throttles past its per-minute limit with the documented 429 body', async () => {
    const fake = await startTestFake({ rateLimitPerMinute: 3 });
    for (let index = 0; index < 3; index++) expect((await get(fake, '/jobs/1/')).status).toBe(200);
    const throttled = await get(fake, '/jobs/1/');
    expect(throttled.status).toBe(429);
    expect(throttled.json().detail).toMatch(/^Request was throttled\. Expected available in \d+ seconds\.$/);
    expect(Number(throttled.headers.get('retry-after'))).toBeGreaterThan(0);
  });

  it('applies queued faults in order, one request each, until reset', async () => {
    const fake = await startTestFake();
    fake.faults.failNext(1, 502);
    fake.faults.malformedNext(1);
    fake.faults.rateLimitNext(1, 5);
    fake.faults.redirectNext(1);
    expect(await get(fake, '/jobs/1/')).toMatchObject({ status: 502, text: '<h1>Server Error (502)</h1>' });
    const malformed = await get(fake, '/jobs/1/');
    expect(malformed.status).toBe(200);
    expect(() => malformed.json()).toThrow(SyntaxError);
    expect((await get(fake, '/jobs/1/')).json()).toEqual({
      detail: 'Request was throttled. Expected available in 5 seconds.',
    });
    expect((await get(fake, '/jobs/1/')).status).toBe(302);
    fake.faults.failNext(3);
    fake.faults.reset();
    expect((await get(fake, '/jobs/1/')).status).toBe(200);
  });

  it('listens on loopback only', async () => {
    await expect(startFakeManatal({ host: '0.0.0.0' })).rejects.toThrow(/loopback only/);
  });
});

describe('fake Manatal: filters and sub-resources', () => {
  it('filters by email, job status and organization_id, and updated_at__gte', async () => {
    const fake = await startTestFake({ sizes: { organizations: 3, jobs: 40, candidates: 50 } });
    const someone = fake.data.candidates.find((candidate) => candidate.email);
    const byEmail = (await get(fake, `/candidates/?email=${someone?.email}`)).json();
    expect(byEmail.results.map((candidate: { id: number }) => candidate.id)).toEqual([someone?.id]);

    const jobs = (await get(fake, '/jobs/?status=active&organization_id=2&page_size=100')).json();
    const expected = fake.data.jobs.filter((job) => job.status === 'active' && job.organization === 2);
    expect(jobs.count).toBe(expected.length);

    const recent = (await get(fake, '/organizations/?updated_at__gte=2025-01-01T00:00:00Z')).json();
    expect(recent.results.every((org: { updated_at: string }) => org.updated_at >= '2025-01-01')).toBe(true);
    expect(await get(fake, '/jobs/?updated_at__gte=yesterday')).toMatchObject({
      status: 400,
      text: '{"updated_at__gte":["Enter a valid date/time."]}',
    });
  });

  it('serves notes as a bare array and experiences in the envelope', async () => {
    const fake = await startTestFake();
    const notes = (await get(fake, '/candidates/1/notes/')).json();
    expect(notes).toEqual(fake.data.notes.get(1));
    const experiences = (await get(fake, '/candidates/1/experiences/')).json();
    expect(experiences.results).toEqual(fake.data.experiences.get(1));
    expect((await get(fake, '/jobs/1/notes/')).status).toBe(404);
  });
});

describe('fake Manatal: generated data', () => {
  it('is the same for the same seed, of the requested size, with some non-Latin names', () => {
    const sizes = { organizations: 500, jobs: 2000, candidates: 10_000 };
    const data = generateFakeManatalData(sizes);
    expect(data.candidates).toHaveLength(10_000);
    expect(data.jobs).toHaveLength(2000);
    expect(generateFakeManatalData({ ...sizes, candidates: 50 }).candidates).toEqual(
      data.candidates.slice(0, 50),
    );
    expect(data.candidates.some((candidate) => /[\u0400-\u04ff]/.test(candidate.full_name))).toBe(true);
    expect(data.candidates.some((candidate) => /[\u4e00-\u9fff]/.test(candidate.full_name))).toBe(true);
    expect(new Set(data.jobs.map((job) => job.status))).toEqual(
      new Set(['active', 'on_hold', 'won', 'lost']),
    );
    expect(data.jobs.every((job) => job.organization >= 1 && job.organization <= 500)).toBe(true);
    expect(data.candidates.every((candidate) => candidate.updated_at >= candidate.created_at)).toBe(true);
  });
});
