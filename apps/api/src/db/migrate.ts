import { fileURLToPath } from 'node:url';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { Database, Schema } from './client';

/**
 * The generated SQL migrations. In the built server they are copied beside the bundle (dist/migrations),
 * in the source tree they sit beside this file; both resolve relative to the running module.
 */
export const migrationsFolder = fileURLToPath(new URL('./migrations', import.meta.url));

/** Applies every migration not applied yet. Safe to run at each start. */
export async function migrateDatabase(database: Database, folder = migrationsFolder): Promise<void> {
  if (database.kind === 'pglite') {
    await migratePglite(database.db as unknown as PgliteDatabase<Schema>, { migrationsFolder: folder });
  } else {
    await migrateNodePg(database.db as unknown as NodePgDatabase<Schema>, { migrationsFolder: folder });
  }
}
