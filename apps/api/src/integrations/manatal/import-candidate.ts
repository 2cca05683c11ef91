import { IMPORT_FAILED_MESSAGE as IMPORT_FAILED } from '@interview-hub/contracts/manatal';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import type { ManatalClient } from './manatal-client';
import { isManatalError } from './manatal-errors';
import { mapCandidate } from './manatal-mappers';
import { beginSyncRun, finishSyncRun } from './sync-runs.repository';
import { candidateIdByManatalId, upsertCandidates } from './sync-upserts.repository';

/**
 * Creates or refreshes one candidate from Manatal with notes and experience. Unknown id → 404; Manatal failing
 * → 502. Each import is recorded as a `candidate_import` run.
 */
export async function importCandidate(options: { db: Db; manatal: ManatalClient; manatalId: number }) {
  const { db, manatal, manatalId } = options;
  let mapped: ReturnType<typeof mapCandidate>;
  try {
    const [candidate, notes, experiences] = await Promise.all([
      manatal.getCandidate(manatalId),
      manatal.getCandidateNotes(manatalId),
      manatal.getCandidateExperiences(manatalId),
    ]);
    mapped = mapCandidate({ candidate, notes, experiences });
  } catch (error) {
    if (isManatalError(error, 'not_found')) throw new AppError('NOT_FOUND', IMPORT_FAILED);
    if (isManatalError(error)) throw new AppError('UPSTREAM_FAILED', `${IMPORT_FAILED} (${error.message})`);
    throw error;
  }
  const runId = await beginSyncRun(db, 'candidate_import');
  const existed = (await candidateIdByManatalId(db, manatalId)) !== null;
  const result = await db.transaction((tx) => upsertCandidates(tx, [mapped], true));
  const id = (await candidateIdByManatalId(db, manatalId)) ?? result.ids[0];
  if (runId !== null)
    await finishSyncRun(db, runId, {
      created: result.created,
      updated: result.updated,
      failed: 0,
      error: null,
    });
  if (id === undefined) throw new Error('imported candidate not found');
  return { id, created: !existed, updated: result.updated > 0 };
}
