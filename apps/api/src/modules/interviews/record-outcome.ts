import { isLate } from '@interview-hub/contracts/deadlines';
import {
  type AttendanceOutcome,
  type CancellationInput,
  type CancellingParty,
  type CancelReason,
  cancelInterviewSchema,
  OUTCOME_BEFORE_START,
  type RecordOutcomeInput,
  recordOutcomeSchema,
} from '@interview-hub/contracts/interviews';
import { can } from '@interview-hub/contracts/permissions';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { findFeedbackOfInterview } from '../feedbacks/feedbacks.repository';
import { postInterviewLines } from '../ledger/post-interview-lines';
import { readAgencySettings } from '../settings/agency-settings';
import { interviewScopeFor } from './interview-dto';
import { findInterviewForUpdate, insertInterviewEvent, updateInterview } from './interview-writes.repository';
import { findInterviewRow } from './interviews.repository';
import { notifyChange } from './notify-change';

type Context = { db: Db; queue: JobQueue; config: Config; actor: Actor; id: number };

type Outcome =
  | { outcome: AttendanceOutcome; note?: string }
  | { outcome: 'cancelled'; cancelled_by: CancellingParty; reason: CancelReason; note?: string };

const statusWords: Record<string, string> = {
  completed: 'completed',
  candidate_no_show: 'a candidate no-show',
  interviewer_no_show: 'an interviewer no-show',
};

const outcomeWords: Record<string, string> = {
  scheduled: 'scheduled',
  ...statusWords,
  cancelled: 'cancelled',
};

/** Why the ledger changes: 'Outcome recorded: completed', 'Outcome changed from completed to …', 'Cancelled by …'. */
function ledgerReason(from: string, outcome: Outcome, late: boolean): string {
  if (outcome.outcome === 'cancelled')
    return `Cancelled by the ${outcome.cancelled_by}${late ? ', late' : ''}`;
  const to = outcomeWords[outcome.outcome] ?? outcome.outcome;
  return from === 'scheduled'
    ? `Outcome recorded: ${to}`
    : `Outcome changed from ${outcomeWords[from] ?? from} to ${to}`;
}

/**
 * Locks the interview and checks the change may be made: it is visible to the caller, not cancelled, without
 * feedback, and an attendance outcome (or anything an interviewer records) comes after the start.
 */
async function lockForOutcome(tx: Db, context: Context, outcome: Outcome, now: Date) {
  const visible = await findInterviewRow(tx, context.id, interviewScopeFor(context.actor));
  const interview = visible && (await findInterviewForUpdate(tx, context.id));
  if (!interview) throw new AppError('NOT_FOUND', 'Interview not found');
  if (interview.status === 'cancelled') {
    throw new AppError('CONFLICT', 'A cancelled interview cannot be changed');
  }
  // Checked under the lock: a feedback submitted a moment ago (it locks the row too) has committed by now.
  if (await findFeedbackOfInterview(tx, interview.id)) {
    throw new AppError('CONFLICT', 'Feedback was submitted: the interview is completed');
  }
  const started = interview.date.getTime() <= now.getTime();
  const staff = can(context.actor.role, 'interviews.readAll');
  if (!started && (outcome.outcome !== 'cancelled' || !staff)) {
    throw new AppError('CONFLICT', OUTCOME_BEFORE_START, { starts_at: interview.date.toISOString() });
  }
  return interview;
}

/**
 * Records what became of an interview, in one transaction with its history line and audit: attended, a no-show
 * (both after the start), or a cancellation with its party and reason (staff at any time, the interviewer after
 * the start). A recorded outcome may be corrected until feedback arrives; a cancellation is final.
 */
async function applyOutcome(context: Context, outcome: Outcome): Promise<void> {
  const now = new Date();
  const { settings } = await readAgencySettings(context.db, context.config.defaultTimeZone);
  const deliver = await context.db.transaction(async (tx) => {
    const before = await lockForOutcome(tx, context, outcome, now);
    if (outcome.outcome !== 'cancelled' && before.status === outcome.outcome) {
      throw new AppError('CONFLICT', `The interview is already recorded as ${statusWords[outcome.outcome]}`);
    }
    const cancelled = outcome.outcome === 'cancelled' ? outcome : null;
    const late = cancelled ? isLate(before.date, now, settings) : false;
    const after = await updateInterview(tx, before.id, {
      status: outcome.outcome,
      cancelledBy: cancelled?.cancelled_by ?? null,
      cancelReason: cancelled?.reason ?? null,
      outcomeNote: outcome.note || null,
      outcomeLate: late,
    });
    await postInterviewLines(tx, {
      interviewId: before.id,
      actorId: context.actor.id,
      reason: ledgerReason(before.status, outcome, late),
      settings,
      now,
    });
    await insertInterviewEvent(tx, {
      interviewId: before.id,
      kind: outcome.outcome,
      actorId: context.actor.id,
      fromDate: before.date,
      reason: outcome.note || null,
      cancelledBy: cancelled?.cancelled_by ?? null,
      reasonCode: cancelled?.reason ?? null,
      late,
    });
    await writeAudit(tx, {
      actorId: context.actor.id,
      action: cancelled ? 'interview.cancel' : 'interview.outcome',
      entity: 'interview',
      entityId: before.id,
      before,
      after,
    });
    return cancelled ? notifyChange(tx, { ...context, settings }, 'cancelled', after) : async () => {};
  });
  await deliver();
}

/** Cancels an interview (the spec's call): without a body it is the agency's, for a reason not given. */
export async function cancelInterview(
  context: Context & { input?: CancellationInput | null },
): Promise<void> {
  const input = cancelInterviewSchema.parse(context.input);
  await applyOutcome(context, {
    outcome: 'cancelled',
    ...(input ?? { cancelled_by: 'agency', reason: 'unknown' }),
  });
}

/** Records an outcome after the start, or a cancellation. */
export async function recordOutcome(context: Context & { input: RecordOutcomeInput }): Promise<void> {
  const input = recordOutcomeSchema.parse(context.input);
  await applyOutcome(context, input);
}
