import type { FastifyBaseLogger } from 'fastify';
import { writeAudit } from '../../audit/audit.repository';
import type { Db } from '../../db/client';
import { MAX_DELIVERY_ATTEMPTS } from '../../integrations/delivery-attempts';
import {
  findDriveUpload,
  insertDriveUpload,
  markDriveUploaded,
  markDriveUploadFailed,
} from '../../integrations/google-drive/drive-outbox.repository';
import { type DriveUploader, driveFolderId } from '../../integrations/google-drive/google-drive-client';
import type { JobQueue } from '../../jobs/job-queue';
import { feedbackPdf, feedbackPdfNames } from './feedback-files';
import { findFeedbackRow } from './feedbacks.repository';

/**
 * Queues, inside the transaction that stores the feedback, the upload of its PDF to the interviewer's Drive folder
 * (the outbox row), and answers the hand-off to run after the commit. If the process stops in between, the
 * outbox sweep sends the job. Nothing is queued when the interviewer has no folder or Drive is not configured.
 */
export async function queueFeedbackUpload(
  tx: Db,
  queue: JobQueue,
  options: { feedbackId: number; folder: string | null; driveConfigured: boolean },
): Promise<(() => Promise<void>) | null> {
  if (!options.folder || !options.driveConfigured) return null;
  await insertDriveUpload(tx, options.feedbackId);
  return () => queue.send('upload-feedback-pdf', { feedbackId: options.feedbackId });
}

/**
 * The job: renders the feedback's PDF and puts it in the interviewer's Drive folder, once. A failed attempt throws
 * so the job is retried, up to the delivery limit.
 */
export async function uploadFeedbackToDrive(options: {
  db: Db;
  uploader: DriveUploader;
  log: FastifyBaseLogger;
  feedbackId: number;
  /** The agency's time zone, which the report's dates are printed in. */
  timeZone: string;
}) {
  const { db, feedbackId } = options;
  const upload = await findDriveUpload(db, feedbackId);
  if (upload?.status !== 'pending') return;
  const row = await findFeedbackRow(db, feedbackId, null);
  const folderId = row?.interviewer.feedbackFolderId ? driveFolderId(row.interviewer.feedbackFolderId) : null;
  if (!row || !folderId) {
    await markDriveUploadFailed(db, feedbackId, 'The interviewer has no Google Drive folder', true);
    return;
  }
  try {
    const fileId = await options.uploader.upload({
      folderId,
      name: feedbackPdfNames(row).name,
      pdf: await feedbackPdf(row, options.timeZone),
    });
    await db.transaction(async (tx) => {
      await markDriveUploaded(tx, feedbackId, fileId);
      await writeAudit(tx, {
        actorId: null,
        action: 'feedback.uploaded_to_drive',
        entity: 'feedback',
        entityId: feedbackId,
        after: { folder_id: folderId, file_id: fileId },
      });
    });
    options.log.info({ feedbackId, folderId, fileId }, 'feedback PDF uploaded to Google Drive');
  } catch (error) {
    const final = upload.attempts + 1 >= MAX_DELIVERY_ATTEMPTS;
    await markDriveUploadFailed(
      db,
      feedbackId,
      error instanceof Error ? error.message : String(error),
      final,
    );
    if (!final) throw error;
    options.log.error({ feedbackId, err: error }, 'feedback PDF upload to Google Drive failed for good');
  }
}
