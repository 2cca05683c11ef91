import { randomBytes } from 'node:crypto';
import { type Statement, withId } from './baseline-sql';
import type { Booking } from './lib/scenarios';
import type { ArrayRows, Query, SqlRunner } from './lib/sql-runner';

// The statements POST /api/interviews sends, in order, as Drizzle writes them (taken from its query log): the
// agency's settings and the parties, before the transaction; in it the advisory locks, the overlap check, the
// next id, the insert, the history event, the audit row, and the interviewer's and the candidate's e-mails in the
// outbox; after the commit, the detail it answers with.
const insertedColumns =
  '"id", "status", "date", "duration", "reschedule_count", "call_link", "feedback_form_link", "recruiter_notes", ' +
  '"candidate_id", "interviewer_id", "job_id", "recruiter_id", "template_id", "cancelled_by", "cancel_reason", ' +
  '"outcome_note", "outcome_late", "feedback_due_at", "created_at", "updated_at"';

const sql = {
  interviewer:
    'select "id", "name", "email", "phone", "telegram", "telegram_chat_id", "price", "rating", "feedback_folder_id", ' +
    '"notes", "tech_stack", "timezone", "created_at", "updated_at" from "interviewers" where "interviewers"."id" = $1 limit $2',
  job:
    'select "id", "title", "status", "client_id", "technologies", "template_id", "note_for_interviewers", ' +
    '"internal_notes", "feedback_template_link", "posting_link", "manatal_id", "created_at", "updated_at" from "jobs" ' +
    'where "jobs"."id" = $1 limit $2',
  candidate:
    'select "id", "name", "email", "phone", "location", "title", "experience", "notes", "manatal_id", "created_at", ' +
    '"updated_at" from "candidates" where "candidates"."id" = $1 limit $2',
  settings:
    'select "agency_settings"."settings", "agency_settings"."updated_at", "users"."name" from "agency_settings" ' +
    'left join "users" on "users"."id" = "agency_settings"."updated_by" where "agency_settings"."id" = $1',
  lock: 'select pg_advisory_xact_lock(1, $1), pg_advisory_xact_lock(2, $2)',
  overlap:
    'select "interviews"."id", "interviews"."date", "interviews"."duration", "interviews"."interviewer_id", ' +
    '"candidates"."name" as candidate_name, "interviewers"."name" as interviewer_name from "interviews" join ' +
    '"candidates" on "candidates"."id" = "interviews"."candidate_id" join "interviewers" on "interviewers"."id" = ' +
    '"interviews"."interviewer_id" where "interviews"."status" = \'scheduled\' and ("interviews"."interviewer_id" = $1 ' +
    'or "interviews"."candidate_id" = $2) and "interviews"."date" < $3 and "interviews"."date" + ' +
    '"interviews"."duration" * interval \'1 minute\' > $4  order by "interviews"."date" limit 10',
  nextId: "select nextval(pg_get_serial_sequence('interviews', 'id'))::int as id",
  insert:
    `insert into "interviews" (${insertedColumns}) values ($1, $2, $3, $4, default, $5, $6, $7, $8, $9, $10, ` +
    `$11, $12, default, default, default, default, $13, default, default) returning ${insertedColumns}`,
  event:
    'insert into "interview_events" (interview_id, kind, actor_id, from_date, to_date, from_duration, to_duration, ' +
    'reason, cancelled_by, reason_code, late) values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)',
  audit:
    'insert into "audit_log" (actor_id, action, entity, entity_id, before, after) values ($1, $2, $3, $4, null, ' +
    '$5::jsonb)',
  email:
    'insert into "outbound_emails" ("to", subject, text, html, attachments) values ($1, $2, $3, $4, $5::jsonb) ' +
    'returning id',
};

const ACTOR_ID = 1;

async function one(query: Query, text: string, params: unknown[]): Promise<unknown[] | undefined> {
  return (await query(text, params))[0];
}

type Parties = { interviewer: unknown[]; job: unknown[]; candidate: unknown[] };

async function findParties(query: Query, input: Booking): Promise<Parties> {
  await query(sql.settings, [1]);
  const interviewer = await one(query, sql.interviewer, [input.interviewer_id, 1]);
  const job = await one(query, sql.job, [input.job_id, 1]);
  const candidate = await one(query, sql.candidate, [input.candidate_id, 1]);
  if (!interviewer || !job || !candidate) throw new Error('unknown party');
  return { interviewer, job, candidate };
}

/** The booking transaction; null when the interviewer or candidate is busy then (the API answers 409). */
async function book(
  query: Query,
  input: Booking,
  { interviewer, job, candidate }: Parties,
): Promise<number | null> {
  const start = new Date(input.date);
  const end = new Date(start.getTime() + input.duration * 60_000);
  await query(sql.lock, [input.interviewer_id, input.candidate_id]);
  const overlapping = await query(sql.overlap, [
    input.interviewer_id,
    input.candidate_id,
    end.toISOString(),
    start.toISOString(),
  ]);
  if (overlapping.length) return null;
  const callLink = `https://meet.jit.si/InterviewHub-${randomBytes(9).toString('base64url')}`;
  const id = Number((await one(query, sql.nextId, []))?.[0]);
  const row = await one(query, sql.insert, [
    id,
    'scheduled',
    start.toISOString(),
    input.duration,
    callLink,
    `http://localhost:3000/feedback/form/type2/${id}`,
    null,
    input.candidate_id,
    input.interviewer_id,
    input.job_id,
    ACTOR_ID,
    job[5] ?? null,
    new Date(end.getTime() + 24 * 3_600_000).toISOString(),
  ]);
  await query(sql.event, [
    id,
    'created',
    ACTOR_ID,
    null,
    start.toISOString(),
    null,
    input.duration,
    null,
    null,
    null,
    false,
  ]);
  await query(sql.audit, [ACTOR_ID, 'interview.create', 'interview', id, JSON.stringify(row)]);
  const subject = `Interview scheduled: ${candidate[1]} — ${job[1]}`;
  const text = `Hello ${interviewer[1]},\n\n${subject}.\nWhen: ${start.toUTCString()}, 60 minutes.\nCall link: ${callLink}\n`;
  const ics = `BEGIN:VCALENDAR\r\nMETHOD:REQUEST\r\nBEGIN:VEVENT\r\nUID:interview-${id}\r\nSUMMARY:${subject}\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n`;
  await query(sql.email, [
    interviewer[2],
    subject,
    text,
    null,
    JSON.stringify([{ filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: ics }]),
  ]);
  if (candidate[2]) {
    await query(sql.email, [
      candidate[2],
      `Your interview for ${job[1]}`,
      `Hello ${candidate[1]},\n\nYour interview is booked: ${job[1]}.\nWhen: ${start.toUTCString()}.\nCall link: ${callLink}\n`,
      null,
      JSON.stringify([
        { filename: 'invite.ics', contentType: 'text/calendar; method=REQUEST', content: ics },
      ]),
    ]);
  }
  return id;
}

/** Books, then reads the new interview back as the API does (the detail statements, with the new id). */
export async function bookInterview(
  runner: SqlRunner,
  detail: Statement[],
  input: Booking,
): Promise<{ status: 201; rows: ArrayRows[] } | { status: 409 }> {
  const parties = await findParties(runner.query, input);
  const id = await runner.transaction((query) => book(query, input, parties));
  if (id === null) return { status: 409 };
  const rows: ArrayRows[] = [];
  for (const s of detail) rows.push(await runner.query(s.text, withId(s.params, id)));
  return { status: 201, rows };
}
