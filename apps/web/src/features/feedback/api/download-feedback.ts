import type { FeedbackDownloadFormat } from '@interview-hub/contracts/feedback';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';

/**
 * GET /api/feedbacks/{id}/download: the PDF report (or, with 'zip', the PDF and the feedback as JSON); the browser
 * saves it under the name the server gives, the candidate's included.
 */
export function downloadFeedback(id: number, format: FeedbackDownloadFormat = 'pdf'): Promise<void> {
  return downloadFile(`/api/feedbacks/${id}/download?format=${format}`, `feedback-${id}.${format}`);
}

export function useDownloadFeedback() {
  return useMutation({ mutationFn: (id: number) => downloadFeedback(id) });
}
