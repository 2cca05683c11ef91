import { isAdmin, useProfile } from '../../features/auth/api/get-profile';
import { AdminOnly } from '../../features/users/components/admin-only';
import { UserManagement } from '../../features/users/components/user-management';

/** `/users`: User Management, for admins. */
export function UsersPage() {
  const profile = useProfile();
  return (
    <AdminOnly loading={profile.isPending} admin={isAdmin(profile.data)}>
      <UserManagement />
    </AdminOnly>
  );
}
