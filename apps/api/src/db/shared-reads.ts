import type { FastifyInstance } from 'fastify';

type InFlight = { generation: number; result: Promise<unknown> };

const inFlightByDb = new WeakMap<object, Map<string, InFlight>>();
/** Bumped whenever a request of this process may have changed data (see `registerSharedReadReset`). */
let generation = 0;

/**
 * Lets concurrent callers of the same read share one run of it. A caller joins a run only when it started after
 * this process's last write, so nobody gets an answer older than a change they could have seen; a change by
 * another instance can be missed only by the callers that join a run already under way, i.e. for the duration of
 * one query. Nothing is kept once the run ends.
 *
 * Used for the exact totals of the big lists: `count(*)` over 100,000 interviews costs 10 ms of database time,
 * and 50 people opening the interviews screen at once need one count, not 50.
 *
 * @example
 * const total = await sharedRead(db, `interviews:${JSON.stringify(filters)}`, () => countInterviews(db, filters));
 */
export function sharedRead<T>(db: object, key: string, read: () => Promise<T>): Promise<T> {
  let reads = inFlightByDb.get(db);
  if (!reads) {
    reads = new Map();
    inFlightByDb.set(db, reads);
  }
  const running = reads.get(key);
  if (running && running.generation === generation) return running.result as Promise<T>;
  const entry: InFlight = { generation, result: Promise.resolve() };
  const result = read().finally(() => {
    if (reads.get(key) === entry) reads.delete(key);
  });
  entry.result = result;
  reads.set(key, entry);
  return result;
}

const writeMethods = new Set(['POST', 'PUT', 'PATCH', 'DELETE']);

/**
 * Any write request ends the sharing of reads that started before its answer: a client that reloads a list after
 * its own change always gets a fresh total. Bumped before the answer is sent, i.e. after the write committed.
 */
export function registerSharedReadReset(app: FastifyInstance): void {
  app.addHook('onSend', async (request) => {
    if (writeMethods.has(request.method)) generation++;
  });
}
