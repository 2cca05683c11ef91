import { type Config, loadConfig, loadDotEnv } from '../config';
import type { Database } from '../db/client';
import { openConfiguredDatabase } from '../db/open-configured-database';

/** Runs a command-line task on the configured database, printing a clear message instead of a stack on failure. */
export async function runCli(
  task: (context: { config: Config; database: Database }) => Promise<void>,
): Promise<void> {
  let database: Database | undefined;
  try {
    loadDotEnv();
    const config = loadConfig();
    database = await openConfiguredDatabase(config);
    await task({ config, database });
  } catch (error) {
    console.error(error instanceof Error ? error.message : String(error));
    process.exitCode = 1;
  } finally {
    await database?.close();
  }
}
