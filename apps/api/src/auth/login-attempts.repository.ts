import { and, count, eq, gt, lt, min, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts } from '../db/schema/index';

export async function recordFailedLogin(db: Db, email: string, ip: string): Promise<void> {
  await db.insert(loginAttempts).values({ email: email.toLowerCase(), ip });
}

/** Failures within the window, and the oldest of them (when the window frees up again). */
export async function countRecentFailures(db: Db, by: { email: string } | { ip: string }, since: Date) {
  const where =
    'email' in by
      ? and(
          sql`lower(${loginAttempts.email}) = ${by.email.toLowerCase()}`,
          gt(loginAttempts.createdAt, since),
        )
      : and(eq(loginAttempts.ip, by.ip), gt(loginAttempts.createdAt, since));
  const [row] = await db
    .select({ failures: count(), oldest: min(loginAttempts.createdAt) })
    .from(loginAttempts)
    .where(where);
  return { failures: row?.failures ?? 0, oldest: row?.oldest ?? null };
}

export async function clearFailedLogins(db: Db, email: string): Promise<void> {
  await db.delete(loginAttempts).where(sql`lower(${loginAttempts.email}) = ${email.toLowerCase()}`);
}

export async function pruneLoginAttempts(db: Db, before: Date): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
}
