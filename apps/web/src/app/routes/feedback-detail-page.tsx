import { useParams } from 'react-router';
import { useProfile } from '../../features/auth/api/get-profile';
import { FeedbackDetailScreen } from '../../features/feedback/components/feedback-detail-screen';

/** `/feedbacks/{id}`: one feedback, viewed, edited and downloaded. */
export function FeedbackDetailPage() {
  const { id } = useParams();
  const profile = useProfile();
  const viewer = profile.data ? { id: profile.data.id, role: profile.data.role } : undefined;
  return <FeedbackDetailScreen key={id} id={id} viewer={viewer} />;
}
