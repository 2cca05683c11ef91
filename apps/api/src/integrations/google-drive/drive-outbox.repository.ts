import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { feedbackDriveUploads } from '../../db/schema/index';

export type DriveUpload = typeof feedbackDriveUploads.$inferSelect;

/** Records, in the caller's transaction, that a feedback's PDF is to be uploaded; once per feedback. */
export async function insertDriveUpload(db: Db, feedbackId: number): Promise<void> {
  await db.insert(feedbackDriveUploads).values({ feedbackId }).onConflictDoNothing();
}

export async function findDriveUpload(db: Db, feedbackId: number): Promise<DriveUpload | null> {
  const [row] = await db
    .select()
    .from(feedbackDriveUploads)
    .where(eq(feedbackDriveUploads.feedbackId, feedbackId))
    .limit(1);
  return row ?? null;
}

/** Pending uploads older than a minute: their job was lost (say, the process stopped before sending it). */
export async function findStalePendingDriveUploads(db: Db): Promise<number[]> {
  const rows = await db
    .select({ feedbackId: feedbackDriveUploads.feedbackId })
    .from(feedbackDriveUploads)
    .where(
      and(
        eq(feedbackDriveUploads.status, 'pending'),
        lt(feedbackDriveUploads.createdAt, sql`now() - interval '1 minute'`),
      ),
    )
    .limit(100);
  return rows.map((r) => r.feedbackId);
}

export async function markDriveUploaded(db: Db, feedbackId: number, fileId: string): Promise<void> {
  await db
    .update(feedbackDriveUploads)
    .set({
      status: 'sent',
      fileId,
      uploadedAt: sql`now()`,
      attempts: sql`${feedbackDriveUploads.attempts} + 1`,
      lastError: null,
    })
    .where(eq(feedbackDriveUploads.feedbackId, feedbackId));
}

export async function markDriveUploadFailed(
  db: Db,
  feedbackId: number,
  error: string,
  final: boolean,
): Promise<void> {
  await db
    .update(feedbackDriveUploads)
    .set({
      status: final ? 'failed' : 'pending',
      attempts: sql`${feedbackDriveUploads.attempts} + 1`,
      lastError: error.slice(0, 1000),
    })
    .where(eq(feedbackDriveUploads.feedbackId, feedbackId));
}
