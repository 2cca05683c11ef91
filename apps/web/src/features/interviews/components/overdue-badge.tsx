import { Badge, VisuallyHidden } from '@mantine/core';
import { useOverdueCount } from '../api/get-overdue-count';

/** The sidebar's count of interviews whose feedback is overdue; nothing when there are none. */
export function OverdueBadge() {
  const count = useOverdueCount().data?.count ?? 0;
  if (count === 0) return null;
  return (
    <Badge
      color="red"
      size="sm"
      circle={count < 10}
      title={`${count} with overdue feedback`}
      data-testid="overdue-count"
    >
      {count}
      <VisuallyHidden> with overdue feedback</VisuallyHidden>
    </Badge>
  );
}
