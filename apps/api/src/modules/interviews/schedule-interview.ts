import { randomBytes } from 'node:crypto';
import { feedbackDueAt } from '@interview-hub/contracts/deadlines';
import { workingHoursOf } from '@interview-hub/contracts/interview-slots';
import { type CreateInterviewInput, createInterviewSchema } from '@interview-hub/contracts/interviews';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { optionalRichText } from '../../lib/sanitize-html';
import { queueCalendarRefresh } from '../calendar-feeds/queue-calendar-refresh';
import { assertSlotFree } from '../capacity/assert-slot-free';
import { readAgencySettings } from '../settings/agency-settings';
import { assertBookableTime, assertNoConflict } from './booking-rules';
import {
  findBookingParties,
  insertInterview,
  insertInterviewEvent,
  nextInterviewId,
} from './interview-writes.repository';
import { queueInterviewNotifications } from './notify-interviewer';

export function callLinkFor(template: string): string {
  return template.replace('{room}', randomBytes(9).toString('base64url').replace(/[-_]/g, 'x'));
}

/** Books an interview for the caller as recruiter; the interviewer is told by e-mail (and Telegram). */
export async function scheduleInterview(options: {
  db: Db;
  queue: JobQueue;
  config: Config;
  actor: Actor;
  input: CreateInterviewInput;
}): Promise<number> {
  const { config, actor } = options;
  const input = createInterviewSchema.parse(options.input);
  const date = new Date(input.date);
  const { settings } = await readAgencySettings(options.db, config.defaultTimeZone);
  const zone = input.timezone ?? settings.time_zone;
  const hours = workingHoursOf(settings);
  assertBookableTime(date, zone, hours);
  const notes = optionalRichText(input.recruiter_notes);

  const { interviewer, job, candidate } = await findBookingParties(options.db, {
    interviewerId: input.interviewer_id,
    jobId: input.job_id,
    candidateId: input.candidate_id,
  });
  if (!interviewer) throw new AppError('NOT_FOUND', 'Interviewer not found');
  if (!job) throw new AppError('NOT_FOUND', 'Position not found');
  if (!candidate) throw new AppError('NOT_FOUND', 'Candidate not found');

  const { id, deliver } = await options.db.transaction(async (tx) => {
    const conflicts = await assertNoConflict(tx, {
      interviewerId: input.interviewer_id,
      candidateId: input.candidate_id,
      start: date,
      duration: input.duration,
      allowConflict: input.allow_conflict ?? false,
    });
    const override = await assertSlotFree(tx, {
      interviewerId: input.interviewer_id,
      candidateId: input.candidate_id,
      start: date,
      duration: input.duration,
      gridZone: zone,
      hours,
      agencyZone: settings.time_zone,
      overrideReason: input.override_reason,
    });
    const newId = await nextInterviewId(tx);
    const interview = await insertInterview(tx, {
      id: newId,
      status: 'scheduled',
      date,
      duration: input.duration,
      candidateId: input.candidate_id,
      interviewerId: input.interviewer_id,
      jobId: input.job_id,
      recruiterId: actor.id,
      templateId: job.templateId,
      recruiterNotes: notes,
      callLink: callLinkFor(config.callLinkTemplate),
      feedbackFormLink: `${config.appUrl}/feedback/form/type2/${newId}`,
      feedbackDueAt: feedbackDueAt(date, input.duration, settings),
    });
    await insertInterviewEvent(tx, {
      interviewId: interview.id,
      kind: 'created',
      actorId: actor.id,
      toDate: date,
      toDuration: input.duration,
      reason:
        [
          conflicts.length
            ? `Booked despite overlapping interview ${conflicts.map((c) => `#${c.id}`).join(', ')}`
            : null,
          override,
        ]
          .filter(Boolean)
          .join('. ') || null,
    });
    await writeAudit(tx, {
      actorId: actor.id,
      action: 'interview.create',
      entity: 'interview',
      entityId: interview.id,
      after: interview,
    });
    const deliver = await queueInterviewNotifications(tx, options.queue, {
      kind: 'created',
      interview,
      interviewer,
      candidate,
      job,
      config,
      settings,
    });
    return { id: interview.id, deliver };
  });
  await deliver();
  // Their own calendar may have changed since its last fetch: read it again for the next booking.
  await queueCalendarRefresh(options.queue, input.interviewer_id);
  return id;
}
