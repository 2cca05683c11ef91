import { and, eq, gt, lt, or, type SQL, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { loginAttempts, sessions, users } from '../db/schema/index';

export type AttemptKind = (typeof loginAttempts.$inferSelect)['kind'];

/** Writes one attempt (committed at once: the count that follows in other requests must see it). */
export async function insertAttempt(
  db: Db,
  values: { kind: AttemptKind; email: string | null; ip: string },
): Promise<number> {
  const [row] = await db
    .insert(loginAttempts)
    .values({ ...values, email: values.email?.toLowerCase() ?? null })
    .returning({ id: loginAttempts.id });
  if (!row) throw new Error('attempt insert returned no row');
  return row.id;
}

export type AttemptCount = { count: number; oldest: Date | null };

/**
 * Attempts of a kind since a moment, counted three ways in one statement (one snapshot): for the account from this
 * IP, from this IP for any account, and for the account from any IP. With no e-mail the account counts are 0.
 */
export async function countAttempts(
  db: Db,
  by: { kind: AttemptKind; email: string | null; ip: string; since: Date },
): Promise<{ accountAndIp: AttemptCount; ip: AttemptCount; account: AttemptCount }> {
  const sameAccount: SQL = by.email
    ? sql`lower(${loginAttempts.email}) = ${by.email.toLowerCase()}`
    : sql`false`;
  const sameIp = eq(loginAttempts.ip, by.ip);
  const both = sql`(${sameAccount} and ${sameIp})`;
  const counted = (where: SQL) => ({
    count: sql<number>`(count(*) filter (where ${where}))::int`,
    oldest: sql<string | null>`min(${loginAttempts.createdAt}) filter (where ${where})`,
  });
  const [row] = await db
    .select({
      accountAndIp: counted(both),
      ip: counted(sameIp),
      account: counted(sameAccount),
    })
    .from(loginAttempts)
    .where(
      and(eq(loginAttempts.kind, by.kind), gt(loginAttempts.createdAt, by.since), or(sameAccount, sameIp)),
    );
  // Raw SQL fields come back as the driver gives them (PGlite and pg differ), so both are normalised here.
  const toCount = (value: { count: number; oldest: string | null } | undefined): AttemptCount => ({
    count: Number(value?.count ?? 0),
    oldest: value?.oldest ? new Date(value.oldest) : null,
  });
  return { accountAndIp: toCount(row?.accountAndIp), ip: toCount(row?.ip), account: toCount(row?.account) };
}

export async function deleteAttempt(db: Db, id: number): Promise<void> {
  await db.delete(loginAttempts).where(eq(loginAttempts.id, id));
}

/** Forgets the failures of one account from one IP (after that IP proved it knows the password). */
export async function clearAccountAttemptsFromIp(
  db: Db,
  by: { kind: AttemptKind; email: string; ip: string },
): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(
      and(
        eq(loginAttempts.kind, by.kind),
        sql`lower(${loginAttempts.email}) = ${by.email.toLowerCase()}`,
        eq(loginAttempts.ip, by.ip),
      ),
    );
}

/** Whether the account signed in from this IP since a moment (its owner's usual address). */
export async function accountSignedInFromIp(
  db: Db,
  by: { email: string; ip: string; since: Date },
): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`lower(${users.email}) = ${by.email.toLowerCase()}`,
        eq(sessions.ip, by.ip),
        gt(sessions.createdAt, by.since),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

export async function pruneLoginAttempts(db: Db, before: Date): Promise<void> {
  await db.delete(loginAttempts).where(lt(loginAttempts.createdAt, before));
}
