import { useParams } from 'react-router';
import { FeedbackDemoForm } from '../../features/feedback/components/feedback-demo-form';

/** `/feedback/form/type1/{interviewId}`: the demonstration per-question form (nothing is sent). */
export function FeedbackDemoFormPage() {
  const { interviewId } = useParams();
  return <FeedbackDemoForm key={interviewId} interviewId={interviewId} />;
}
