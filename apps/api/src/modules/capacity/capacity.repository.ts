import { and, eq, gt, inArray, lt, ne, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interviewerAvailability, interviewers, interviews } from '../../db/schema/index';

export type InterviewerIds = readonly number[] | 'all';

const endOf = sql`${interviews.date} + ${interviews.duration} * interval '1 minute'`;

/** Interviewers with their zone and their availability (null until they set it). */
export async function findCapacityRows(db: Db, ids: InterviewerIds) {
  return db
    .select({
      id: interviewers.id,
      name: interviewers.name,
      timezone: interviewers.timezone,
      availability: interviewerAvailability,
    })
    .from(interviewers)
    .leftJoin(interviewerAvailability, eq(interviewerAvailability.interviewerId, interviewers.id))
    .where(ids === 'all' ? undefined : inArray(interviewers.id, [...ids]));
}

/**
 * The interviews that take the interviewers' time in [from, to): every one but the cancelled (a no-show still
 * counted against the day's cap), without the one being moved.
 */
export async function findInterviewTimes(
  db: Db,
  options: { ids: InterviewerIds; from: Date; to: Date; excludeId?: number },
) {
  return db
    .select({ interviewerId: interviews.interviewerId, date: interviews.date, duration: interviews.duration })
    .from(interviews)
    .where(
      and(
        options.ids === 'all' ? undefined : inArray(interviews.interviewerId, [...options.ids]),
        ne(interviews.status, 'cancelled'),
        lt(interviews.date, options.to),
        gt(endOf, options.from),
        options.excludeId === undefined ? undefined : ne(interviews.id, options.excludeId),
      ),
    );
}

/** A candidate's scheduled interviews in [from, to), but the one being moved: they cannot be in two at once. */
export async function findCandidateTimes(
  db: Db,
  options: { candidateId: number; from: Date; to: Date; excludeId?: number },
) {
  return db
    .select({ date: interviews.date, duration: interviews.duration })
    .from(interviews)
    .where(
      and(
        eq(interviews.candidateId, options.candidateId),
        eq(interviews.status, 'scheduled'),
        lt(interviews.date, options.to),
        gt(endOf, options.from),
        options.excludeId === undefined ? undefined : ne(interviews.id, options.excludeId),
      ),
    );
}
