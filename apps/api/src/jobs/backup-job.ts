import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { createBackup } from '../modules/backups/create-backup';

/** "At `hour`:00 every day", the nightly backup's cron expression (read in the agency's time zone). */
export const nightlyAt = (hour: number) => `0 ${hour} * * *`;

/**
 * The nightly backup of the embedded database (decision record 019). pg-boss's clock sends one job a minute at
 * most per schedule across instances, so a restart at 03:00 does not back up twice. On PostgreSQL there is no
 * schedule: its backups are pg_dump's or the provider's.
 */
export async function scheduleNightlyBackup(options: {
  boss: PgBoss;
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { boss, database, config, log } = options;
  if (database.kind !== 'pglite') {
    await boss.unschedule('backup-database');
    return;
  }
  await boss.schedule('backup-database', nightlyAt(config.backup.hour), undefined, {
    tz: config.defaultTimeZone,
    // A backup missed by hours is better taken late than never; one that failed is retried once.
    retryLimit: 1,
    retryDelay: 300,
  });
  await boss.work('backup-database', async () => {
    try {
      await createBackup({ database, dataDir: config.dataDir, keep: config.backup.keep, log });
    } catch (error) {
      log.error({ err: error }, 'nightly database backup failed; older backups are kept');
      throw error;
    }
  });
}
