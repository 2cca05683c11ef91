import type { InterviewerInterview, InterviewerInterviews } from '@interview-hub/contracts/interviewers';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { outcomeOf } from '../interviews/interview-dto';
import { getInterviewer } from './get-interviewer';
import { type InterviewerInterviewRow, selectInterviewerInterviews } from './interviewers.repository';

function toItem(row: InterviewerInterviewRow, now: Date): InterviewerInterview {
  return {
    id: row.id,
    date: row.date.toISOString(),
    duration: row.duration,
    status: row.status,
    candidate: row.candidate,
    job: row.job,
    ...outcomeOf(row, row.hasFeedback, now),
  };
}

/**
 * The interviewer page's two tables (spec §4): upcoming interviews (date after now), soonest first, and
 * historical ones (now or earlier), latest first. "Now" is the database's clock.
 */
export async function listInterviewerInterviews(options: {
  db: Db;
  actor: Actor;
  id: number;
}): Promise<InterviewerInterviews> {
  const interviewer = await getInterviewer(options);
  const rows = await selectInterviewerInterviews(options.db, interviewer.id);
  const now = new Date();
  return {
    upcoming: rows
      .filter((row) => row.upcoming)
      .reverse()
      .map((row) => toItem(row, now)),
    historical: rows.filter((row) => !row.upcoming).map((row) => toItem(row, now)),
  };
}
