import { describe, expect, it } from 'vitest';
import { ManatalError } from './manatal-errors';
import { caught, collectPages, createTestClient, startTestFake } from './manatal-test-support';
import type { LimiterClock } from './rate-limiter';

describe('Manatal client under upstream faults', () => {
  it('waits the time a 429 body states, then carries on without losing or repeating a page', async () => {
    const fake = await startTestFake({ sizes: { candidates: 250 } });
    const { client, waits } = createTestClient(fake);
    const ids: number[] = [];

    for await (const page of client.listCandidates()) {
      if (ids.length === 0) fake.faults.rateLimitNext(1, 7, 'body');
      ids.push(...page.map((candidate) => candidate.id));
    }

    expect(waits).toEqual([7000]);
    expect(ids).toEqual(fake.data.candidates.map((candidate) => candidate.id));
    expect(fake.requests).toHaveLength(4);
  });

  it('waits the Retry-After header when the body gives no time', async () => {
    const fake = await startTestFake();
    fake.faults.rateLimitNext(1, 3, 'header');
    const { client, waits } = createTestClient(fake);

    expect((await client.getCandidate(1)).id).toBe(1);
    expect(waits).toEqual([3000]);
  });

  it('reports rate_limited when 429 keeps coming after the last retry', async () => {
    const fake = await startTestFake();
    fake.faults.rateLimitNext(5, 1);
    const { client, waits } = createTestClient(fake, { maxRetries: 2 });

    expect(await caught(() => client.getJob(1))).toMatchObject({ kind: 'rate_limited', status: 429 });
    expect(waits).toEqual([1000, 1000]);
    expect(fake.requests).toHaveLength(3);
  });

  it('retries a 5xx in the middle of a listing with growing backoff and yields each item once', async () => {
    const fake = await startTestFake({ sizes: { candidates: 250 } });
    const { client, waits } = createTestClient(fake);
    const ids: number[] = [];

    for await (const page of client.listCandidates()) {
      if (ids.length === 0) fake.faults.failNext(2, 503);
      ids.push(...page.map((candidate) => candidate.id));
    }

    expect(ids).toEqual(fake.data.candidates.map((candidate) => candidate.id));
    expect(waits).toEqual([375, 750]);
    expect(fake.requests.map((request) => request.path).slice(1, 4)).toEqual([
      '/open/v3/candidates/?page_size=100&page=2',
      '/open/v3/candidates/?page_size=100&page=2',
      '/open/v3/candidates/?page_size=100&page=2',
    ]);
  });

  it('gives up with an upstream error after maxRetries when 500 persists', async () => {
    const fake = await startTestFake();
    fake.faults.failNext(10, 500);
    const { client, waits } = createTestClient(fake, { maxRetries: 3 });

    const error = await caught(() => client.getOrganization(1));

    expect(error).toMatchObject({ kind: 'upstream', status: 500 });
    expect(waits).toHaveLength(3);
    expect(fake.requests).toHaveLength(4);
  });

  it('retries a response slower than the timeout, then reports timeout when it stays slow', async () => {
    const fake = await startTestFake();
    const { client } = createTestClient(fake, { timeoutMs: 100, maxRetries: 2 });

    fake.faults.slowNext(1, 400);
    expect((await client.getCandidate(2)).id).toBe(2);

    fake.faults.slowNext(3, 400);
    const error = await caught(() => client.getCandidate(2));
    expect(error).toMatchObject({ kind: 'timeout' });
    expect((error as Error).message).toContain('within 100 ms');
    expect(fake.requests).toHaveLength(5);
  });

  it('retries network errors and then reports the host as unreachable', async () => {
    const fake = await startTestFake();
    await fake.close();
    const { client, waits } = createTestClient(fake, { maxRetries: 2 });

    const error = await caught(() => client.getJob(1));

    expect(error).toMatchObject({ kind: 'upstream' });
    expect((error as Error).message).toContain('Could not reach Manatal');
    expect(waits).toHaveLength(2);
  });

  it('reports malformed JSON as invalid_response without retrying', async () => {
    const fake = await startTestFake();
    fake.faults.malformedNext(1);
    const { client } = createTestClient(fake);

    const error = await caught(() => collectPages(client.listCandidates()));

    expect(error).toMatchObject({ kind: 'invalid_response' });
    expect((error as Error).message).toContain('malformed JSON');
    expect(fake.requests).toHaveLength(1);
  });
});

describe('Manatal client answers it does not retry', () => {
  it('reports a rejected token (401 or 403) as "Manatal token rejected" after one request', async () => {
    const fake = await startTestFake();
    const { client } = createTestClient({ url: fake.url, token: 'wrong' });
    const error = await caught(() => collectPages(client.listJobs()));
    expect(error).toBeInstanceOf(ManatalError);
    expect(error).toMatchObject({ kind: 'auth', status: 401, message: 'Manatal token rejected' });
    expect(fake.requests).toHaveLength(1);

    fake.faults.failNext(1, 403);
    const forbidden = await caught(() => createTestClient(fake).client.getJob(1));
    expect(forbidden).toMatchObject({ kind: 'auth', status: 403, message: 'Manatal token rejected' });
  });

  it('reports a missing record as not_found', async () => {
    const fake = await startTestFake();
    const { client } = createTestClient(fake);
    expect(await caught(() => client.getCandidate(999_999))).toMatchObject({
      kind: 'not_found',
      status: 404,
    });
    expect(await caught(() => client.getCandidateNotes(999_999))).toMatchObject({ kind: 'not_found' });
    expect(fake.requests).toHaveLength(2);
  });

  it('does not follow a redirect, not even to another Manatal', async () => {
    const fake = await startTestFake();
    const elsewhere = await startTestFake();
    fake.faults.redirectNext(1, `${elsewhere.url}/candidates/1/`);
    const { client } = createTestClient(fake);

    const error = await caught(() => client.getCandidate(1));

    expect(error).toMatchObject({ kind: 'upstream', status: 302 });
    expect((error as Error).message).toContain('redirects are not followed');
    expect(elsewhere.requests).toHaveLength(0);
    expect(fake.requests).toHaveLength(1);
  });
});

describe('Manatal client rate limiter', () => {
  it('never starts more than requestsPerMinute requests in any 60 s window', async () => {
    const fake = await startTestFake({ sizes: { candidates: 50 } });
    let now = 0;
    const clock: LimiterClock = {
      now: () => now,
      sleep: async (ms) => {
        now += ms;
      },
    };
    const started: number[] = [];
    const { client } = createTestClient(fake, {
      requestsPerMinute: 4,
      clock,
      fetch: (input, init) => {
        started.push(now);
        return fetch(input, init);
      },
    });

    await Promise.all(Array.from({ length: 10 }, (_, index) => client.getCandidate(index + 1)));

    expect(started).toHaveLength(10);
    for (const start of started)
      expect(started.filter((time) => time >= start && time < start + 60_000).length).toBeLessThanOrEqual(4);
    expect(started).toEqual([0, 0, 0, 0, 60_000, 60_000, 60_000, 60_000, 120_000, 120_000]);
    expect(fake.requests).toHaveLength(10);
  });
});
