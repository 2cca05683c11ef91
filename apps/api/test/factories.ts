import { randomBytes } from 'node:crypto';
import type { UserRole } from '@interview-hub/contracts/users';
import { desc, eq } from 'drizzle-orm';
import type { Db } from '../src/db/client';
import { outboundEmails, users } from '../src/db/schema/index';

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
