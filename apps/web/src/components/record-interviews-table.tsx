import { Alert, Anchor, Button, Stack, Text, Title } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { formatDateTime } from '../lib/format-date';
import { isViewerTimeZone } from '../lib/time-zones';
import {
  candidateColumn,
  clientDecisionColumn,
  type InterviewRow,
  InterviewTable,
  statusColumn,
} from './interview-table';

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
  /** Add the Client's decision column (staff: the rows carry it). */
  withDecision?: boolean;
  /** The first column: the candidate (a position's, an interviewer's interviews) or nothing (a candidate's own). */
  withCandidate?: boolean;
};

type ColumnChoices<T> = {
  link: InterviewLinkColumn<T>;
  dateTitle: string;
  other: { timeZone: string; label: string } | null;
  withDecision: boolean;
  withCandidate: boolean;
};

function interviewColumns<T extends InterviewRow>({
  link,
  dateTitle,
  other,
  withDecision,
  withCandidate,
}: ColumnChoices<T>): DataTableColumn<T>[] {
  return [
    ...(withCandidate ? [candidateColumn<T>()] : []),
    {
      accessor: link.accessor,
      title: link.title,
      render: (interview) => (
        <Anchor component={Link} to={link.to(interview)} size="sm">
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
    statusColumn<T>(),
    ...(withDecision ? [clientDecisionColumn<T>()] : []),
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

/**
 * A titled {@link InterviewTable} of a record's interviews (an interviewer's, a position's, a candidate's), a View
 * button on each row.
 */
export function RecordInterviewsTable<T extends InterviewRow>({
  title,
  records,
  loading,
  link,
  dateTitle,
  emptyText,
  error,
  secondZone,
  withDecision = false,
  withCandidate = true,
}: RecordInterviewsTableProps<T>) {
  const otherZone =
    secondZone?.timeZone && !isViewerTimeZone(secondZone.timeZone) ? secondZone.timeZone : null;
  const otherLabel = secondZone?.label ?? '';
  const columns = useMemo(
    () =>
      interviewColumns({
        link,
        dateTitle,
        other: otherZone ? { timeZone: otherZone, label: otherLabel } : null,
        withDecision,
        withCandidate,
      }),
    [link, dateTitle, otherZone, otherLabel, withDecision, withCandidate],
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
        <InterviewTable<T>
          records={records ?? []}
          columns={columns}
          fetching={loading}
          emptyText={emptyText}
          minWidth={680}
        />
      )}
    </Stack>
  );
}
