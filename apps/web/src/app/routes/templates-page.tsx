import { TemplatesScreen } from '../../features/templates/components/templates-screen';
import { useCan } from '../../lib/permissions';

/** `/templates`: the feedback templates; recruiters and admins create them. */
export function TemplatesPage() {
  const canEdit = useCan('templates.edit');
  return <TemplatesScreen canEdit={canEdit} />;
}
