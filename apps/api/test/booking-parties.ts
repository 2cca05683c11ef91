import type { Db } from '../src/db/client';
import type { interviewers, jobs } from '../src/db/schema/index';
import { createCandidate, createClient, createInterviewer, createJob } from './factories';

/** A client, a position, a candidate and an interviewer, unique to the call: what booking an interview needs. */
export async function createBookingParties(
  db: Db,
  overrides: {
    interviewer?: Partial<typeof interviewers.$inferInsert>;
    job?: Partial<typeof jobs.$inferInsert>;
  } = {},
) {
  const client = await createClient(db);
  const job = await createJob(db, {
    clientId: client.id,
    technologies: ['React', 'TypeScript'],
    ...overrides.job,
  });
  const candidate = await createCandidate(db, { title: 'Developer', location: 'Lisbon' });
  const interviewer = await createInterviewer(db, { techStack: ['React'], ...overrides.interviewer });
  return { client, job, candidate, interviewer };
}

/** The next weekday at hh:mm UTC, at least two days ahead. */
export function nextWeekdayAt(hours: number, minutes = 0, daysAhead = 2): Date {
  const date = new Date();
  date.setUTCDate(date.getUTCDate() + daysAhead);
  while (date.getUTCDay() === 0 || date.getUTCDay() === 6) date.setUTCDate(date.getUTCDate() + 1);
  date.setUTCHours(hours, minutes, 0, 0);
  return date;
}
