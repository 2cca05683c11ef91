import { onTestFinished } from 'vitest';
import { type FakeManatal, type FakeManatalOptions, startFakeManatal } from './fake-manatal-server';
import { createManatalClient, type ManatalClientOptions } from './manatal-client';

/** Starts a fake Manatal for one test and closes it when the test ends. */
export async function startTestFake(options: FakeManatalOptions = {}): Promise<FakeManatal> {
  const fake = await startFakeManatal({
    token: 'test-token',
    sizes: { organizations: 5, jobs: 12, candidates: 30 },
    ...options,
  });
  onTestFinished(() => fake.close());
  return fake;
}

/**
 * A client of `fake` whose retry waits are recorded instead of slept, with jitter fixed at the middle, so
 * tests are fast and can assert how long the client would have waited.
 */
export function createTestClient(
  fake: Pick<FakeManatal, 'url' | 'token'>,
  options: Partial<ManatalClientOptions> = {},
) {
  const waits: number[] = [];
  const client = createManatalClient({
    baseUrl: fake.url,
    token: fake.token,
    random: () => 0.5,
    sleep: async (ms) => {
      waits.push(ms);
    },
    ...options,
  });
  return { client, waits };
}

export async function collectPages<T>(pages: AsyncIterable<T[]>): Promise<T[][]> {
  const out: T[][] = [];
  for await (const page of pages) out.push(page);
  return out;
}

/** Runs `action` and returns what it threw (failing when it did not throw). */
export async function caught(action: () => Promise<unknown>): Promise<unknown> {
  try {
    await action();
  } catch (error) {
    return error;
  }
  throw new Error('Expected the call to fail, but it succeeded');
}

/** A `fetch` that answers every request with this JSON body, for shapes the fake never sends. */
export function fetchAnswering(body: unknown): typeof fetch {
  return async () =>
    new Response(JSON.stringify(body), { status: 200, headers: { 'content-type': 'application/json' } });
}
