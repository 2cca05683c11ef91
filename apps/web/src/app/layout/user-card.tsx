import type { User } from '@interview-hub/contracts/users';
import { Avatar, Group, Skeleton, Stack, Text } from '@mantine/core';
import { roleLabels } from '../../components/user-labels';

export function initials(name: string): string {
  const parts = name.trim().split(/\s+/).filter(Boolean);
  const letters = parts.length > 1 ? `${parts[0]?.[0] ?? ''}${parts.at(-1)?.[0] ?? ''}` : name.slice(0, 2);
  return letters.toUpperCase();
}

type UserCardProps = { user: User | undefined; loading: boolean };

/** The signed-in user at the foot of the sidebar. */
export function UserCard({ user, loading }: UserCardProps) {
  if (!user && !loading) {
    return (
      <Text size="xs" c="dimmed" p="xs">
        Your profile could not be loaded.
      </Text>
    );
  }
  if (!user) {
    return (
      <Group gap="sm" p="xs" aria-hidden="true">
        <Skeleton circle height={38} />
        <Stack gap={6} style={{ flex: 1 }}>
          <Skeleton height={10} width="70%" />
          <Skeleton height={8} width="50%" />
        </Stack>
      </Group>
    );
  }
  return (
    <Group gap="sm" p="xs" wrap="nowrap">
      <Avatar color="indigo" radius="xl">
        {initials(user.name || user.email)}
      </Avatar>
      <Stack gap={0} style={{ minWidth: 0 }}>
        <Text size="sm" fw={600} truncate="end" data-testid="sidebar-user-name">
          {user.name || user.email}
        </Text>
        <Text size="xs" c="dimmed" truncate="end">
          {roleLabels[user.role]} · {user.email}
        </Text>
      </Stack>
    </Group>
  );
}
