import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { interviewerAvailability, interviewers } from '../../db/schema/index';

export type AvailabilityRow = typeof interviewerAvailability.$inferSelect;

export async function findAvailability(db: Db, interviewerId: number): Promise<AvailabilityRow | null> {
  const [row] = await db
    .select()
    .from(interviewerAvailability)
    .where(eq(interviewerAvailability.interviewerId, interviewerId));
  return row ?? null;
}

/** Stores the whole availability (one row per interviewer) and the interviewer's time zone with it. */
export async function saveAvailability(
  db: Db,
  values: Omit<AvailabilityRow, 'updatedAt'>,
  timezone: string,
): Promise<AvailabilityRow> {
  await db
    .update(interviewers)
    .set({ timezone, updatedAt: sql`now()` })
    .where(eq(interviewers.id, values.interviewerId));
  const [row] = await db
    .insert(interviewerAvailability)
    .values(values)
    .onConflictDoUpdate({
      target: interviewerAvailability.interviewerId,
      set: { ...values, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('availability upsert returned no row');
  return row;
}
