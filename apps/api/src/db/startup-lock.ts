import pg from 'pg';

/** The advisory lock key instances take while they set up a PostgreSQL database (any constant bigint). */
const STARTUP_LOCK_KEY = 7_246_917_305;

/**
 * Runs `setUp` (migrations, demo data, the job queue's schema) while holding a PostgreSQL advisory lock, so
 * instances that start together (a scale-out, a rolling deploy) set the database up one after another. Without
 * it they run the same DDL at once: `CREATE SCHEMA IF NOT EXISTS` then fails with a duplicate key in
 * pg_namespace, a migration is applied twice, or demo data is seeded twice. PGlite has one process: no lock.
 */
export async function withStartupLock<T>(
  databaseUrl: string | undefined,
  setUp: () => Promise<T>,
): Promise<T> {
  if (!databaseUrl) return setUp();
  const client = new pg.Client({ connectionString: databaseUrl });
  // Losing this connection only releases the lock early; it must not end the process.
  client.on('error', () => {});
  await client.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [STARTUP_LOCK_KEY]);
    return await setUp();
  } finally {
    // Ending the session releases the lock, also when setting up failed.
    await client.end();
  }
}
