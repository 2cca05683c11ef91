import { and, eq, gt, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interviewers, interviews, jobs } from '../../db/schema/index';

export async function findJobTechnologies(db: Db, jobId: number): Promise<string[] | null> {
  const [row] = await db
    .select({ technologies: jobs.technologies })
    .from(jobs)
    .where(eq(jobs.id, jobId))
    .limit(1);
  return row ? row.technologies : null;
}

export async function listInterviewersForMatching(db: Db) {
  return db
    .select({
      id: interviewers.id,
      name: interviewers.name,
      email: interviewers.email,
      tech_stack: interviewers.techStack,
      rating: interviewers.rating,
      price: interviewers.price,
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
