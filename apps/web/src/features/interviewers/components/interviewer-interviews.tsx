import type { InterviewerInterview } from '@interview-hub/contracts/interviewers';
import { Alert, Stack } from '@mantine/core';
import { type InterviewLinkColumn, RecordInterviewsTable } from '../../../components/record-interviews-table';
import { useInterviewerInterviews } from '../api/get-interviewer-interviews';

const jobColumn: InterviewLinkColumn<InterviewerInterview> = {
  accessor: 'job',
  title: 'Job Title',
  to: (interview) => `/positions/${interview.job.id}`,
  label: (interview) => interview.job.title,
};

/** Upcoming Interviews (date after now) and Historical Interviews (now or earlier). */
export function InterviewerInterviews({
  interviewerId,
  timeZone,
}: {
  interviewerId: number;
  /** The interviewer's zone: each time is also shown in it when it is not the viewer's. */
  timeZone: string | null;
}) {
  const interviews = useInterviewerInterviews(interviewerId);
  const secondZone = { timeZone, label: "Interviewer's time" };
  if (interviews.isError) {
    return (
      <Alert color="red" variant="light" role="alert">
        Failed to load interviewer details
      </Alert>
    );
  }
  return (
    <Stack gap="xl">
      <RecordInterviewsTable
        title="Upcoming Interviews"
        records={interviews.data?.upcoming}
        loading={interviews.isPending}
        link={jobColumn}
        dateTitle="Date/Time"
        secondZone={secondZone}
        emptyText="No upcoming interviews"
      />
      <RecordInterviewsTable
        title="Historical Interviews"
        records={interviews.data?.historical}
        loading={interviews.isPending}
        link={jobColumn}
        dateTitle="Date/Time"
        secondZone={secondZone}
        emptyText="No historical interviews"
      />
    </Stack>
  );
}
