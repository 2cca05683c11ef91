import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../db/client';
import type { ManatalClient } from '../integrations/manatal/manatal-client';
import { syncCandidates, syncClients, syncJobs } from '../integrations/manatal/sync-manatal';
import { AppError } from '../lib/app-error';

/** A cron expression for "every N minutes" (hourly steps from 60 minutes on). */
export function cronEvery(minutes: number): string {
  if (minutes < 60) return `*/${Math.max(1, minutes)} * * * *`;
  return `0 */${Math.min(23, Math.round(minutes / 60))} * * *`;
}

/** The scheduled incremental sync: clients, then positions, then candidates. */
export async function runScheduledManatalSync(options: {
  db: Db;
  manatal: ManatalClient;
  log: FastifyBaseLogger;
}) {
  for (const [kind, sync] of [
    ['clients', syncClients],
    ['jobs', syncJobs],
    ['candidates', syncCandidates],
  ] as const) {
    try {
      const result = await sync({ db: options.db, manatal: options.manatal });
      options.log.info({ kind, ...result }, 'scheduled Manatal sync');
    } catch (error) {
      if (error instanceof AppError && error.code === 'CONFLICT') {
        options.log.info({ kind }, 'scheduled Manatal sync skipped: a run is already going');
        continue;
      }
      throw error;
    }
  }
}
