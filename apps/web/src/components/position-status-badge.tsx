import {
  displayPositionStatus,
  type PositionStatus,
  positionStatusLabels,
} from '@interview-hub/contracts/position-status';
import { Badge, type BadgeProps } from '@mantine/core';

const colors: Record<PositionStatus | 'neutral', string> = {
  active: 'green',
  filled: 'blue',
  cancelled: 'red',
  paused: 'yellow',
  neutral: 'gray',
};

type PositionStatusBadgeProps = Omit<BadgeProps, 'children' | 'color'> & {
  status: string | null | undefined;
};

/**
 * A position's status pill (spec §4): 'closed' shows as Filled, 'canceled' as Cancelled, 'on_hold' as Paused, a
 * missing status as Active; any other value is shown as written, in a neutral colour.
 */
export function PositionStatusBadge({ status, ...badgeProps }: PositionStatusBadgeProps) {
  const key = displayPositionStatus(status);
  const label = key === 'neutral' ? status : positionStatusLabels[key];
  return (
    <Badge variant="light" color={colors[key]} data-status={key} {...badgeProps}>
      {label}
    </Badge>
  );
}
