import 'mantine-datatable/styles.css';
import type { InterviewStatus } from '@interview-hub/contracts/interviews';
import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../lib/format-date';
import { isViewerTimeZone } from '../lib/time-zones';
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

type RecordInterviewsTableProps<T extends InterviewRow> = {
  title: string;
  records: T[] | undefined;
  loading: boolean;
  link: InterviewLinkColumn<T>;
  dateTitle: string;
  /** Shown once loaded when there are no interviews. */
  emptyText: string;
  /** Shown instead of the table when the interviews could not be loaded. */
  error?: string;
  /** Also show each time in this zone (the interviewer's), under the viewer's, when the two differ. */
  secondZone?: { timeZone: string | null; label: string };
};

function interviewColumns<T extends InterviewRow>(
  link: InterviewLinkColumn<T>,
  dateTitle: string,
  other: { timeZone: string; label: string } | null,
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
      render: (interview) =>
        other ? (
          <Stack gap={0}>
            <Text size="sm">{formatDateTime(interview.date)}</Text>
            <Text size="xs" c="dimmed">
              {other.label}: {formatDateTime(interview.date, { timeZone: other.timeZone })}
            </Text>
          </Stack>
        ) : (
          formatDateTime(interview.date)
        ),
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
export function RecordInterviewsTable<T extends InterviewRow>({
  title,
  records,
  loading,
  link,
  dateTitle,
  emptyText,
  error,
  secondZone,
}: RecordInterviewsTableProps<T>) {
  const otherZone =
    secondZone?.timeZone && !isViewerTimeZone(secondZone.timeZone) ? secondZone.timeZone : null;
  const otherLabel = secondZone?.label ?? '';
  const columns = useMemo(
    () => interviewColumns(link, dateTitle, otherZone ? { timeZone: otherZone, label: otherLabel } : null),
    [link, dateTitle, otherZone, otherLabel],
  );
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
          // Narrow screens scroll the table sideways rather than squeezing the dates and status pills.
          styles={{ table: { minWidth: 680 } }}
          records={records ?? []}
          columns={columns}
          fetching={loading}
          noRecordsText={loading ? '' : emptyText}
        />
      )}
    </Stack>
  );
}
