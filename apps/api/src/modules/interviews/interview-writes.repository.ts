import { asc, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { preparedFor } from '../../db/prepared';
import { candidates, interviewEvents, interviewers, interviews, jobs, users } from '../../db/schema/index';
import { rowsOf } from '../../db/sql-values';

export type NewInterview = typeof interviews.$inferInsert;
export type NewInterviewEvent = typeof interviewEvents.$inferInsert;

const interviewerById = preparedFor((db) =>
  db
    .select()
    .from(interviewers)
    .where(eq(interviewers.id, sql.placeholder('id')))
    .limit(1)
    .prepare('interviewer_by_id'),
);
const jobById = preparedFor((db) =>
  db
    .select()
    .from(jobs)
    .where(eq(jobs.id, sql.placeholder('id')))
    .limit(1)
    .prepare('job_by_id'),
);
const candidateById = preparedFor((db) =>
  db
    .select()
    .from(candidates)
    .where(eq(candidates.id, sql.placeholder('id')))
    .limit(1)
    .prepare('candidate_by_id'),
);

/**
 * The interviewer, position and candidate of a booking (null where the id matches none). Prepared statements:
 * given the database handle rather than a transaction, they are built once, which is why a booking reads them
 * before its transaction (records are never deleted, so nothing can remove them in between).
 */
export async function findBookingParties(
  db: Db,
  ids: { interviewerId: number; jobId: number; candidateId: number },
) {
  const [interviewer] = await interviewerById(db).execute({ id: ids.interviewerId });
  const [job] = await jobById(db).execute({ id: ids.jobId });
  const [candidate] = await candidateById(db).execute({ id: ids.candidateId });
  return { interviewer: interviewer ?? null, job: job ?? null, candidate: candidate ?? null };
}

/**
 * Serialises bookings of one interviewer and one candidate across connections and instances for the rest of the
 * transaction, so two requests for the same slot cannot both pass the overlap check.
 */
export async function lockBookingParties(db: Db, interviewerId: number, candidateId: number): Promise<void> {
  // One statement, one round trip; PostgreSQL takes the locks in the order written (interviewer first), as every
  // caller does, so two bookings cannot wait on each other.
  await db.execute(
    sql`select pg_advisory_xact_lock(1, ${interviewerId}), pg_advisory_xact_lock(2, ${candidateId})`,
  );
}

type OverlapRow = {
  id: number;
  date: string | Date;
  duration: number;
  interviewer_id: number;
  candidate_name: string;
  interviewer_name: string;
};

/**
 * Scheduled interviews of the interviewer or the candidate that overlap [start, start + duration). It runs in the
 * booking's transaction, where Drizzle cannot reuse a prepared statement, so it is a template rather than the
 * select builder (building that select took as long as running it); the driver reads `date` as text or a Date.
 */
export async function findOverlappingInterviews(
  db: Db,
  options: { interviewerId: number; candidateId: number; start: Date; duration: number; excludeId?: number },
) {
  const end = new Date(options.start.getTime() + options.duration * 60_000);
  const result = await db.execute(
    sql`select ${interviews.id}, ${interviews.date}, ${interviews.duration}, ${interviews.interviewerId},
        ${candidates.name} as candidate_name, ${interviewers.name} as interviewer_name
      from ${interviews}
        join ${candidates} on ${candidates.id} = ${interviews.candidateId}
        join ${interviewers} on ${interviewers.id} = ${interviews.interviewerId}
      where ${interviews.status} = 'scheduled'
        and (${interviews.interviewerId} = ${options.interviewerId} or ${interviews.candidateId} = ${options.candidateId})
        and ${interviews.date} < ${end}
        and ${interviews.date} + ${interviews.duration} * interval '1 minute' > ${options.start}
        ${options.excludeId ? sql`and ${interviews.id} <> ${options.excludeId}` : sql``}
      order by ${interviews.date} limit 10`,
  );
  return rowsOf<OverlapRow>(result).map((row) => ({
    id: row.id,
    date: new Date(row.date),
    duration: row.duration,
    interviewerId: row.interviewer_id,
    candidateName: row.candidate_name,
    interviewerName: row.interviewer_name,
  }));
}

/** The next interview id from the table's sequence, so a new interview is written whole: its feedback link holds it. */
export async function nextInterviewId(db: Db): Promise<number> {
  const result = await db.execute(sql`select nextval(pg_get_serial_sequence('interviews', 'id'))::int as id`);
  const id = rowsOf<{ id: number }>(result)[0]?.id;
  if (id === undefined) throw new Error('the interview sequence answered no id');
  return id;
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
    sql`insert into ${interviewEvents} (interview_id, kind, actor_id, from_date, to_date, from_duration, to_duration, reason, cancelled_by, reason_code, late) values (${event.interviewId}, ${event.kind}, ${event.actorId ?? null}, ${event.fromDate ?? null}, ${event.toDate ?? null}, ${event.fromDuration ?? null}, ${event.toDuration ?? null}, ${event.reason ?? null}, ${event.cancelledBy ?? null}, ${event.reasonCode ?? null}, ${event.late ?? false})`,
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
