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

/** Attempts in the window, and the seconds until its oldest leaves it (0 when there is none). */
export type AttemptCount = { count: number; freeInSeconds: number };

/** The last `seconds`, by the database's clock (the one `created_at` is written with), not this instance's. */
const withinLast = (seconds: number) =>
  gt(loginAttempts.createdAt, sql`now() - ${seconds} * interval '1 second'`);

/**
 * Attempts of a kind in the last `windowSeconds`, counted three ways in one statement (one snapshot): for the
 * account from this IP, from this IP for any account, and for the account from any IP. With no e-mail the
 * account counts are 0.
 */
export async function countAttempts(
  db: Db,
  by: { kind: AttemptKind; email: string | null; ip: string; windowSeconds: number },
): Promise<{ accountAndIp: AttemptCount; ip: AttemptCount; account: AttemptCount }> {
  const sameAccount: SQL = by.email
    ? sql`lower(${loginAttempts.email}) = ${by.email.toLowerCase()}`
    : sql`false`;
  const sameIp = eq(loginAttempts.ip, by.ip);
  const both = sql`(${sameAccount} and ${sameIp})`;
  const counted = (where: SQL) => ({
    count: sql<number>`(count(*) filter (where ${where}))::int`,
    freeInSeconds: sql<number>`coalesce(ceil(extract(epoch from
      min(${loginAttempts.createdAt}) filter (where ${where}) + ${by.windowSeconds} * interval '1 second' - now()
    )), 0)::int`,
  });
  const [row] = await db
    .select({
      accountAndIp: counted(both),
      ip: counted(sameIp),
      account: counted(sameAccount),
    })
    .from(loginAttempts)
    .where(and(eq(loginAttempts.kind, by.kind), withinLast(by.windowSeconds), or(sameAccount, sameIp)));
  // Raw SQL fields come back as the driver gives them (PGlite and pg differ), so both are normalised here.
  const toCount = (value: AttemptCount | undefined): AttemptCount => ({
    count: Number(value?.count ?? 0),
    freeInSeconds: Number(value?.freeInSeconds ?? 0),
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

/** Whether the account signed in from this IP in the last `days` (its owner's usual address). */
export async function accountSignedInFromIp(
  db: Db,
  by: { email: string; ip: string; days: number },
): Promise<boolean> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .innerJoin(users, eq(users.id, sessions.userId))
    .where(
      and(
        sql`lower(${users.email}) = ${by.email.toLowerCase()}`,
        eq(sessions.ip, by.ip),
        gt(sessions.createdAt, sql`now() - ${by.days} * interval '1 day'`),
      ),
    )
    .limit(1);
  return rows.length > 0;
}

/** Deletes attempts older than `hours` (every window is shorter). */
export async function pruneLoginAttempts(db: Db, hours: number): Promise<void> {
  await db
    .delete(loginAttempts)
    .where(lt(loginAttempts.createdAt, sql`now() - ${hours} * interval '1 hour'`));
}
