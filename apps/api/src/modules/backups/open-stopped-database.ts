import { existsSync } from 'node:fs';
import { join } from 'node:path';
import type { Config } from '../../config';
import { type Database, openDatabase } from '../../db/client';
import { DataDirInUseError } from '../../db/data-dir-lock';
import { pgliteDirOf } from './restore-backup';

/**
 * Opens the embedded database of DATA_DIR for a command (db:backup, db:export) while the server is stopped. The
 * data folder's lock tells a running server apart: PGlite must never be opened by two processes at once.
 */
export async function openStoppedDatabase(options: {
  config: Config;
  /** What to do instead while the server runs. */
  whileRunning: string;
  /** What to do instead on PostgreSQL. */
  onPostgres: string;
}): Promise<Database> {
  const { config } = options;
  if (config.databaseUrl) throw new Error(`DATABASE_URL is set: ${options.onPostgres}`);
  if (!existsSync(join(pgliteDirOf(config.dataDir), 'PG_VERSION'))) {
    throw new Error(`No embedded database in ${config.dataDir}.`);
  }
  try {
    return await openDatabase({ kind: 'pglite', dataDir: config.dataDir });
  } catch (error) {
    if (error instanceof DataDirInUseError) throw new Error(options.whileRunning);
    throw error;
  }
}
