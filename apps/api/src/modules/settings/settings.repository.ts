import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { agencySettings, users } from '../../db/schema/index';

export type StoredSettings = {
  settings: Record<string, unknown>;
  updatedAt: Date;
  updatedBy: string | null;
};

/** The stored settings document with who saved it last, or null when the agency never changed a setting. */
export async function findStoredSettings(db: Db): Promise<StoredSettings | null> {
  const [row] = await db
    .select({
      settings: agencySettings.settings,
      updatedAt: agencySettings.updatedAt,
      updatedBy: users.name,
    })
    .from(agencySettings)
    .leftJoin(users, eq(users.id, agencySettings.updatedBy))
    .where(eq(agencySettings.id, 1));
  return row ?? null;
}

/** Stores the whole settings document (the one row, created on first save). */
export async function saveSettings(db: Db, settings: Record<string, unknown>, userId: number): Promise<void> {
  await db
    .insert(agencySettings)
    .values({ id: 1, settings, updatedBy: userId })
    .onConflictDoUpdate({
      target: agencySettings.id,
      set: { settings, updatedBy: userId, updatedAt: sql`now()` },
    });
}
