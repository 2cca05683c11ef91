import type { User } from '@interview-hub/contracts/users';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { formatDateTime, roleLabels } from './user-labels';
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

/** A user's details, read-only. */
export function UserDetailsList({ user }: { user: User }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, sm: 2 }} spacing="lg" verticalSpacing="md" m={0}>
      <Field label="Name">{user.name}</Field>
      <Field label="Email">{user.email}</Field>
      <Field label="Role">{roleLabels[user.role]}</Field>
      <Field label="Status">
        <UserStatusBadge status={user.status} />
      </Field>
      <Field label="Phone">{user.phone ?? 'Not set'}</Field>
      <Field label="Last login">{formatDateTime(user.last_login)}</Field>
      <Field label="Created">{formatDateTime(user.created_at)}</Field>
      <Field label="Updated">{formatDateTime(user.updated_at)}</Field>
    </SimpleGrid>
  );
}
