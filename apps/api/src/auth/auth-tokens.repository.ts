import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { authTokens } from '../db/schema/index';

export type AuthTokenKind = (typeof authTokens.$inferSelect)['kind'];
export type AuthTokenRow = typeof authTokens.$inferSelect;

/** Voids the user's unused tokens of a kind, then stores the new one's hash. */
export async function replaceAuthToken(
  db: Db,
  values: { userId: number; kind: AuthTokenKind; tokenHash: string; expiresAt: Date },
): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(
      and(eq(authTokens.userId, values.userId), eq(authTokens.kind, values.kind), isNull(authTokens.usedAt)),
    );
  await db.insert(authTokens).values(values);
}

/** Voids every unused link of the user, of both kinds: once a password is set, none may set it again. */
export async function voidUnusedAuthTokens(db: Db, userId: number): Promise<void> {
  await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.userId, userId), isNull(authTokens.usedAt)));
}

export async function findAuthTokenByHash(db: Db, tokenHash: string): Promise<AuthTokenRow | null> {
  const [row] = await db.select().from(authTokens).where(eq(authTokens.tokenHash, tokenHash)).limit(1);
  return row ?? null;
}

/** Marks a token used; false when another request used it first. */
export async function markAuthTokenUsed(db: Db, id: number): Promise<boolean> {
  const rows = await db
    .update(authTokens)
    .set({ usedAt: sql`now()` })
    .where(and(eq(authTokens.id, id), isNull(authTokens.usedAt)))
    .returning({ id: authTokens.id });
  return rows.length === 1;
}
