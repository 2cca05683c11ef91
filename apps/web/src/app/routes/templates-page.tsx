import { useProfile } from '../../features/auth/api/get-profile';
import { TemplatesScreen } from '../../features/templates/components/templates-screen';

/** `/templates`: the feedback templates; recruiters and admins create them. */
export function TemplatesPage() {
  const profile = useProfile();
  const canEdit = profile.data !== undefined && profile.data.role !== 'interviewer';
  return <TemplatesScreen canEdit={canEdit} />;
}
