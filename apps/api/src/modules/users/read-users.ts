import { pageMeta } from '@interview-hub/contracts/pagination';
import { type UserListQuery, userListQuerySchema } from '@interview-hub/contracts/users';
import { findUserById } from '../../auth/user-accounts.repository';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { toUserDto } from './user-dto';
import { countUsers, selectUsersPage } from './users.repository';

/** One page of users with search (name or e-mail), role and status filters, sorted in SQL. */
export async function listUsers(options: { db: Db; query: UserListQuery }) {
  const query = userListQuerySchema.parse(options.query);
  const [rows, total] = await Promise.all([
    selectUsersPage(options.db, query),
    countUsers(options.db, query),
  ]);
  return { data: rows.map(toUserDto), meta: pageMeta(query.page, query.limit, total) };
}

/** One user, for the admin screens; 404 when there is none. */
export async function getUser(options: { db: Db; id: number }) {
  const user = await findUserById(options.db, options.id);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  return toUserDto(user);
}
