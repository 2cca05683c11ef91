import { Button } from '@mantine/core';
import { useDownloadFeedback } from '../api/download-feedback';

/** A row's 'Download PDF'; on the list a failure is only logged (spec §8). */
export function DownloadPdfButton({ feedbackId, label }: { feedbackId: number; label: string }) {
  const download = useDownloadFeedback();
  return (
    <Button
      size="compact-sm"
      variant="light"
      aria-label={`Download PDF: ${label}`}
      loading={download.isPending}
      onClick={(event) => {
        event.stopPropagation();
        download.mutate(feedbackId, {
          onError: (error) => console.error('Failed to download feedback', error),
        });
      }}
    >
      Download PDF
    </Button>
  );
}
