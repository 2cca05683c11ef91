import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interviewNotifications, interviews, users } from '../../db/schema/index';
import { rowsOf } from '../../db/sql-values';
import { withoutFeedback } from '../interviews/interviews.repository';
import type { ReminderKind } from './reminder-plan';

const HOUR = 3_600_000;

/**
 * Interviews that may have a reminder or alert due in (now − catch-up, now]: upcoming within the largest
 * before-reminder offset, or past their end, still without feedback, and not past the catch-up window of their
 * escalation. Cancelled, missed and reviewed interviews are never read.
 */
export async function findReminderCandidates(
  db: Db,
  options: {
    now: Date;
    beforeHours: number;
    firstFeedbackHours: number;
    escalationHours: number;
    catchUpHours: number;
  },
): Promise<number[]> {
  const { now } = options;
  const upcomingUntil = new Date(now.getTime() + options.beforeHours * HOUR);
  const endedBefore = new Date(now.getTime() - options.firstFeedbackHours * HOUR);
  const escalatedAfter = new Date(now.getTime() - (options.catchUpHours + options.escalationHours) * HOUR);
  const result = await db.execute(sql`
    select ${interviews.id} as id from ${interviews}
    where (${interviews.status} = 'scheduled' and ${interviews.date} > ${now} and ${interviews.date} <= ${upcomingUntil})
      or (${interviews.status} in ('scheduled', 'completed')
        and ${interviews.feedbackDueAt} > ${escalatedAfter}
        and ${interviews.date} + ${interviews.duration} * interval '1 minute' <= ${endedBefore}
        and ${withoutFeedback})
    order by ${interviews.id}`);
  return rowsOf<{ id: number }>(result).map((row) => row.id);
}

/** The reminders already sent or dropped for these interviews, as "id:kind:due ms" keys. */
export async function findLoggedReminders(db: Db, interviewIds: number[]): Promise<Set<string>> {
  if (!interviewIds.length) return new Set();
  const rows = await db
    .select({
      id: interviewNotifications.interviewId,
      kind: interviewNotifications.kind,
      dueAt: interviewNotifications.dueAt,
    })
    .from(interviewNotifications)
    .where(inArray(interviewNotifications.interviewId, interviewIds));
  return new Set(rows.map((row) => reminderKey(row.id, row.kind, row.dueAt)));
}

export const reminderKey = (interviewId: number, kind: string, dueAt: Date) =>
  `${interviewId}:${kind}:${dueAt.getTime()}`;

type LockedInterview = typeof interviews.$inferSelect & { hasFeedback: boolean; bookedAt: Date };

/**
 * The interview row locked for the rest of the transaction, with whether feedback exists and when it was booked
 * or last moved; null when another transaction holds it (a cancel or a feedback under way: the next sweep sees
 * the result) or it is gone.
 */
export async function lockInterviewForReminders(db: Db, id: number): Promise<LockedInterview | null> {
  const [row] = await db
    .select({
      interview: interviews,
      hasFeedback: sql<boolean>`not ${withoutFeedback}`,
      bookedAt: sql<string | Date>`coalesce((select max(e.created_at) from interview_events e
        where e.interview_id = "interviews"."id" and e.kind in ('created', 'rescheduled')), ${interviews.createdAt})`,
    })
    .from(interviews)
    .where(eq(interviews.id, id))
    .for('update', { of: interviews, skipLocked: true });
  if (!row) return null;
  return { ...row.interview, hasFeedback: row.hasFeedback, bookedAt: new Date(row.bookedAt) };
}

/** Records a reminder as sent or dropped; false when it was already recorded (another instance, an earlier run). */
export async function logReminder(
  db: Db,
  entry: {
    interviewId: number;
    kind: ReminderKind;
    dueAt: Date;
    outcome: 'sent' | 'dropped';
    reason?: string;
  },
): Promise<boolean> {
  const inserted = await db
    .insert(interviewNotifications)
    .values({ ...entry, reason: entry.reason ?? null })
    .onConflictDoNothing()
    .returning({ id: interviewNotifications.id });
  return inserted.length > 0;
}

/** The active admins' e-mails: where escalations go. */
export async function findAdminEmails(db: Db): Promise<string[]> {
  const rows = await db
    .select({ email: users.email })
    .from(users)
    .where(and(eq(users.role, 'admin'), eq(users.status, 'active')));
  return rows.map((row) => row.email);
}

/** The e-mail of a user (the recruiter who booked), if they are still active. */
export async function findActiveUserEmail(
  db: Db,
  id: number | null,
): Promise<{ name: string; email: string } | null> {
  if (id === null) return null;
  const [row] = await db
    .select({ name: users.name, email: users.email })
    .from(users)
    .where(and(eq(users.id, id), eq(users.status, 'active')));
  return row ?? null;
}
