import { PGlite, type PGliteOptions } from '@electric-sql/pglite';

/** Lets the event loop run (accept connections, read requests, send answers) before the next database turn. */
const eventLoopTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/**
 * PGlite that gives the event loop a turn before each query or transaction it runs.
 *
 * PGlite runs PostgreSQL on the server's own thread and queues callers behind one lock. When a query ends, the
 * next caller's query starts in the same microtask run, so while callers are queued the event loop never reaches
 * its I/O phase: under 50 concurrent connections the server stopped accepting new connections and reading their
 * requests for seconds (p99 4.6 s and autocannon time-outs, while every request it did read was answered in
 * 0.3 s). One `setImmediate` inside the lock makes the queue fair again: requests are read as they come and wait
 * their turn in arrival order. Throughput is unchanged (`bench/RESULTS.md`).
 *
 * `_runExclusiveTransaction` is the lock that PGlite's `query`, `exec` and `transaction` take (an overridable
 * member of PGlite's base class); statements inside a transaction run without a break, so it stays short.
 */
export class FairPGlite extends PGlite {
  override _runExclusiveTransaction<T>(work: () => Promise<T>): Promise<T> {
    return super._runExclusiveTransaction(async () => {
      await eventLoopTurn();
      return work();
    });
  }
}

/** Opens a FairPGlite and waits until it is ready (`PGlite.create` would make a plain PGlite). */
export async function createFairPglite(options: PGliteOptions): Promise<FairPGlite> {
  const client = new FairPGlite(options);
  await client.waitReady;
  return client;
}
