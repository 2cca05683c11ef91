import { feedbackDueAt, isLate } from '@interview-hub/contracts/deadlines';
import { workingHoursOf } from '@interview-hub/contracts/interview-slots';
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
import { assertSlotFree } from '../capacity/assert-slot-free';
import { readAgencySettings } from '../settings/agency-settings';
import { assertBookableTime, assertNoConflict } from './booking-rules';
import { findInterviewForUpdate, insertInterviewEvent, updateInterview } from './interview-writes.repository';
import { notifyChange } from './notify-change';

type Context = { db: Db; queue: JobQueue; config: Config; actor: Actor; id: number };

/** Loads a scheduled interview for change, locked until the transaction ends; any outcome is past moving. */
async function lockScheduled(tx: Db, id: number) {
  const interview = await findInterviewForUpdate(tx, id);
  if (!interview) throw new AppError('NOT_FOUND', 'Interview not found');
  if (interview.status !== 'scheduled') {
    throw new AppError(
      'CONFLICT',
      `A ${interview.status.replaceAll('_', ' ')} interview cannot be rescheduled`,
    );
  }
  return interview;
}

/** Moves a scheduled interview: same rules as booking, the count goes up, the history keeps both times. */
export async function rescheduleInterview(
  context: Context & { input: RescheduleInterviewInput },
): Promise<void> {
  const input = rescheduleInterviewSchema.parse(context.input);
  const date = new Date(input.date);
  const now = new Date();
  const { settings } = await readAgencySettings(context.db, context.config.defaultTimeZone);
  const zone = input.timezone ?? settings.time_zone;
  const hours = workingHoursOf(settings);
  assertBookableTime(date, zone, hours);
  const deliver = await context.db.transaction(async (tx) => {
    const before = await lockScheduled(tx, context.id);
    await assertNoConflict(tx, {
      interviewerId: before.interviewerId,
      candidateId: before.candidateId,
      start: date,
      duration: input.duration,
      excludeId: before.id,
      allowConflict: input.allow_conflict ?? false,
    });
    const override = await assertSlotFree(tx, {
      interviewerId: before.interviewerId,
      candidateId: before.candidateId,
      start: date,
      duration: input.duration,
      gridZone: zone,
      hours,
      agencyZone: settings.time_zone,
      overrideReason: input.override_reason,
      excludeInterviewId: before.id,
      now,
    });
    const after = await updateInterview(tx, before.id, {
      date,
      duration: input.duration,
      rescheduleCount: before.rescheduleCount + 1,
      feedbackDueAt: feedbackDueAt(date, input.duration, settings),
    });
    await insertInterviewEvent(tx, {
      interviewId: before.id,
      kind: 'rescheduled',
      actorId: context.actor.id,
      fromDate: before.date,
      toDate: date,
      fromDuration: before.duration,
      toDuration: input.duration,
      reason: [input.reason, override].filter(Boolean).join('. ') || null,
      late: isLate(before.date, now, settings),
    });
    await writeAudit(tx, {
      actorId: context.actor.id,
      action: 'interview.reschedule',
      entity: 'interview',
      entityId: before.id,
      before,
      after,
    });
    return notifyChange(tx, { ...context, settings }, 'rescheduled', after);
  });
  await deliver();
}
