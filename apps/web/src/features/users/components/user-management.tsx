import { Alert, Button, Group, Stack, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { showsListLoader } from '../../../lib/list-loading';
import 'mantine-datatable/styles.css';
import { IconAlertCircle } from '../../../components/icons';
import { useUsers } from '../api/list-users';
import { CreateUserModal } from './create-user-modal';
import { useUserListParams } from './use-user-list-params';
import { UsersFilters } from './users-filters';
import { UsersTable } from './users-table';

/** The 'User Management' screen (admins): filters, the users table and the Create User modal. */
export function UserManagement() {
  const { query, update } = useUserListParams();
  const users = useUsers(query);
  const [createOpened, createModal] = useDisclosure(false);

  return (
    <Stack gap="lg">
      <Group justify="space-between" align="center">
        <Title order={1}>User Management</Title>
        <Button onClick={createModal.open}>Create User</Button>
      </Group>
      <UsersFilters search={query.search ?? ''} role={query.role} status={query.status} onChange={update} />
      {users.isError ? (
        <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
          Failed to load users
        </Alert>
      ) : (
        <UsersTable
          users={users.data?.data ?? []}
          total={users.data?.meta.total ?? 0}
          query={query}
          fetching={showsListLoader(users)}
          onChange={update}
        />
      )}
      <CreateUserModal opened={createOpened} onClose={createModal.close} />
    </Stack>
  );
}
