import type { FinanceDocumentFormat } from '@interview-hub/contracts/finance-documents';
import { Button, Group } from '@mantine/core';
import { notifications } from '@mantine/notifications';
import { getErrorMessage } from '../../../lib/api-error';
import { type FinanceDocumentTarget, useDownloadFinanceDocument } from '../api/download-finance-document';

type DocumentButtonsProps = {
  target: FinanceDocumentTarget;
  period: string;
  /** Who or what, for the buttons' accessible names: 'Invoice of Acme (PDF)'. */
  label: string;
};

/** PDF and CSV download buttons for a statement or an invoice draft of a month. */
export function DocumentButtons({ target, period, label }: DocumentButtonsProps) {
  const download = useDownloadFinanceDocument();
  const get = (format: FinanceDocumentFormat) =>
    download.mutate(
      { target, period, format },
      {
        onError: (error) =>
          notifications.show({ color: 'red', message: getErrorMessage(error, 'The download failed') }),
      },
    );
  return (
    <Group gap={4} wrap="nowrap">
      {(['pdf', 'csv'] as const).map((format) => (
        <Button
          key={format}
          size="compact-xs"
          variant="light"
          aria-label={`${label} (${format.toUpperCase()})`}
          loading={download.isPending && download.variables?.format === format}
          onClick={() => get(format)}
        >
          {format.toUpperCase()}
        </Button>
      ))}
    </Group>
  );
}
