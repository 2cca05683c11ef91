import type { UserStatus } from '@interview-hub/contracts/users';
import { Badge } from '@mantine/core';
import { statusLabels } from './user-labels';

const colors: Record<UserStatus, string> = { active: 'teal', blocked: 'red' };

export function UserStatusBadge({ status }: { status: UserStatus }) {
  return (
    <Badge color={colors[status]} variant="light">
      {statusLabels[status]}
    </Badge>
  );
}
