import type { InterviewListItem } from '@interview-hub/contracts/interviews';
import { type InterviewLinkColumn, RecordInterviewsTable } from '../../../components/record-interviews-table';
import { useCan } from '../../../lib/permissions';
import { usePositionInterviews } from '../../interviews/api/get-record-interviews';

const interviewerColumn: InterviewLinkColumn<InterviewListItem> = {
  accessor: 'interviewer',
  title: 'Interviewer',
  to: (interview) => `/interviewers/${interview.interviewer.id}`,
  label: (interview) => interview.interviewer.name,
};

/** The position's interviews, latest first, with the client's decision on each (staff); empty: 'No interviews scheduled yet'. */
export function PositionInterviews({ jobId }: { jobId: number }) {
  const interviews = usePositionInterviews(jobId);
  const withDecision = useCan('interviews.recordClientDecision');
  return (
    <RecordInterviewsTable
      title="Interviews"
      records={interviews.data}
      loading={interviews.isPending}
      link={interviewerColumn}
      dateTitle="Date"
      emptyText="No interviews scheduled yet"
      withDecision={withDecision}
      error={interviews.isError ? 'Failed to load interviews for this position' : undefined}
    />
  );
}
