import type { User } from '@interview-hub/contracts/users';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDate, formatDateTime } from '../lib/format-date';
import { roleLabels } from './user-labels';
import { UserStatusBadge } from './user-status-badge';

function Field({ label, children }: { label: string; children: ReactNode }) {
  return (
    <Stack gap={2}>
      <Text component="dt" size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text component="dd" m={0} size="sm">
        {children}
      </Text>
    </Stack>
  );
}

type UserDetailsListProps = {
  user: User;
  /**
   * 'account': the signed-in user's own account, with the date they joined as 'Member since';
   * 'management': an admin's view of any user, which adds the status and the Created and Updated times.
   */
  view: 'account' | 'management';
};

/** A user's details, read-only. */
export function UserDetailsList({ user, view }: UserDetailsListProps) {
  const management = view === 'management';
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" m={0}>
      <Field label="Name">{user.name}</Field>
      <Field label="Email">{user.email}</Field>
      <Field label="Role">{roleLabels[user.role]}</Field>
      {management ? (
        <Field label="Status">
          <UserStatusBadge status={user.status} />
        </Field>
      ) : null}
      <Field label="Phone">{user.phone ?? 'Not set'}</Field>
      <Field label="Last login">{formatDateTime(user.last_login, { empty: 'Never' })}</Field>
      {management ? (
        <>
          <Field label="Created">{formatDateTime(user.created_at)}</Field>
          <Field label="Updated">{formatDateTime(user.updated_at)}</Field>
        </>
      ) : (
        <Field label="Member since">{formatDate(user.created_at)}</Field>
      )}
    </SimpleGrid>
  );
}
