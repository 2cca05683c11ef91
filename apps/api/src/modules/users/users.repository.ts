import type { UserListParams, UserStatus } from '@interview-hub/contracts/users';
import { and, asc, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { UserRow } from '../../auth/user-accounts.repository';
import type { Db } from '../../db/client';
import { users } from '../../db/schema/index';

export type NewUser = typeof users.$inferInsert;
type ListFilter = Pick<UserListParams, 'search' | 'role' | 'status'>;

export async function insertUser(db: Db, values: NewUser): Promise<UserRow> {
  const [row] = await db.insert(users).values(values).returning();
  if (!row) throw new Error('user insert returned no row');
  return row;
}

export async function updateUserPassword(db: Db, id: number, passwordHash: string): Promise<void> {
  await db.update(users).set({ passwordHash, updatedAt: sql`now()` }).where(eq(users.id, id));
}

export async function updateUserProfile(
  db: Db,
  id: number,
  values: Pick<NewUser, 'name' | 'email' | 'role' | 'phone'>,
): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ ...values, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('user update returned no row');
  return row;
}

export async function setUserStatusRow(db: Db, id: number, status: UserStatus): Promise<UserRow> {
  const [row] = await db
    .update(users)
    .set({ status, updatedAt: sql`now()` })
    .where(eq(users.id, id))
    .returning();
  if (!row) throw new Error('user update returned no row');
  return row;
}

function listFilter(query: ListFilter): SQL | undefined {
  const conditions: SQL[] = [];
  if (query.search) {
    const pattern = `%${query.search.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
    const match = or(ilike(users.name, pattern), ilike(users.email, pattern));
    if (match) conditions.push(match);
  }
  if (query.role) conditions.push(eq(users.role, query.role));
  if (query.status) conditions.push(eq(users.status, query.status));
  return conditions.length ? and(...conditions) : undefined;
}

const sortColumns = {
  name: users.name,
  email: users.email,
  role: users.role,
  status: users.status,
  last_login: users.lastLogin,
  created_at: users.createdAt,
} as const;

export async function selectUsersPage(db: Db, query: UserListParams): Promise<UserRow[]> {
  const direction = query.sort_order === 'desc' ? desc : asc;
  return db
    .select()
    .from(users)
    .where(listFilter(query))
    .orderBy(direction(sortColumns[query.sort_by]), direction(users.id))
    .limit(query.limit)
    .offset((query.page - 1) * query.limit);
}

export async function countUsers(db: Db, query: ListFilter): Promise<number> {
  const [row] = await db.select({ total: count() }).from(users).where(listFilter(query));
  return row?.total ?? 0;
}
