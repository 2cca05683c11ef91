import type { User } from '@interview-hub/contracts/users';
import type { UserRow } from '../../auth/user-accounts.repository';

/** The API's view of a user: no password hash, Google subject or lockout bookkeeping. */
export function toUserDto(row: UserRow): User {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    role: row.role,
    phone: row.phone,
    status: row.status,
    last_login: row.lastLogin?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
