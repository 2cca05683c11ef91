import type { Feedback } from '@interview-hub/contracts/feedback';
import { Stack, Text } from '@mantine/core';
import { DataTable } from 'mantine-datatable';
import { useNavigate } from 'react-router';
import { formatDateTime } from '../../../lib/format-date';
import { DownloadPdfButton } from './download-pdf-button';

export const FEEDBACKS_PAGE_SIZE = 20;

type FeedbacksTableProps = {
  feedbacks: Feedback[];
  total: number;
  page: number;
  fetching: boolean;
  onPageChange: (page: number) => void;
};

function TwoLines({ first, second }: { first: string; second: string | null }) {
  return (
    <Stack gap={0}>
      <Text size="sm" fw={500}>
        {first}
      </Text>
      {second ? (
        <Text size="xs" c="dimmed">
          {second}
        </Text>
      ) : null}
    </Stack>
  );
}

/** The feedbacks, newest first; a row opens its details. */
export function FeedbacksTable({ feedbacks, total, page, fetching, onPageChange }: FeedbacksTableProps) {
  const navigate = useNavigate();
  return (
    <DataTable<Feedback>
      aria-label="Feedbacks"
      withTableBorder
      borderRadius="md"
      highlightOnHover
      minHeight={feedbacks.length === 0 ? 180 : undefined}
      records={feedbacks}
      fetching={fetching}
      noRecordsText="No feedbacks found"
      totalRecords={total}
      recordsPerPage={FEEDBACKS_PAGE_SIZE}
      page={page}
      onPageChange={onPageChange}
      paginationText={({ from, to, totalRecords }) => `Showing ${from}-${to} of ${totalRecords}`}
      onRowClick={({ record }) => void navigate(`/feedbacks/${record.id}`)}
      rowStyle={() => ({ cursor: 'pointer' })}
      columns={[
        { accessor: 'created_at', title: 'Date', render: (feedback) => formatDateTime(feedback.created_at) },
        { accessor: 'interviewer.name', title: 'Interviewer' },
        {
          accessor: 'interview',
          title: 'Interview',
          render: (feedback) => (
            <TwoLines first={feedback.candidate.name} second={formatDateTime(feedback.interview.date)} />
          ),
        },
        {
          accessor: 'job',
          title: 'Job',
          render: (feedback) => <TwoLines first={feedback.job.title} second={feedback.job.client_name} />,
        },
        {
          accessor: 'actions',
          title: 'Actions',
          textAlign: 'right',
          render: (feedback) => (
            <DownloadPdfButton
              feedbackId={feedback.id}
              label={`${feedback.candidate.name}, ${feedback.job.title}`}
            />
          ),
        },
      ]}
    />
  );
}
