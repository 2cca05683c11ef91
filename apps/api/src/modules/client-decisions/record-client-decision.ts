import {
  type ClientDecisionRecord,
  DECISION_NEEDS_FEEDBACK,
  decisionDayProblem,
  decisionHistoryWords,
  type RecordClientDecisionInput,
  recordClientDecisionSchema,
} from '@interview-hub/contracts/client-decisions';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findFeedbackOfInterview } from '../feedbacks/feedbacks.repository';
import { findInterviewForUpdate, insertInterviewEvent } from '../interviews/interview-writes.repository';
import { agencyTimeZone } from '../settings/agency-settings';
import {
  deleteClientDecision,
  findClientDecision,
  findClientDecisionForUpdate,
  upsertClientDecision,
} from './client-decisions.repository';

type Context = { db: Db; config: Config; actor: Actor; id: number };

/** Locks the interview (so changes to its decision apply one after another); 404 when there is none. */
async function lockInterview(tx: Db, id: number) {
  const interview = await findInterviewForUpdate(tx, id);
  if (!interview) throw new AppError('NOT_FOUND', 'Interview not found');
  return interview;
}

/**
 * Records the client's decision on the interview's candidate, or replaces the one recorded, in one transaction
 * with a line of the interview's history and the audit. It answers the report, so it needs the feedback
 * (a cancelled interview or a no-show has none); its day lies between the interview's day and today, in the
 * agency's time zone. Recorded by the caller, for the agency (decision 028).
 */
export async function recordClientDecision(
  context: Context & { input: RecordClientDecisionInput },
): Promise<ClientDecisionRecord> {
  const input = recordClientDecisionSchema.parse(context.input);
  const timeZone = await agencyTimeZone(context.db, context.config.defaultTimeZone);
  await context.db.transaction(async (tx) => {
    const interview = await lockInterview(tx, context.id);
    if (!(await findFeedbackOfInterview(tx, interview.id))) {
      throw new AppError('CONFLICT', DECISION_NEEDS_FEEDBACK);
    }
    const problem = decisionDayProblem({
      decidedOn: input.decided_on,
      interviewStart: interview.date,
      timeZone,
      now: new Date(),
    });
    if (problem) throw new AppError('RULE_BROKEN', problem, { field: 'decided_on' });
    const before = await findClientDecisionForUpdate(tx, interview.id);
    const after = await upsertClientDecision(tx, {
      interviewId: interview.id,
      decision: input.decision,
      decidedOn: input.decided_on,
      comment: input.comment || null,
      recordedBy: context.actor.id,
      recordedByParty: 'agency',
    });
    await insertInterviewEvent(tx, {
      interviewId: interview.id,
      kind: 'client_decision',
      actorId: context.actor.id,
      reason: before
        ? `${decisionHistoryWords(after)} (was ${decisionHistoryWords(before)})`
        : decisionHistoryWords(after),
    });
    await writeAudit(tx, {
      actorId: context.actor.id,
      action: 'interview.client_decision',
      entity: 'interview',
      entityId: interview.id,
      before,
      after,
    });
  });
  const recorded = await findClientDecision(context.db, context.id);
  if (!recorded) throw new Error('the recorded client decision was not found');
  return recorded;
}

/** Clears a decision recorded by mistake, keeping what it was in the history; 404 when none is recorded. */
export async function clearClientDecision(context: Context): Promise<void> {
  await context.db.transaction(async (tx) => {
    const interview = await lockInterview(tx, context.id);
    const before = await findClientDecisionForUpdate(tx, interview.id);
    if (!before) throw new AppError('NOT_FOUND', "No client's decision is recorded for this interview");
    await deleteClientDecision(tx, interview.id);
    await insertInterviewEvent(tx, {
      interviewId: interview.id,
      kind: 'client_decision_cleared',
      actorId: context.actor.id,
      reason: `Was ${decisionHistoryWords(before)}`,
    });
    await writeAudit(tx, {
      actorId: context.actor.id,
      action: 'interview.client_decision_clear',
      entity: 'interview',
      entityId: interview.id,
      before,
      after: null,
    });
  });
}
