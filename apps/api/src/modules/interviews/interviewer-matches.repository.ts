import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interviewers, interviews, jobs } from '../../db/schema/index';
import { matchesSearch } from '../../db/search';

export async function findJobTechnologies(db: Db, jobId: number): Promise<string[] | null> {
  const [row] = await db
    .select({ technologies: jobs.technologies })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row ? row.technologies : null;
}

/** Every interviewer, each flagged whether they match `search` (all do without one), so ranks stay global. */
export async function listInterviewersForMatching(db: Db, search?: string) {
  return db
    .select({
      id: interviewers.id,
      name: interviewers.name,
      email: interviewers.email,
      tech_stack: interviewers.techStack,
      rating: interviewers.rating,
      price: interviewers.price,
      inSearch: search ? matchesSearch(interviewers.searchText, search).mapWith(Boolean) : sql<boolean>`true`,
    })
    .from(interviewers);
}

/** Interviewers with a scheduled interview overlapping [start, start + duration). */
export async function findBusyInterviewerIds(db: Db, start: Date, duration: number): Promise<Set<number>> {
  const end = new Date(start.getTime() + duration * 60_000);
  const rows = await db
    .selectDistinct({ id: interviews.interviewerId })
    .from(interviews)
    .where(
      and(
        eq(interviews.status, 'scheduled'),
        lt(interviews.date, end),
        gt(sql`${interviews.date} + ${interviews.duration} * interval '1 minute'`, start),
      ),
    );
  return new Set(rows.map((r) => r.id));
}
