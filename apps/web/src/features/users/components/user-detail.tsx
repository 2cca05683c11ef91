import type { User } from '@interview-hub/contracts/users';
import { Alert, Box, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { notifications } from '@mantine/notifications';
import { useState } from 'react';
import { Link } from 'react-router';
import { IconCheck } from '../../../components/icons';
import { UserDetailsList } from '../../../components/user-details-list';
import { UserStatusBadge } from '../../../components/user-status-badge';
import { getErrorMessage } from '../../../lib/api-error';
import { useUpdateUser } from '../api/update-user';
import { ActionError } from './action-error';
import { BlockUserModal } from './block-user-modal';
import { useUserActions } from './use-user-actions';
import { UserForm } from './user-form';

export const RESET_EMAIL_SENT = 'Password reset email sent successfully';

/** One user: details or the edit form, and the admin's actions on the account. */
export function UserDetail({ user }: { user: User }) {
  const [editing, setEditing] = useState(false);
  const [blockOpened, blockModal] = useDisclosure(false);
  const update = useUpdateUser(user.id);
  const actions = useUserActions(user);

  const stopEditing = () => {
    update.reset();
    setEditing(false);
  };

  return (
    <Stack gap="lg">
      <Group>
        <Button component={Link} to="/users" variant="subtle" px={0}>
          ← Back to users
        </Button>
      </Group>
      <Group justify="space-between" align="flex-start" gap="md">
        <Stack gap={4}>
          <Group gap="sm">
            <Title order={1}>{user.name}</Title>
            <UserStatusBadge status={user.status} />
          </Group>
          <Text c="dimmed">{user.email}</Text>
        </Stack>
        <Group gap="sm">
          {editing ? null : (
            <Button variant="default" onClick={() => setEditing(true)}>
              Edit
            </Button>
          )}
          <Button
            variant="default"
            onClick={actions.sendReset}
            loading={actions.reset.isPending}
            disabled={actions.pending}
          >
            Reset Password
          </Button>
          {user.status === 'blocked' ? (
            <Button
              color="teal"
              onClick={actions.unblockUser}
              loading={actions.unblock.isPending}
              disabled={actions.pending}
            >
              Unblock
            </Button>
          ) : (
            <Button color="red" variant="light" onClick={blockModal.open} disabled={actions.pending}>
              Block
            </Button>
          )}
        </Group>
      </Group>

      {actions.reset.isSuccess ? (
        <Alert color="teal" variant="light" icon={<IconCheck />} role="status">
          {RESET_EMAIL_SENT}
        </Alert>
      ) : null}
      {actions.reset.isError ? (
        <ActionError
          title="Failed to send password reset email"
          error={actions.reset.error}
          onClose={actions.clear}
        />
      ) : null}
      {actions.block.isError ? (
        <ActionError title="Failed to block user" error={actions.block.error} onClose={actions.clear} />
      ) : null}
      {actions.unblock.isError ? (
        <ActionError title="Failed to unblock user" error={actions.unblock.error} onClose={actions.clear} />
      ) : null}

      <Paper withBorder radius="md" p="lg">
        <Title order={2} size="h4" mb="md">
          {editing ? 'Edit user' : 'Details'}
        </Title>
        {editing ? (
          <Box maw={640}>
            <UserForm
              initialValues={{ name: user.name, email: user.email, phone: user.phone ?? '', role: user.role }}
              submitLabel="Save Changes"
              pending={update.isPending}
              serverError={update.isError ? getErrorMessage(update.error, 'Failed to update user') : null}
              onSubmit={(input) =>
                update.mutate(input, {
                  onSuccess: () => {
                    notifications.show({ color: 'teal', message: 'User updated.' });
                    stopEditing();
                  },
                })
              }
              onCancel={stopEditing}
            />
          </Box>
        ) : (
          <UserDetailsList user={user} view="management" />
        )}
      </Paper>

      <BlockUserModal
        opened={blockOpened}
        name={user.name}
        pending={actions.block.isPending}
        onConfirm={() => actions.blockUser(blockModal.close)}
        onClose={blockModal.close}
      />
    </Stack>
  );
}
