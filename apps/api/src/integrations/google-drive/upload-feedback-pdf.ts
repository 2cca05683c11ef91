import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { writeAudit } from '../../modules/audit/audit.repository';
import { feedbackPdf, feedbackPdfNames } from '../../modules/feedbacks/feedback-files';
import { findFeedbackRow } from '../../modules/feedbacks/feedbacks.repository';
import { type DriveUploader, driveFolderId } from './google-drive-client';

/** The job: renders the feedback's PDF and puts it in the interviewer's Drive folder. Failures throw (retried). */
export async function uploadFeedbackPdf(options: {
  db: Db;
  uploader: DriveUploader;
  log: FastifyBaseLogger;
  feedbackId: number;
  /** The agency's time zone, which the report's dates are printed in. */
  timeZone: string;
}) {
  const row = await findFeedbackRow(options.db, options.feedbackId, null);
  const folderId = row?.interviewer.feedbackFolderId ? driveFolderId(row.interviewer.feedbackFolderId) : null;
  if (!row || !folderId) return;
  const fileId = await options.uploader.upload({
    folderId,
    name: feedbackPdfNames(row).name,
    pdf: await feedbackPdf(row, options.timeZone),
  });
  await writeAudit(options.db, {
    actorId: null,
    action: 'feedback.uploaded_to_drive',
    entity: 'feedback',
    entityId: row.feedback.id,
    after: { folder_id: folderId, file_id: fileId },
  });
  options.log.info(
    { feedbackId: row.feedback.id, folderId, fileId },
    'feedback PDF uploaded to Google Drive',
  );
}
