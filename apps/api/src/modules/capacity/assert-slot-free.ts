import {
  NEXT_FREE_SLOTS,
  overridableProblems,
  type SlotRefusal,
  slotProblemMessage,
} from '@interview-hub/contracts/capacity';
import { slotProblems } from '@interview-hub/contracts/free-slots';
import type { WorkingHours } from '@interview-hub/contracts/interview-slots';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findCandidateTimes } from './capacity.repository';
import { intervalsOf, loadCapacities, slotsOf } from './load-capacity';

const DAY = 86_400_000;
/** How far after a refused time the next free ones are looked for. */
const NEXT_FREE_DAYS = 14;

/**
 * Inside the booking transaction, after the interviewer's row is locked: refuses (409) a time that is not free
 * for them: their calendar busy, outside their availability, notice or buffer, on a day off or over a cap. Each
 * refusal names what is wrong and the next free times. A reason books it anyway unless their calendar is busy;
 * the answer is then the note for the history. A direct overlap with one of our interviews is the conflict
 * check's (`allow_conflict`), not this one's.
 */
export async function assertSlotFree(
  tx: Db,
  options: {
    interviewerId: number;
    candidateId: number;
    start: Date;
    duration: number;
    gridZone: string;
    hours: WorkingHours;
    agencyZone: string;
    overrideReason?: string;
    excludeInterviewId?: number;
    now?: Date;
  },
): Promise<string | null> {
  const now = options.now ?? new Date();
  const start = options.start.getTime();
  const to = new Date(start + NEXT_FREE_DAYS * DAY);
  const [time] = await loadCapacities(tx, {
    ids: [options.interviewerId],
    from: options.start,
    to,
    now,
    agencyZone: options.agencyZone,
    excludeInterviewId: options.excludeInterviewId,
  });
  if (!time) throw new AppError('NOT_FOUND', 'Interviewer not found');
  const problems = slotProblems(time.capacity, start, options.duration).filter((kind) => kind !== 'busy');
  if (!problems.length) return null;
  const messages = problems.map((kind) => ({
    kind,
    message: slotProblemMessage(kind, time.name, time.capacity.availability),
  }));
  const overridable = problems.every((kind) => overridableProblems.includes(kind));
  const text = messages.map((m) => m.message).join('; ');
  if (overridable && options.overrideReason)
    return `Booked despite: ${text}. Reason: ${options.overrideReason}`;

  const candidateBusy = intervalsOf(
    await findCandidateTimes(tx, {
      candidateId: options.candidateId,
      from: options.start,
      to,
      excludeId: options.excludeInterviewId,
    }),
  );
  const nextFree = slotsOf(time, {
    from: Math.max(start, now.getTime()),
    to: to.getTime(),
    duration: options.duration,
    gridZone: options.gridZone,
    hours: options.hours,
    limit: NEXT_FREE_SLOTS,
    extraBusy: candidateBusy,
  });
  const details: SlotRefusal = {
    problems: messages,
    overridable,
    next_free: nextFree.map((slot) => new Date(slot).toISOString()),
  };
  throw new AppError('CONFLICT', text, details);
}
