import { FeedbacksScreen } from '../../features/feedback/components/feedbacks-screen';

/** `/feedbacks`: the interview feedback the user may read. */
export function FeedbacksPage() {
  return <FeedbacksScreen />;
}
