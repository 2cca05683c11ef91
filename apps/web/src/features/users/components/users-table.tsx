import type { User, UserListParams } from '@interview-hub/contracts/users';
import { userSortColumns } from '@interview-hub/contracts/users';
import { Anchor } from '@mantine/core';
import { DataTable, type DataTableSortStatus } from 'mantine-datatable';
import { Link } from 'react-router';
import { roleLabels } from '../../../components/user-labels';
import { UserStatusBadge } from '../../../components/user-status-badge';
import { formatDateTime } from '../../../lib/format-date';
import { USER_PAGE_SIZES, type UserListChange } from './use-user-list-params';

type SortColumn = UserListParams['sort_by'];

function isSortColumn(value: unknown): value is SortColumn {
  return userSortColumns.some((column) => column === value);
}

type UsersTableProps = {
  users: User[];
  total: number;
  query: UserListParams;
  fetching: boolean;
  onChange: (change: UserListChange & { page?: number }) => void;
};

/** The users, paged and sorted by the server. */
export function UsersTable({ users, total, query, fetching, onChange }: UsersTableProps) {
  const sortStatus: DataTableSortStatus<User> = {
    columnAccessor: query.sort_by,
    direction: query.sort_order,
  };

  return (
    <DataTable<User>
      aria-label="Users"
      withTableBorder
      borderRadius="md"
      highlightOnHover
      defaultColumnProps={{ noWrap: true }}
      minHeight={users.length === 0 ? 180 : undefined}
      records={users}
      fetching={fetching}
      noRecordsText="No users found"
      totalRecords={total}
      recordsPerPage={query.limit}
      page={query.page}
      onPageChange={(page) => onChange({ page })}
      recordsPerPageOptions={[...USER_PAGE_SIZES]}
      onRecordsPerPageChange={(limit) => onChange({ limit })}
      recordsPerPageLabel="Rows per page"
      paginationText={({ from, to, totalRecords }) => `Showing ${from}-${to} of ${totalRecords}`}
      sortStatus={sortStatus}
      onSortStatusChange={({ columnAccessor, direction }) => {
        if (isSortColumn(columnAccessor)) onChange({ sort_by: columnAccessor, sort_order: direction });
      }}
      columns={[
        {
          accessor: 'name',
          title: 'Name',
          sortable: true,
          render: (user) => (
            <Anchor component={Link} to={`/users/${user.id}`} fw={500}>
              {user.name}
            </Anchor>
          ),
        },
        { accessor: 'email', title: 'Email', sortable: true },
        { accessor: 'role', title: 'Role', sortable: true, render: (user) => roleLabels[user.role] },
        {
          accessor: 'status',
          title: 'Status',
          sortable: true,
          render: (user) => <UserStatusBadge status={user.status} />,
        },
        { accessor: 'phone', title: 'Phone', render: (user) => user.phone ?? '—' },
        {
          accessor: 'last_login',
          title: 'Last login',
          sortable: true,
          render: (user) => formatDateTime(user.last_login, { empty: 'Never' }),
        },
      ]}
    />
  );
}
