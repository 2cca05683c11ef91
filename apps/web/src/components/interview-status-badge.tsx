import { cancellingPartyLabels, type Interview } from '@interview-hub/contracts/interviews';
import { Badge, type BadgeProps, Group } from '@mantine/core';

/** Badge colours and labels by status key; any other value is shown as 'Unknown' (spec §4). */
const statuses: Record<string, { color: string; label: string }> = {
  scheduled: { color: 'blue', label: 'Scheduled' },
  completed: { color: 'green', label: 'Completed' },
  candidate_no_show: { color: 'orange', label: 'Candidate no-show' },
  interviewer_no_show: { color: 'grape', label: 'Interviewer no-show' },
  cancelled: { color: 'red', label: 'Cancelled' },
};

/** The style key of a status: lowercased and trimmed, or 'unknown' when it is not a known status. */
export function interviewStatusKey(status: string | null | undefined): string {
  const key = status?.trim().toLowerCase() ?? '';
  return key in statuses ? key : 'unknown';
}

/** 'scheduled' → 'Scheduled', 'candidate_no_show' → 'Candidate no-show'; unknown or missing → 'Unknown'. */
export function interviewStatusLabel(status: string | null | undefined): string {
  return statuses[interviewStatusKey(status)]?.label ?? 'Unknown';
}

type InterviewStatusBadgeProps = Omit<BadgeProps, 'color' | 'children'> & {
  status: string | null | undefined;
  /** Who cancelled (shown in the pill) and whether late (a second pill). */
  cancellation?: Interview['cancellation'];
  /** Adds a 'Feedback overdue' pill. */
  overdue?: boolean;
};

/**
 * An interview's status as a pill, lowercased as the style key: 'Cancelled by the client' when known, with
 * 'Late' and 'Feedback overdue' pills beside it when they apply.
 */
export function InterviewStatusBadge({
  status,
  cancellation,
  overdue,
  ...badgeProps
}: InterviewStatusBadgeProps) {
  const key = interviewStatusKey(status);
  const label =
    key === 'cancelled' && cancellation
      ? `Cancelled by ${cancellingPartyLabels[cancellation.by]}`
      : interviewStatusLabel(status);
  const pill = (
    <Badge variant="light" color={statuses[key]?.color ?? 'gray'} tt="none" data-status={key} {...badgeProps}>
      {label}
    </Badge>
  );
  const late = key === 'cancelled' && cancellation?.late;
  if (!late && !overdue) return pill;
  return (
    <Group gap={4} wrap="wrap">
      {pill}
      {late ? (
        <Badge variant="outline" color="orange" tt="none" size={badgeProps.size}>
          Late
        </Badge>
      ) : null}
      {overdue ? (
        <Badge variant="filled" color="red" tt="none" size={badgeProps.size} data-testid="feedback-overdue">
          Feedback overdue
        </Badge>
      ) : null}
    </Group>
  );
}
