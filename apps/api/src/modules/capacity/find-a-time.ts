import {
  FIND_A_TIME_OPTIONS,
  FIND_A_TIME_PER_INTERVIEWER,
  type TimeOption,
} from '@interview-hub/contracts/capacity';
import type { Db } from '../../db/client';
import { findCandidateTimes } from './capacity.repository';
import { intervalsOf } from './load-capacity';
import { rankInterviewers } from './rank-interviewers';

/**
 * Find a time: the earliest free slots across the interviewers who match the position (anyone when it names no
 * technologies), best match first, then soonest, then rank; at most three per interviewer, ten in all. The
 * candidate's own interviews are busy times.
 */
export async function findATime(options: {
  db: Db;
  jobId: number;
  candidateId?: number;
  duration: number;
  timezone?: string;
  defaultTimeZone: string;
  now?: Date;
}): Promise<{ data: TimeOption[]; technologies: string[] }> {
  const now = options.now ?? new Date();
  // The candidate's interviews in the next five weeks cover any 10 working days.
  const candidateBusy =
    options.candidateId === undefined
      ? []
      : intervalsOf(
          await findCandidateTimes(options.db, {
            candidateId: options.candidateId,
            from: now,
            to: new Date(now.getTime() + 35 * 86_400_000),
          }),
        );
  const { ranked, technologies } = await rankInterviewers(options.db, {
    ...options,
    now,
    slotLimit: FIND_A_TIME_PER_INTERVIEWER,
    extraBusy: candidateBusy,
  });
  const matching = ranked.filter((entry) => technologies.length === 0 || entry.score > 0);
  const choices = matching.flatMap((entry) => entry.slots.map((start) => ({ start, entry })));
  choices.sort((a, b) => b.entry.score - a.entry.score || a.start - b.start || a.entry.rank - b.entry.rank);
  const data = choices.slice(0, FIND_A_TIME_OPTIONS).map(({ start, entry }) => ({
    start: new Date(start).toISOString(),
    interviewer: {
      id: entry.interviewer.id,
      name: entry.interviewer.name,
      email: entry.interviewer.email,
      tech_stack: entry.interviewer.tech_stack,
      timezone: entry.time.capacity.availability.timezone,
    },
    score: entry.score,
    rank: entry.rank,
    week: entry.week,
    calendar_state: entry.time.calendarState,
  }));
  return { data, technologies };
}
