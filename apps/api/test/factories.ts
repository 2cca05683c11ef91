import { randomBytes } from 'node:crypto';
import { feedbackDueAt } from '@interview-hub/contracts/deadlines';
import type { UserRole } from '@interview-hub/contracts/users';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import {
  candidates,
  clients,
  interviewers,
  interviews,
  jobs,
  outboundEmails,
  users,
} from '../src/db/schema/index';

const unique = () => randomBytes(4).toString('hex');

export type TestUser = typeof users.$inferSelect;

/** A user with a unique e-mail; pass only what the test cares about. */
export async function createUser(
  db: Db,
  overrides: Partial<typeof users.$inferInsert> & { role?: UserRole } = {},
): Promise<TestUser> {
  const id = unique();
  const [row] = await db
    .insert(users)
    .values({ name: `User ${id}`, email: `user-${id}@example.test`, role: 'recruiter', ...overrides })
    .returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

/** The newest message in the outbox for an address. */
export async function lastEmailTo(db: Db, to: string) {
  const rows = await db
    .select()
    .from(outboundEmails)
    .where(eq(outboundEmails.to, to))
    .orderBy(desc(outboundEmails.id))
    .limit(1);
  return rows[0] ?? null;
}

/** The set-password token inside a message's link. */
export function tokenFromEmail(text: string): string {
  const match = /set-password\?token=([A-Za-z0-9_-]+)/.exec(text);
  if (!match?.[1]) throw new Error(`no set-password link in: ${text}`);
  return match[1];
}

export type TestClient = typeof clients.$inferSelect;
export type TestJob = typeof jobs.$inferSelect;
export type TestCandidate = typeof candidates.$inferSelect;
export type TestInterviewer = typeof interviewers.$inferSelect;
export type TestInterview = typeof interviews.$inferSelect;

async function insertOne<Row>(rows: Promise<Row[]>, what: string): Promise<Row> {
  const [row] = await rows;
  if (!row) throw new Error(`${what} insert returned no row`);
  return row;
}

/** A client company with a unique name. */
export async function createClient(
  db: Db,
  overrides: Partial<typeof clients.$inferInsert> = {},
): Promise<TestClient> {
  const id = unique();
  return insertOne(
    db
      .insert(clients)
      .values({ name: `Client ${id}`, website: `https://client-${id}.example.test`, ...overrides })
      .returning(),
    'client',
  );
}

/** An active position; a new client is made for it unless `clientId` is given (null for none). */
export async function createJob(db: Db, overrides: Partial<typeof jobs.$inferInsert> = {}): Promise<TestJob> {
  const clientId = 'clientId' in overrides ? overrides.clientId : (await createClient(db)).id;
  return insertOne(
    db
      .insert(jobs)
      .values({ title: `Position ${unique()}`, status: 'active', ...overrides, clientId })
      .returning(),
    'job',
  );
}

/** A candidate with a unique name and e-mail. */
export async function createCandidate(
  db: Db,
  overrides: Partial<typeof candidates.$inferInsert> = {},
): Promise<TestCandidate> {
  const id = unique();
  return insertOne(
    db
      .insert(candidates)
      .values({ name: `Candidate ${id}`, email: `candidate-${id}@example.test`, ...overrides })
      .returning(),
    'candidate',
  );
}

/** An interviewer with a unique name and e-mail. */
export async function createInterviewer(
  db: Db,
  overrides: Partial<typeof interviewers.$inferInsert> = {},
): Promise<TestInterviewer> {
  const id = unique();
  return insertOne(
    db
      .insert(interviewers)
      .values({ name: `Interviewer ${id}`, email: `interviewer-${id}@example.test`, ...overrides })
      .returning(),
    'interviewer',
  );
}

/** A scheduled one-hour interview tomorrow (feedback due 24 h after its end); the candidate, interviewer and position are made unless given. */
export async function createInterview(
  db: Db,
  overrides: Partial<typeof interviews.$inferInsert> = {},
): Promise<TestInterview> {
  const candidateId = overrides.candidateId ?? (await createCandidate(db)).id;
  const interviewerId = overrides.interviewerId ?? (await createInterviewer(db)).id;
  const jobId = overrides.jobId ?? (await createJob(db)).id;
  const date = overrides.date ?? new Date(Date.now() + 24 * 60 * 60 * 1000);
  const duration = overrides.duration ?? 60;
  return insertOne(
    db
      .insert(interviews)
      .values({
        date,
        duration,
        status: 'scheduled',
        feedbackDueAt: feedbackDueAt(date, duration, { feedback_due_hours: 24 }),
        ...overrides,
        candidateId,
        interviewerId,
        jobId,
      })
      .returning(),
    'interview',
  );
}
