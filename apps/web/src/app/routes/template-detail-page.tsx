import { useParams } from 'react-router';
import { useProfile } from '../../features/auth/api/get-profile';
import { TemplateDetailScreen } from '../../features/templates/components/template-detail-screen';

/** `/templates/{id}`: one template's knowledge areas and questions; recruiters and admins add to them. */
export function TemplateDetailPage() {
  const { id } = useParams();
  const profile = useProfile();
  const canEdit = profile.data !== undefined && profile.data.role !== 'interviewer';
  return <TemplateDetailScreen key={id} id={id} canEdit={canEdit} />;
}
