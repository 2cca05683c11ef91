import {
  type RescheduleInterviewInput,
  rescheduleInterviewSchema,
} from '@interview-hub/contracts/interviews';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { agencyTimeZone } from '../settings/agency-settings';
import { assertBookableTime, assertNoConflict } from './booking-rules';
import {
  findBookingParties,
  findInterviewForUpdate,
  insertInterviewEvent,
  updateInterview,
} from './interview-writes.repository';
import { queueInterviewNotifications } from './notify-interviewer';

type Context = { db: Db; queue: JobQueue; config: Config; actor: Actor; id: number };

/** Loads a scheduled interview for change, locked until the transaction ends; cancelled and completed are final. */
async function lockScheduled(tx: Db, id: number, verb: string) {
  const interview = await findInterviewForUpdate(tx, id);
  if (!interview) throw new AppError('NOT_FOUND', 'Interview not found');
  if (interview.status !== 'scheduled') {
    throw new AppError('CONFLICT', `A ${interview.status} interview cannot be ${verb}`);
  }
  return interview;
}

async function notify(
  tx: Db,
  context: Context,
  kind: 'rescheduled' | 'cancelled',
  interview: Awaited<ReturnType<typeof updateInterview>>,
) {
  const parties = await findBookingParties(tx, {
    interviewerId: interview.interviewerId,
    jobId: interview.jobId,
    candidateId: interview.candidateId,
  });
  if (!parties.interviewer || !parties.job || !parties.candidate) return async () => {};
  return queueInterviewNotifications(tx, context.queue, {
    kind,
    interview,
    interviewer: parties.interviewer,
    candidate: parties.candidate,
    job: parties.job,
    config: context.config,
  });
}

/** Moves a scheduled interview: same rules as booking, the count goes up, the history keeps both times. */
export async function rescheduleInterview(
  context: Context & { input: RescheduleInterviewInput },
): Promise<void> {
  const input = rescheduleInterviewSchema.parse(context.input);
  const date = new Date(input.date);
  assertBookableTime(
    date,
    input.timezone ?? (await agencyTimeZone(context.db, context.config.defaultTimeZone)),
  );
  const deliver = await context.db.transaction(async (tx) => {
    const before = await lockScheduled(tx, context.id, 'rescheduled');
    await assertNoConflict(tx, {
      interviewerId: before.interviewerId,
      candidateId: before.candidateId,
      start: date,
      duration: input.duration,
      excludeId: before.id,
      allowConflict: input.allow_conflict ?? false,
    });
    const after = await updateInterview(tx, before.id, {
      date,
      duration: input.duration,
      rescheduleCount: before.rescheduleCount + 1,
    });
    await insertInterviewEvent(tx, {
      interviewId: before.id,
      kind: 'rescheduled',
      actorId: context.actor.id,
      fromDate: before.date,
      toDate: date,
      fromDuration: before.duration,
      toDuration: input.duration,
      reason: input.reason || null,
    });
    await writeAudit(tx, {
      actorId: context.actor.id,
      action: 'interview.reschedule',
      entity: 'interview',
      entityId: before.id,
      before,
      after,
    });
    return notify(tx, context, 'rescheduled', after);
  });
  await deliver();
}

/** Calls a scheduled interview off for good. */
export async function cancelInterview(context: Context): Promise<void> {
  const deliver = await context.db.transaction(async (tx) => {
    const before = await lockScheduled(tx, context.id, 'cancelled');
    const after = await updateInterview(tx, before.id, { status: 'cancelled' });
    await insertInterviewEvent(tx, {
      interviewId: before.id,
      kind: 'cancelled',
      actorId: context.actor.id,
      fromDate: before.date,
    });
    await writeAudit(tx, {
      actorId: context.actor.id,
      action: 'interview.cancel',
      entity: 'interview',
      entityId: before.id,
      before,
      after,
    });
    return notify(tx, context, 'cancelled', after);
  });
  await deliver();
}
