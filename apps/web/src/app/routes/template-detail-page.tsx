import { useParams } from 'react-router';
import { TemplateDetailScreen } from '../../features/templates/components/template-detail-screen';
import { useCan } from '../../lib/permissions';

/** `/templates/{id}`: one template's knowledge areas and questions; recruiters and admins add to them. */
export function TemplateDetailPage() {
  const { id } = useParams();
  const canEdit = useCan('templates.edit');
  return <TemplateDetailScreen key={id} id={id} canEdit={canEdit} />;
}
