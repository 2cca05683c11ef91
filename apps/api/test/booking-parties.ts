import { randomBytes } from 'node:crypto';
import type { Db } from '../src/db/client';
import { candidates, clients, interviewers, jobs } from '../src/db/schema/index';

/** A client, a position, a candidate and an interviewer, unique to the call: what booking an interview needs. */
export async function createBookingParties(
  db: Db,
  overrides: {
    interviewer?: Partial<typeof interviewers.$inferInsert>;
    job?: Partial<typeof jobs.$inferInsert>;
  } = {},
) {
  const tag = randomBytes(4).toString('hex');
  const [client] = await db
    .insert(clients)
    .values({ name: `Client ${tag}`, website: `https://${tag}.example.test` })
    .returning();
  const [job] = await db
    .insert(jobs)
    .values({
      title: `Engineer ${tag}`,
      clientId: client?.id,
      technologies: ['React', 'TypeScript'],
      ...overrides.job,
    })
    .returning();
  const [candidate] = await db
    .insert(candidates)
    .values({
      name: `Candidate ${tag}`,
      email: `candidate-${tag}@example.test`,
      title: 'Developer',
      location: 'Lisbon',
    })
    .returning();
  const [interviewer] = await db
    .insert(interviewers)
    .values({
      name: `Interviewer ${tag}`,
      email: `interviewer-${tag}@example.test`,
      techStack: ['React'],
      ...overrides.interviewer,
    })
    .returning();
  if (!client || !job || !candidate || !interviewer) throw new Error('booking parties insert failed');
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
