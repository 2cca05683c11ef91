import { durationLabel } from '@interview-hub/contracts/interview-options';
import type { Interview } from '@interview-hub/contracts/interviews';
import { Anchor, Button, Flex, type MantineTheme, Stack, Text } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { candidateColumn, statusColumn } from '../../../components/interview-table';
import { formatDateTime } from '../../../lib/format-date';

/** Cells that open the interview when clicked (spec §2). */
export const detailCells = new Set(['date', 'duration', 'reschedule_count', 'status']);

/** The actions the viewer's role may take; a missing one is not offered, and with neither there is no column. */
type ColumnActions = {
  onReschedule?: (interview: Interview) => void;
  onCancel?: (interview: Interview) => void;
};

/**
 * Phones (below `sm`) keep Candidate, Status and Actions; the candidate cell then carries the position and the
 * date (a link to the interview) under the name, so nothing the row says is pushed off-screen.
 */
const fromSm = { visibleMediaQuery: (theme: MantineTheme) => `(min-width: ${theme.breakpoints.sm})` };

function CandidateCell({ interview }: { interview: Interview }) {
  return (
    <Stack gap={2}>
      {linkTo(`/candidates/${interview.candidate.id}`, interview.candidate.name)}
      <Stack gap={0} hiddenFrom="sm">
        <Text size="xs" c="dimmed">
          {interview.job.title}
        </Text>
        <Anchor component={Link} to={`/interviews/${interview.id}`} size="xs">
          {formatDateTime(interview.date)}
        </Anchor>
      </Stack>
    </Stack>
  );
}

function actionsColumn({ onReschedule, onCancel }: ColumnActions): DataTableColumn<Interview>[] {
  if (!onReschedule && !onCancel) return [];
  return [
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      render: (i) => {
        const closed = i.status !== 'scheduled';
        return (
          <Flex gap={6} justify="flex-end" align="flex-end" direction={{ base: 'column', sm: 'row' }}>
            {onReschedule ? (
              <Button
                size="compact-xs"
                variant="light"
                disabled={closed}
                aria-label={`Reschedule interview with ${i.candidate.name}`}
                onClick={() => onReschedule(i)}
              >
                Reschedule
              </Button>
            ) : null}
            {onCancel ? (
              <Button
                size="compact-xs"
                variant="light"
                color="red"
                disabled={closed}
                aria-label={`Cancel interview with ${i.candidate.name}`}
                onClick={() => onCancel(i)}
              >
                Cancel
              </Button>
            ) : null}
          </Flex>
        );
      },
    },
  ];
}

const linkTo = (to: string, text: string) => (
  <Anchor component={Link} to={to} size="sm">
    {text}
  </Anchor>
);

/** The list's columns; accessors are the server's sort keys. */
export function interviewColumns(actions: ColumnActions): DataTableColumn<Interview>[] {
  const opensDetail = { cellsStyle: () => ({ cursor: 'pointer' }) };
  return [
    candidateColumn<Interview>({ sortable: true, render: (i) => <CandidateCell interview={i} /> }),
    {
      accessor: 'job_title',
      title: 'Job Title',
      sortable: true,
      ...fromSm,
      render: (i) => linkTo(`/positions/${i.job.id}`, i.job.title),
    },
    {
      accessor: 'interviewer',
      title: 'Interviewer',
      sortable: true,
      ...fromSm,
      render: (i) => linkTo(`/interviewers/${i.interviewer.id}`, i.interviewer.name),
    },
    {
      accessor: 'date',
      title: 'Date/Time',
      sortable: true,
      ...fromSm,
      noWrap: true,
      ...opensDetail,
      render: (i) => linkTo(`/interviews/${i.id}`, formatDateTime(i.date)),
    },
    {
      accessor: 'duration',
      title: 'Duration',
      sortable: true,
      ...fromSm,
      noWrap: true,
      ...opensDetail,
      render: (i) => durationLabel(i.duration),
    },
    {
      accessor: 'reschedule_count',
      title: 'Reschedules',
      sortable: true,
      ...fromSm,
      textAlign: 'center',
      ...opensDetail,
    },
    statusColumn<Interview>({ sortable: true, width: 130, ...opensDetail }),
    ...actionsColumn(actions),
  ];
}
