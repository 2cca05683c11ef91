import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

export async function findUserByGoogleSub(db: Db, sub: string) {
  const [row] = await db.select().from(users).where(eq(users.googleSub, sub)).limit(1);
  return row ?? null;
}

export async function recordSignIn(db: Db, userId: number, googleSub: string | null): Promise<void> {
  await db
    .update(users)
    .set({
      lastLogin: sql`now()`,
      ...(googleSub ? { googleSub } : {}),
    })
    .where(eq(users.id, userId));
}
