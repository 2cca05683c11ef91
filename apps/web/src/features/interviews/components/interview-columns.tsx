import { durationLabel } from '@interview-hub/contracts/interview-options';
import type { Interview } from '@interview-hub/contracts/interviews';
import { Anchor, Button, Group } from '@mantine/core';
import type { DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { InterviewStatusBadge } from '../../../components/interview-status-badge';
import { formatDateTime } from '../../../lib/format-date';

/** Cells that open the interview when clicked (spec §2). */
export const detailCells = new Set(['date', 'duration', 'reschedule_count', 'status']);

type ColumnActions = {
  onReschedule: (interview: Interview) => void;
  onCancel: (interview: Interview) => void;
};

const linkTo = (to: string, text: string) => (
  <Anchor component={Link} to={to} size="sm">
    {text}
  </Anchor>
);

/** The list's columns; accessors are the server's sort keys. */
export function interviewColumns({ onReschedule, onCancel }: ColumnActions): DataTableColumn<Interview>[] {
  const opensDetail = { cellsStyle: () => ({ cursor: 'pointer' }) };
  return [
    {
      accessor: 'candidate',
      title: 'Candidate',
      sortable: true,
      render: (i) => linkTo(`/candidates/${i.candidate.id}`, i.candidate.name),
    },
    {
      accessor: 'job_title',
      title: 'Job Title',
      sortable: true,
      render: (i) => linkTo(`/positions/${i.job.id}`, i.job.title),
    },
    {
      accessor: 'interviewer',
      title: 'Interviewer',
      sortable: true,
      render: (i) => linkTo(`/interviewers/${i.interviewer.id}`, i.interviewer.name),
    },
    {
      accessor: 'date',
      title: 'Date/Time',
      sortable: true,
      noWrap: true,
      ...opensDetail,
      render: (i) => linkTo(`/interviews/${i.id}`, formatDateTime(i.date)),
    },
    {
      accessor: 'duration',
      title: 'Duration',
      sortable: true,
      noWrap: true,
      ...opensDetail,
      render: (i) => durationLabel(i.duration),
    },
    {
      accessor: 'reschedule_count',
      title: 'Reschedules',
      sortable: true,
      textAlign: 'center',
      ...opensDetail,
    },
    {
      accessor: 'status',
      title: 'Status',
      sortable: true,
      noWrap: true,
      width: 130,
      ...opensDetail,
      render: (i) => <InterviewStatusBadge status={i.status} />,
    },
    {
      accessor: 'actions',
      title: 'Actions',
      textAlign: 'right',
      render: (i) => {
        const closed = i.status !== 'scheduled';
        return (
          <Group gap={6} justify="flex-end" wrap="nowrap">
            <Button
              size="compact-xs"
              variant="light"
              disabled={closed}
              aria-label={`Reschedule interview with ${i.candidate.name}`}
              onClick={() => onReschedule(i)}
            >
              Reschedule
            </Button>
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
          </Group>
        );
      },
    },
  ];
}
