import 'mantine-datatable/styles.css';
import type { Interview } from '@interview-hub/contracts/interviews';
import { Alert, Anchor, Button, Stack, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { InterviewStatusBadge } from '../../../components/interview-status-badge';
import { usePositionInterviews } from '../api/get-position-interviews';

const columns: DataTableColumn<Interview>[] = [
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
    accessor: 'interviewer',
    title: 'Interviewer',
    render: (interview) => (
      <Anchor component={Link} to={`/interviewers/${interview.interviewer.id}`}>
        {interview.interviewer.name}
      </Anchor>
    ),
  },
  {
    accessor: 'date',
    title: 'Date',
    render: (interview) => dayjs(interview.date).format('MMM D, YYYY h:mm A'),
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

/** The position's interviews, latest first; empty: 'No interviews scheduled yet'. */
export function PositionInterviews({ jobId }: { jobId: number }) {
  const interviews = usePositionInterviews(jobId);
  return (
    <Stack gap="md">
      <Title order={2} size="h3">
        Interviews
      </Title>
      {interviews.isError ? (
        <Alert color="red" variant="light" role="alert">
          Failed to load interviews for this position
        </Alert>
      ) : (
        <DataTable<Interview>
          withTableBorder
          borderRadius="md"
          minHeight={interviews.data?.length ? undefined : 150}
          records={interviews.data ?? []}
          columns={columns}
          fetching={interviews.isPending}
          noRecordsText={interviews.isSuccess ? 'No interviews scheduled yet' : ''}
        />
      )}
    </Stack>
  );
}
