import type { InterviewerMatch } from '@interview-hub/contracts/interviewer-match';
import type { Db } from '../../db/client';
import { rankInterviewers } from '../capacity/rank-interviewers';

/**
 * Every interviewer ranked for a position (see `rankInterviewers`), each with why: their match, next free slot,
 * load this week and calendar; with a search, only those it finds, keeping their rank among all.
 */
export async function matchInterviewers(options: {
  db: Db;
  jobId: number;
  date?: string;
  duration: number;
  search?: string;
  timezone?: string;
  defaultTimeZone: string;
}): Promise<{ data: InterviewerMatch[]; technologies: string[] }> {
  const { ranked, technologies } = await rankInterviewers(options.db, options);
  const data = ranked
    .filter(({ inSearch }) => inSearch)
    .map((entry) => ({
      interviewer: entry.interviewer,
      score: entry.score,
      matched: entry.matched,
      available: entry.available,
      rank: entry.rank,
      next_free: entry.nextFree === null ? null : new Date(entry.nextFree).toISOString(),
      week: entry.week,
      calendar_state: entry.time.calendarState,
      availability_set: entry.time.availabilitySet,
      timezone: entry.time.capacity.availability.timezone,
    }));
  return { data, technologies };
}
