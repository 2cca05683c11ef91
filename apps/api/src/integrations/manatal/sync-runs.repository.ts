import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { syncRuns } from '../../db/schema/index';

export type SyncKind = (typeof syncRuns.$inferSelect)['kind'];
export type SyncCounts = { created: number; updated: number; failed: number };

/** A run left "running" this long ago was cut off (the process stopped); it no longer blocks new runs. */
const STALE_RUN = sql`interval '2 hours'`;

/**
 * Records the start of a run; null when a run of the same kind is already going (on any instance), which the
 * partial unique index `sync_runs_one_running_per_kind` guarantees.
 */
export async function beginSyncRun(db: Db, kind: SyncKind): Promise<number | null> {
  await db
    .update(syncRuns)
    .set({
      status: 'failed',
      finishedAt: sql`now()`,
      error: 'Interrupted: the process stopped during the run',
    })
    .where(
      and(
        eq(syncRuns.kind, kind),
        eq(syncRuns.status, 'running'),
        lt(syncRuns.startedAt, sql`now() - ${STALE_RUN}`),
      ),
    );
  const rows = await db
    .insert(syncRuns)
    .values({ kind, status: 'running' })
    .onConflictDoNothing()
    .returning({ id: syncRuns.id });
  return rows[0]?.id ?? null;
}

export async function finishSyncRun(
  db: Db,
  id: number,
  outcome: SyncCounts & { error: string | null },
): Promise<void> {
  await db
    .update(syncRuns)
    .set({ ...outcome, status: outcome.error ? 'failed' : 'succeeded', finishedAt: sql`now()` })
    .where(eq(syncRuns.id, id));
}

/** Where an incremental run starts: the start of the last run of the kind that succeeded. */
export async function lastSuccessfulSyncStart(db: Db, kind: SyncKind): Promise<Date | null> {
  const [row] = await db
    .select({ startedAt: syncRuns.startedAt })
    .from(syncRuns)
    .where(and(eq(syncRuns.kind, kind), eq(syncRuns.status, 'succeeded')))
    .orderBy(desc(syncRuns.startedAt))
    .limit(1);
  return row?.startedAt ?? null;
}
