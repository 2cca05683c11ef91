import { setFlagsFromString } from 'node:v8';
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
 * their turn in arrival order (p99 1.2 s, no time-outs, and more requests per second: `bench/RESULTS.md`).
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

/**
 * PostgreSQL settings of the embedded database. PGlite's default shared_buffers (128 MB) sits in the server
 * process's own memory; 16 MB ran the benchmark's reads (100,000 interviews) as fast, since the operating system
 * caches the data files anyway. 32 MB took about 100 MB off the server's resident memory, 16 MB another 20 MB
 * at its peak under load.
 */
const EMBEDDED_SETTINGS = ['shared_buffers=16MB'];

/**
 * V8 settings of a process that embeds the database, set whenever it opens one (setting them again changes
 * nothing). V8 reads both when it uses them, so they apply without process flags, however the server is started.
 * Measured under the benchmark's load on the embedded database (`bench/RESULTS.md`, decision record 008):
 * - One task compiles PostgreSQL's WebAssembly in the background instead of one per V8 worker thread. Each worker
 *   kept its compiler's memory in a malloc arena of its own: about 40 MB less at ready, no slower start.
 * - The old generation may grow by 10 % of what survived the last full collection before the next one, instead
 *   of up to 4×. Under load, every request waits its turn at the database for hundreds of milliseconds, long enough
 *   for its objects to be promoted; they die when it ends, but the old generation grew by 100 MB before V8 collected.
 */
const EMBEDDED_PROCESS_V8_FLAGS = ['--wasm-num-compilation-tasks=1', '--heap-growing-percent=10'];

/**
 * Opens the embedded database (a FairPGlite with our settings) and waits until it is ready. The API and the
 * benchmark's baseline both open it here.
 */
export async function openPgliteClient(options: PGliteOptions): Promise<FairPGlite> {
  for (const flag of EMBEDDED_PROCESS_V8_FLAGS) setFlagsFromString(flag);
  const client = new FairPGlite({ postgresqlconf: EMBEDDED_SETTINGS, ...options });
  await client.waitReady;
  return client;
}
