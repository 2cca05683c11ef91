import { and, asc, eq, gt, lt, ne, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { candidates, interviewEvents, interviewers, interviews, jobs, users } from '../../db/schema/index';

export type NewInterview = typeof interviews.$inferInsert;
export type NewInterviewEvent = typeof interviewEvents.$inferInsert;

export async function findBookingParties(
  db: Db,
  ids: { interviewerId: number; jobId: number; candidateId: number },
) {
  const [interviewer] = await db
    .select()
    .from(interviewers)
    .where(eq(interviewers.id, ids.interviewerId))
    .limit(1);
  const [job] = await db.select().from(jobs).where(eq(jobs.id, ids.jobId)).limit(1);
  const [candidate] = await db.select().from(candidates).where(eq(candidates.id, ids.candidateId)).limit(1);
  return { interviewer: interviewer ?? null, job: job ?? null, candidate: candidate ?? null };
}

/**
 * Serialises bookings of one interviewer and one candidate across connections and instances for the rest of the
 * transaction, so two requests for the same slot cannot both pass the overlap check.
 */
export async function lockBookingParties(db: Db, interviewerId: number, candidateId: number): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(1, ${interviewerId})`);
  await db.execute(sql`select pg_advisory_xact_lock(2, ${candidateId})`);
}

/** Scheduled interviews of the interviewer or the candidate that overlap [start, start + duration). */
export async function findOverlappingInterviews(
  db: Db,
  options: { interviewerId: number; candidateId: number; start: Date; duration: number; excludeId?: number },
) {
  const end = new Date(options.start.getTime() + options.duration * 60_000);
  return db
    .select({
      id: interviews.id,
      date: interviews.date,
      duration: interviews.duration,
      interviewerId: interviews.interviewerId,
      candidateName: candidates.name,
      interviewerName: interviewers.name,
    })
    .from(interviews)
    .innerJoin(candidates, eq(candidates.id, interviews.candidateId))
    .innerJoin(interviewers, eq(interviewers.id, interviews.interviewerId))
    .where(
      and(
        eq(interviews.status, 'scheduled'),
        or(
          eq(interviews.interviewerId, options.interviewerId),
          eq(interviews.candidateId, options.candidateId),
        ),
        lt(interviews.date, end),
        gt(sql`${interviews.date} + ${interviews.duration} * interval '1 minute'`, options.start),
        options.excludeId ? ne(interviews.id, options.excludeId) : undefined,
      ),
    )
    .orderBy(asc(interviews.date))
    .limit(10);
}

export async function insertInterview(db: Db, values: NewInterview) {
  const [row] = await db.insert(interviews).values(values).returning();
  if (!row) throw new Error('interview insert returned no row');
  return row;
}

export async function updateInterview(db: Db, id: number, values: Partial<NewInterview>) {
  const [row] = await db
    .update(interviews)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(interviews.id, id))
    .returning();
  if (!row) throw new Error('interview update returned no row');
  return row;
}

/** Locks the interview row until the transaction ends, so concurrent changes apply one after another. */
export async function findInterviewForUpdate(db: Db, id: number) {
  const [row] = await db.select().from(interviews).where(eq(interviews.id, id)).for('update').limit(1);
  return row ?? null;
}

/** One line of an interview's history; a template rather than the insert builder, as for the audit log. */
export async function insertInterviewEvent(db: Db, event: NewInterviewEvent): Promise<void> {
  await db.execute(
    sql`insert into ${interviewEvents} (interview_id, kind, actor_id, from_date, to_date, from_duration, to_duration, reason) values (${event.interviewId}, ${event.kind}, ${event.actorId ?? null}, ${event.fromDate ?? null}, ${event.toDate ?? null}, ${event.fromDuration ?? null}, ${event.toDuration ?? null}, ${event.reason ?? null})`,
  );
}

const interviewEventsOf = preparedFor((db) =>
  db
    .select({ event: interviewEvents, actor: { id: users.id, name: users.name } })
    .from(interviewEvents)
    .leftJoin(users, eq(users.id, interviewEvents.actorId))
    .where(eq(interviewEvents.interviewId, sql.placeholder('interviewId')))
    .orderBy(asc(interviewEvents.createdAt), asc(interviewEvents.id))
    .prepare('interview_events'),
);

export async function listInterviewEvents(db: Db, interviewId: number) {
  return interviewEventsOf(db).execute({ interviewId });
}
