import 'mantine-datatable/styles.css';
import type { InterviewerInterview } from '@interview-hub/contracts/interviewers';
import { Alert, Anchor, Button, Stack, Title } from '@mantine/core';
import dayjs from 'dayjs';
import { DataTable, type DataTableColumn } from 'mantine-datatable';
import { Link } from 'react-router';
import { InterviewStatusBadge } from '../../../components/interview-status-badge';
import { useInterviewerInterviews } from '../api/get-interviewer-interviews';

const columns: DataTableColumn<InterviewerInterview>[] = [
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
    accessor: 'job',
    title: 'Job Title',
    render: (interview) => (
      <Anchor component={Link} to={`/positions/${interview.job.id}`}>
        {interview.job.title}
      </Anchor>
    ),
  },
  {
    accessor: 'date',
    title: 'Date/Time',
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

type InterviewsTableProps = { title: string; records: InterviewerInterview[] | undefined; loading: boolean };

function InterviewsTable({ title, records, loading }: InterviewsTableProps) {
  return (
    <Stack gap="sm">
      <Title order={2} size="h3">
        {title}
      </Title>
      <DataTable<InterviewerInterview>
        withTableBorder
        borderRadius="md"
        minHeight={records?.length ? undefined : 140}
        records={records ?? []}
        columns={columns}
        fetching={loading}
        noRecordsText={loading ? '' : `No ${title.toLowerCase()}`}
      />
    </Stack>
  );
}

/** Upcoming Interviews (date after now) and Historical Interviews (now or earlier). */
export function InterviewerInterviews({ interviewerId }: { interviewerId: number }) {
  const interviews = useInterviewerInterviews(interviewerId);
  if (interviews.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        Failed to load interviewer details
      </Alert>
    );
  }
  return (
    <Stack gap="xl">
      <InterviewsTable
        title="Upcoming Interviews"
        records={interviews.data?.upcoming}
        loading={interviews.isPending}
      />
      <InterviewsTable
        title="Historical Interviews"
        records={interviews.data?.historical}
        loading={interviews.isPending}
      />
    </Stack>
  );
}
