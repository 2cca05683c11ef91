import type { InterviewerSlots, SlotQuery } from '@interview-hub/contracts/capacity';
import { workingHoursOf } from '@interview-hub/contracts/interview-slots';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { readAgencySettings } from '../settings/agency-settings';
import { findCandidateTimes } from './capacity.repository';
import { intervalsOf, loadCapacities, slotsOf, weekLoadOf } from './load-capacity';

/**
 * The free starts of one interviewer in a window (the wizard's step 2 and the reschedule dialog): their
 * availability minus their interviews, their calendar and the candidate's interviews, with buffers, notice, days
 * off and caps, on the scheduler's half hours within the agency's working hours.
 */
export async function interviewerSlots(options: {
  db: Db;
  id: number;
  query: SlotQuery;
  defaultTimeZone: string;
  now?: Date;
}): Promise<InterviewerSlots> {
  const { db, query } = options;
  const now = options.now ?? new Date();
  const from = new Date(query.from);
  const to = new Date(query.to);
  const { settings } = await readAgencySettings(db, options.defaultTimeZone);
  const [[time], candidateTimes] = await Promise.all([
    loadCapacities(db, {
      ids: [options.id],
      from,
      to,
      now,
      agencyZone: settings.time_zone,
      excludeInterviewId: query.exclude_interview_id,
    }),
    query.candidate_id === undefined
      ? []
      : findCandidateTimes(db, {
          candidateId: query.candidate_id,
          from,
          to,
          excludeId: query.exclude_interview_id,
        }),
  ]);
  if (!time) throw new AppError('NOT_FOUND', 'Interviewer not found');
  const slots = slotsOf(time, {
    from: from.getTime(),
    to: to.getTime(),
    duration: query.duration,
    gridZone: query.timezone ?? settings.time_zone,
    hours: workingHoursOf(settings),
    extraBusy: intervalsOf(candidateTimes),
  });
  return {
    interviewer_id: time.id,
    interviewer_timezone: time.capacity.availability.timezone,
    availability_set: time.availabilitySet,
    calendar_state: time.calendarState,
    week: weekLoadOf(time),
    slots: slots.map((slot) => new Date(slot).toISOString()),
  };
}
