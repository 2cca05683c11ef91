import { Badge, type BadgeProps } from '@mantine/core';

/** Badge colours by status key; any other value is shown as 'Unknown' (spec §4). */
const statusColors: Record<string, string> = {
  scheduled: 'blue',
  completed: 'green',
  cancelled: 'red',
};

/** The style key of a status: lowercased and trimmed, or 'unknown' when it is not a known status. */
export function interviewStatusKey(status: string | null | undefined): string {
  const key = status?.trim().toLowerCase() ?? '';
  return key in statusColors ? key : 'unknown';
}

/** 'scheduled' → 'Scheduled'; an unknown or missing status → 'Unknown'. */
export function interviewStatusLabel(status: string | null | undefined): string {
  const key = interviewStatusKey(status);
  return key.charAt(0).toUpperCase() + key.slice(1);
}

type InterviewStatusBadgeProps = Omit<BadgeProps, 'color' | 'children'> & {
  status: string | null | undefined;
};

/** An interview's status as a pill: lowercased as the style key, capitalised for display. */
export function InterviewStatusBadge({ status, ...badgeProps }: InterviewStatusBadgeProps) {
  const key = interviewStatusKey(status);
  return (
    <Badge variant="light" color={statusColors[key] ?? 'gray'} tt="none" data-status={key} {...badgeProps}>
      {interviewStatusLabel(status)}
    </Badge>
  );
}
