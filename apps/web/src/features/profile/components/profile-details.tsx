import type { User } from '@interview-hub/contracts/users';
import { SimpleGrid, Stack, Text } from '@mantine/core';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';

const roleLabels: Record<User['role'], string> = {
  admin: 'Admin',
  recruiter: 'Recruiter',
  interviewer: 'Interviewer',
};

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

/** The signed-in user's account, read-only. */
export function ProfileDetails({ user }: { user: User }) {
  return (
    <SimpleGrid component="dl" cols={{ base: 1, xs: 2 }} spacing="lg" verticalSpacing="md" m={0}>
      <Field label="Name">{user.name}</Field>
      <Field label="Email">{user.email}</Field>
      <Field label="Role">{roleLabels[user.role]}</Field>
      <Field label="Phone">{user.phone ?? 'Not set'}</Field>
      <Field label="Last login">
        {user.last_login ? dayjs(user.last_login).format('MMM D, YYYY HH:mm') : 'Never'}
      </Field>
      <Field label="Member since">{dayjs(user.created_at).format('MMM D, YYYY')}</Field>
    </SimpleGrid>
  );
}
