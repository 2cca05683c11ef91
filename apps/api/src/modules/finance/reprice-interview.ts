import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findInterviewForUpdate } from '../interviews/interview-writes.repository';
import { postInterviewLines } from '../ledger/post-interview-lines';
import { readAgencySettings } from '../settings/agency-settings';
import { listLedgerLines } from './finance-reads';

/** An interview's ledger lines, oldest first (admins). */
export async function interviewLedger(db: Db, interviewId: number) {
  return listLedgerLines(db, { interviewId, page: 1, limit: 200 });
}

/**
 * Prices an interview again with today's rates (a rate fixed later), under its row lock: what changed is reversed
 * and added again, with who and why; nothing changes when the price is the same.
 */
export async function repriceInterview(options: {
  db: Db;
  actor: Actor;
  interviewId: number;
  reason: string;
  defaultTimeZone: string;
}) {
  const { settings } = await readAgencySettings(options.db, options.defaultTimeZone);
  await options.db.transaction(async (tx) => {
    if (!(await findInterviewForUpdate(tx, options.interviewId))) {
      throw new AppError('NOT_FOUND', 'Interview not found');
    }
    await postInterviewLines(tx, {
      interviewId: options.interviewId,
      actorId: options.actor.id,
      reason: `Priced again: ${options.reason}`,
      settings,
    });
  });
  return interviewLedger(options.db, options.interviewId);
}
