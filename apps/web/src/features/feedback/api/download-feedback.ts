import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';

/** GET /api/feedbacks/{id}/download: the PDF report and the feedback as JSON, zipped; the browser saves it. */
export function downloadFeedback(id: number): Promise<void> {
  return downloadFile(`/api/feedbacks/${id}/download`, `feedback-${id}.zip`);
}

export function useDownloadFeedback() {
  return useMutation({ mutationFn: downloadFeedback });
}
