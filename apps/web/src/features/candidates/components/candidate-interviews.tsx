import type { InterviewListItem } from '@interview-hub/contracts/interviews';
import { type InterviewLinkColumn, RecordInterviewsTable } from '../../../components/record-interviews-table';
import { useCan } from '../../../lib/permissions';
import { useCandidateInterviews } from '../../interviews/api/get-record-interviews';

const positionColumn: InterviewLinkColumn<InterviewListItem> = {
  accessor: 'job',
  title: 'Position',
  to: (interview) => `/positions/${interview.job.id}`,
  label: (interview) =>
    interview.job.client ? `${interview.job.title} · ${interview.job.client.name}` : interview.job.title,
};

/** The candidate's interviews, latest first, with the client's decision on each (staff). */
export function CandidateInterviews({ candidateId }: { candidateId: number }) {
  const interviews = useCandidateInterviews(candidateId);
  const withDecision = useCan('interviews.recordClientDecision');
  return (
    <RecordInterviewsTable
      title="Interviews"
      records={interviews.data}
      loading={interviews.isPending}
      link={positionColumn}
      dateTitle="Date"
      emptyText="No interviews yet"
      withCandidate={false}
      withDecision={withDecision}
      error={interviews.isError ? 'Failed to load the interviews of this candidate' : undefined}
    />
  );
}
