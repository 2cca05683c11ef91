import type { Interview } from '@interview-hub/contracts/interviews';
import { type InterviewLinkColumn, RecordInterviewsTable } from '../../../components/record-interviews-table';
import { usePositionInterviews } from '../../interviews/api/get-position-interviews';

const interviewerColumn: InterviewLinkColumn<Interview> = {
  accessor: 'interviewer',
  title: 'Interviewer',
  to: (interview) => `/interviewers/${interview.interviewer.id}`,
  label: (interview) => interview.interviewer.name,
};

/** The position's interviews, latest first; empty: 'No interviews scheduled yet'. */
export function PositionInterviews({ jobId }: { jobId: number }) {
  const interviews = usePositionInterviews(jobId);
  return (
    <RecordInterviewsTable
      title="Interviews"
      records={interviews.data}
      loading={interviews.isPending}
      link={interviewerColumn}
      dateTitle="Date"
      emptyText="No interviews scheduled yet"
      error={interviews.isError ? 'Failed to load interviews for this position' : undefined}
    />
  );
}
