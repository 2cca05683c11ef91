import { randomBytes } from 'node:crypto';
import type { UserRole } from '@interview-hub/contracts/users';
import type { Db } from '../src/db/client';
import { users } from '../src/db/schema/index';

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
