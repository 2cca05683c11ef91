import 'mantine-datatable/styles.css';
import type { InterviewStatus } from '@interview-hub/contracts/interviews';
import { Alert, Anchor, Button, Stack, Title } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../lib/format-date';
import { InterviewStatusBadge } from './interview-status-badge';

/** What every row of a record page's interview list has, whichever route it comes from. */
type InterviewRow = {
  id: number;
  date: string;
  status: InterviewStatus;
  candidate: { id: number; name: string };
};

/** The column between Candidate and the date: a link to the interview's position or interviewer. */
export type InterviewLinkColumn<T> = {
  accessor: string;
  title: string;
  to: (interview: T) => string;
  label: (interview: T) => string;
};

type InterviewsTableProps<T extends InterviewRow> = {
  title: string;
  records: T[] | undefined;
  loading: boolean;
  link: InterviewLinkColumn<T>;
  dateTitle: string;
  /** Shown once loaded when there are no interviews. */
  emptyText: string;
  /** Shown instead of the table when the interviews could not be loaded. */
  error?: string;
};

function interviewColumns<T extends InterviewRow>(
  link: InterviewLinkColumn<T>,
  dateTitle: string,
): DataTableColumn<T>[] {
  return [
    {
      accessor: 'candidate',
      title: 'Candidate',
      render: (interview) => (
        <Anchor component={Link} to={`/candidates/${interview.candidate.id}`}>
          {interview.candidate.name}
        </Anchor>
      ),
    },
    {
      accessor: link.accessor,
      title: link.title,
      render: (interview) => (
        <Anchor component={Link} to={link.to(interview)}>
          {link.label(interview)}
        </Anchor>
      ),
    },
    {
      accessor: 'date',
      title: dateTitle,
      render: (interview) => formatDateTime(interview.date),
    },
    {
      accessor: 'status',
      title: 'Status',
      render: (interview) => <InterviewStatusBadge status={interview.status} />,
    },
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      render: (interview) => (
        <Button
          component={Link}
          to={`/interviews/${interview.id}`}
          size="xs"
          variant="light"
          aria-label={`View interview with ${interview.candidate.name}`}
        >
          View
        </Button>
      ),
    },
  ];
}

/** A titled table of a record's interviews (an interviewer's, a position's) with a View button on each row. */
export function InterviewsTable<T extends InterviewRow>({
  title,
  records,
  loading,
  link,
  dateTitle,
  emptyText,
  error,
}: InterviewsTableProps<T>) {
  const columns = useMemo(() => interviewColumns(link, dateTitle), [link, dateTitle]);
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      {error ? (
        <Alert color="red" variant="light" role="alert">
          {error}
        </Alert>
      ) : (
        <DataTable<T>
          withTableBorder
          borderRadius="md"
          minHeight={records?.length ? undefined : 150}
          records={records ?? []}
          columns={columns}
          fetching={loading}
          noRecordsText={loading ? '' : emptyText}
        />
      )}
    </Stack>
  );
}
