import { and, eq, gt, isNull, ne, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { preparedFor } from '../db/prepared';
import { sessions, users } from '../db/schema/index';
import type { Actor } from './actor';

export async function insertSession(
  db: Db,
  values: { userId: number; expiresAt: Date; userAgent: string | null; ip: string | null },
): Promise<string> {
  const [row] = await db.insert(sessions).values(values).returning({ id: sessions.id });
  if (!row) throw new Error('session insert returned no row');
  return row.id;
}

/** One indexed lookup, on every authenticated request: the session is live and its user active. */
const liveSessionActor = preparedFor((db) =>
  db
    .select({ id: users.id, name: users.name, email: users.email, role: users.role })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        eq(sessions.id, sql.placeholder('sessionId')),
        eq(sessions.userId, sql.placeholder('userId')),
        isNull(sessions.revokedAt),
        gt(sessions.expiresAt, sql`now()`),
        eq(users.status, 'active'),
      ),
    )
    .limit(1)
    .prepare('live_session_actor'),
);

export async function findLiveSessionActor(db: Db, sessionId: string, userId: number): Promise<Actor | null> {
  const [row] = await liveSessionActor(db).execute({ sessionId, userId });
  return row ? { ...row, sessionId } : null;
}

export async function revokeSession(db: Db, sessionId: string): Promise<void> {
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(eq(sessions.id, sessionId), isNull(sessions.revokedAt)));
}

/** Revokes every live session of a user, optionally keeping one (the caller's own). */
export async function revokeUserSessions(db: Db, userId: number, exceptSessionId?: string): Promise<void> {
  const conditions = [eq(sessions.userId, userId), isNull(sessions.revokedAt)];
  if (exceptSessionId) conditions.push(ne(sessions.id, exceptSessionId));
  await db
    .update(sessions)
    .set({ revokedAt: sql`now()` })
    .where(and(...conditions));
}
