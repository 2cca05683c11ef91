import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interviewers, jobs } from '../../db/schema/index';
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
