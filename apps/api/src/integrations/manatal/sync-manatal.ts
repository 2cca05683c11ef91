import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ManatalClient } from './manatal-client';
import { isManatalError } from './manatal-errors';
import { mapCandidate, mapJob, mapOrganization } from './manatal-mappers';
import {
  beginSyncRun,
  finishSyncRun,
  lastSuccessfulSyncStart,
  type SyncCounts,
  type SyncKind,
} from './sync-runs.repository';
import { clientIdsByManatalId, upsertCandidates, upsertClients, upsertJobs } from './sync-upserts.repository';

export type SyncResult = SyncCounts & {
  run_id: number;
  status: 'succeeded' | 'failed';
  error: string | null;
  incremental_since: string | null;
};
type SyncOptions = { db: Db; manatal: ManatalClient; full?: boolean };

/**
 * Runs one sync of a kind: page by page, each page upserted in its own transaction, so a failure half-way leaves
 * every page fully applied or not at all and the run records the error. Starts from the last successful run
 * (incremental) unless `full`. A run of the same kind already going, on any instance, answers 409.
 */
async function runSync<T>(
  options: SyncOptions & { kind: SyncKind },
  pages: (since: Date | undefined) => AsyncIterable<T[]>,
  writePage: (tx: Db, items: T[]) => Promise<SyncCounts>,
): Promise<SyncResult> {
  const { db, kind } = options;
  const since = options.full ? null : await lastSuccessfulSyncStart(db, kind);
  const runId = await beginSyncRun(db, kind);
  if (runId === null) throw new AppError('CONFLICT', `A Manatal sync of ${kind} is already running`);
  const counts: SyncCounts = { created: 0, updated: 0, failed: 0 };
  let error: string | null = null;
  try {
    for await (const items of pages(since ?? undefined)) {
      const page = await db.transaction((tx) => writePage(tx, items));
      counts.created += page.created;
      counts.updated += page.updated;
      counts.failed += page.failed;
    }
  } catch (cause) {
    error = cause instanceof Error ? cause.message : String(cause);
    if (!isManatalError(cause)) throw cause;
  } finally {
    await finishSyncRun(db, runId, { ...counts, error });
  }
  return {
    ...counts,
    run_id: runId,
    status: error ? 'failed' : 'succeeded',
    error,
    incremental_since: since?.toISOString() ?? null,
  };
}

/** Dedupes a page by Manatal id (the last copy wins): one statement may not touch a row twice. */
function byId<T extends { manatal_id: number }>(rows: T[]): T[] {
  return [...new Map(rows.map((r) => [r.manatal_id, r])).values()];
}

export function syncClients(options: SyncOptions) {
  return runSync(
    { ...options, kind: 'clients' },
    (since) => options.manatal.listOrganizations({ updatedSince: since }),
    async (tx, items) => ({ ...(await upsertClients(tx, byId(items.map(mapOrganization)))), failed: 0 }),
  );
}

/**
 * Positions. An organization not synced yet is fetched and added first so the position gets its client; one that
 * Manatal no longer has leaves the position without a client, counted as failed.
 */
export function syncJobs(options: SyncOptions) {
  const { manatal } = options;
  return runSync(
    { ...options, kind: 'jobs' },
    (since) => manatal.listJobs({ updatedSince: since }),
    async (tx, items) => {
      const mapped = byId(items.map(mapJob));
      const orgIds = [
        ...new Set(mapped.flatMap((j) => (j.client_manatal_id === null ? [] : [j.client_manatal_id]))),
      ];
      const known = await clientIdsByManatalId(tx, orgIds);
      const fetched = [];
      for (const id of orgIds.filter((orgId) => !known.has(orgId))) {
        try {
          fetched.push(mapOrganization(await manatal.getOrganization(id)));
        } catch (error) {
          if (!isManatalError(error, 'not_found')) throw error;
        }
      }
      await upsertClients(tx, fetched);
      const clientIds = await clientIdsByManatalId(tx, orgIds);
      const rows = mapped.map((j) => ({
        ...j,
        client_id: j.client_manatal_id === null ? null : (clientIds.get(j.client_manatal_id) ?? null),
      }));
      const failed = rows.filter(
        (r, i) => r.client_id === null && mapped[i]?.client_manatal_id !== null,
      ).length;
      return { ...(await upsertJobs(tx, rows)), failed };
    },
  );
}

/** Candidates' own fields; notes and experience come with the import of a single candidate. */
export function syncCandidates(options: SyncOptions) {
  return runSync(
    { ...options, kind: 'candidates' },
    (since) => options.manatal.listCandidates({ updatedSince: since }),
    async (tx, items) => {
      const { created, updated } = await upsertCandidates(
        tx,
        byId(items.map((candidate) => mapCandidate({ candidate }))),
        false,
      );
      return { created, updated, failed: 0 };
    },
  );
}
