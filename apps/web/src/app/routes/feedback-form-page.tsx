import { useParams } from 'react-router';
import { FeedbackFormScreen } from '../../features/feedback/components/feedback-form-screen';

/** `/feedback/form/type2/{interviewId}`: the per-knowledge-area feedback form of an interview. */
export function FeedbackFormPage() {
  const { interviewId } = useParams();
  return <FeedbackFormScreen key={interviewId} interviewId={interviewId} />;
}
