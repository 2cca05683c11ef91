import { useParams } from 'react-router';
import { isAdmin, useProfile } from '../../features/auth/api/get-profile';
import { AdminOnly } from '../../features/users/components/admin-only';
import { UserDetailScreen } from '../../features/users/components/user-detail-screen';

/** `/users/{id}`: one user's details and account actions, for admins. */
export function UserDetailPage() {
  const { id } = useParams();
  const profile = useProfile();
  return (
    <AdminOnly loading={profile.isPending} admin={isAdmin(profile.data)}>
      <UserDetailScreen key={id} id={Number(id)} />
    </AdminOnly>
  );
}
