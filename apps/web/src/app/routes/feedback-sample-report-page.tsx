import { useParams } from 'react-router';
import { FeedbackSampleReport } from '../../features/feedback/components/feedback-sample-report';

/** `/feedback/view/{interviewId}`: a static sample feedback report. */
export function FeedbackSampleReportPage() {
  const { interviewId } = useParams();
  return <FeedbackSampleReport interviewId={interviewId} />;
}
