import { type ClientDecision, clientDecisionLabels } from '@interview-hub/contracts/client-decisions';
import { Badge, type BadgeProps } from '@mantine/core';

const colors: Record<ClientDecision, string> = { advanced: 'blue', rejected: 'red', hired: 'green' };

/** The client's decision on an interview's candidate as a pill: Advanced, Rejected or Hired. */
export function ClientDecisionBadge({
  decision,
  ...badgeProps
}: Omit<BadgeProps, 'color' | 'children'> & { decision: ClientDecision }) {
  return (
    <Badge variant="filled" color={colors[decision]} tt="none" {...badgeProps}>
      {clientDecisionLabels[decision]}
    </Badge>
  );
}
