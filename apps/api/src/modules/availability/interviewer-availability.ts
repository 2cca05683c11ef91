import {
  type AvailabilityInput,
  type AvailabilityResponse,
  availabilitySchema,
  CAPS_ARE_THE_AGENCYS,
} from '@interview-hub/contracts/availability';
import { can } from '@interview-hub/contracts/permissions';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { getInterviewer } from '../interviewers/get-interviewer';
import { type AvailabilityRow, findAvailability, saveAvailability } from './availability.repository';

function toResponse(
  row: AvailabilityRow | null,
  timezone: string | null,
  defaultTimeZone: string,
): AvailabilityResponse {
  return {
    timezone: timezone ?? defaultTimeZone,
    weekly: row?.weekly ?? [],
    time_off: row?.timeOff ?? [],
    notice_hours: row?.noticeHours ?? 12,
    buffer_minutes: row?.bufferMinutes ?? 15,
    max_per_day: row?.maxPerDay ?? null,
    max_per_week: row?.maxPerWeek ?? null,
    is_set: row !== null,
    updated_at: row?.updatedAt.toISOString() ?? null,
  };
}

/** An interviewer's availability, for staff and for the interviewer themself (anyone else's answers 404). */
export async function readAvailability(options: {
  db: Db;
  actor: Actor;
  id: number;
  defaultTimeZone: string;
}): Promise<AvailabilityResponse> {
  const interviewer = await getInterviewer(options);
  const row = await findAvailability(options.db, interviewer.id);
  return toResponse(row, interviewer.timezone, options.defaultTimeZone);
}

/**
 * Saves an interviewer's availability and time zone, audited. Interviewers edit their own, but the caps stay
 * the agency's: an interviewer's change to them is refused (403).
 */
export async function updateAvailability(options: {
  db: Db;
  actor: Actor;
  id: number;
  input: AvailabilityInput;
  defaultTimeZone: string;
}): Promise<AvailabilityResponse> {
  const input = availabilitySchema.parse(options.input);
  const interviewer = await getInterviewer(options);
  return options.db.transaction(async (tx) => {
    const before = await findAvailability(tx, interviewer.id);
    const caps = { maxPerDay: before?.maxPerDay ?? null, maxPerWeek: before?.maxPerWeek ?? null };
    const capsChanged = input.max_per_day !== caps.maxPerDay || input.max_per_week !== caps.maxPerWeek;
    if (capsChanged && !can(options.actor.role, 'interviewers.editCaps')) {
      throw new AppError('FORBIDDEN', CAPS_ARE_THE_AGENCYS);
    }
    const after = await saveAvailability(
      tx,
      {
        interviewerId: interviewer.id,
        weekly: input.weekly,
        timeOff: input.time_off,
        noticeHours: input.notice_hours,
        bufferMinutes: input.buffer_minutes,
        maxPerDay: input.max_per_day,
        maxPerWeek: input.max_per_week,
      },
      input.timezone,
    );
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'interviewer.availability',
      entity: 'interviewer',
      entityId: interviewer.id,
      before: before ? { ...before, timezone: interviewer.timezone } : null,
      after: { ...after, timezone: input.timezone },
    });
    return toResponse(after, input.timezone, options.defaultTimeZone);
  });
}
