import { AdminOnly } from '../../features/users/components/admin-only';
import { UserManagement } from '../../features/users/components/user-management';
import { useCan } from '../../lib/permissions';

/** `/users`: User Management, for admins. */
export function UsersPage() {
  return (
    <AdminOnly admin={useCan('users.manage')}>
      <UserManagement />
    </AdminOnly>
  );
}
