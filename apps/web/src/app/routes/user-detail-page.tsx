import { useParams } from 'react-router';
import { AdminOnly } from '../../features/users/components/admin-only';
import { UserDetailScreen } from '../../features/users/components/user-detail-screen';
import { useCan } from '../../lib/permissions';

/** `/users/{id}`: one user's details and account actions, for admins. */
export function UserDetailPage() {
  const { id } = useParams();
  return (
    <AdminOnly admin={useCan('users.manage')}>
      <UserDetailScreen key={id} id={Number(id)} />
    </AdminOnly>
  );
}
