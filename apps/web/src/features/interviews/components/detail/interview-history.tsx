import {
  cancellingPartyLabels,
  cancelReasonLabels,
  type InterviewEvent,
} from '@interview-hub/contracts/interviews';
import { Badge, Group, Text, Timeline } from '@mantine/core';
import { formatDateTime } from '../../../../lib/format-date';
import { SectionCard } from './section-card';

const when = (date: string | null, duration: number | null) =>
  `${formatDateTime(date)}${duration ? ` (${duration} min)` : ''}`;

function eventTitle(event: InterviewEvent): string {
  switch (event.kind) {
    case 'created':
      return 'Scheduled';
    case 'rescheduled':
      return 'Rescheduled';
    case 'cancelled':
      return event.cancelled_by ? `Cancelled by ${cancellingPartyLabels[event.cancelled_by]}` : 'Cancelled';
    case 'feedback_submitted':
      return 'Feedback submitted';
    case 'completed':
      return 'Marked as completed';
    case 'candidate_no_show':
      return 'The candidate did not show up';
    case 'interviewer_no_show':
      return 'The interviewer did not show up';
    case 'client_decision':
      return "Client's decision recorded";
    case 'client_decision_cleared':
      return "Client's decision cleared";
  }
}

/** A cancellation's listed reason and its note; any other event's free-text reason or note. */
function eventReason(event: InterviewEvent): string | null {
  if (event.kind === 'cancelled' && event.reason_code) {
    const listed = cancelReasonLabels[event.reason_code];
    return `Reason: ${listed}${event.reason ? ` (${event.reason})` : ''}`;
  }
  if (!event.reason) return null;
  // The decision's own words: 'Advanced, decided on 2026-11-20: comment (was …)'.
  if (event.kind === 'client_decision' || event.kind === 'client_decision_cleared') return event.reason;
  return event.kind === 'rescheduled' || event.kind === 'created'
    ? `Reason: ${event.reason}`
    : `Note: ${event.reason}`;
}

function eventText(event: InterviewEvent): string | null {
  if (event.kind === 'created') return `For ${when(event.to_date, event.to_duration)}`;
  if (event.kind === 'rescheduled') {
    return `From ${when(event.from_date, event.from_duration)} to ${when(event.to_date, event.to_duration)}`;
  }
  return null;
}

/** The interview's history: booked, each move (from → to, with the reason), each outcome with who and why, feedback. */
export function InterviewHistory({ events }: { events: InterviewEvent[] }) {
  return (
    <SectionCard title="Reschedule History">
      {events.length === 0 ? (
        <Text size="sm" c="dimmed">
          No changes yet
        </Text>
      ) : (
        <Timeline active={events.length - 1} bulletSize={14} lineWidth={2}>
          {events.map((event) => {
            const text = eventText(event);
            const reason = eventReason(event);
            const title = event.late ? (
              <Group gap={6} component="span">
                {eventTitle(event)}
                <Badge size="xs" variant="outline" color="orange" tt="none">
                  Late
                </Badge>
              </Group>
            ) : (
              eventTitle(event)
            );
            return (
              <Timeline.Item key={event.id} title={title}>
                {text ? <Text size="sm">{text}</Text> : null}
                {reason ? (
                  <Text size="sm" fs="italic">
                    {reason}
                  </Text>
                ) : null}
                <Text size="xs" c="dimmed">
                  {formatDateTime(event.created_at)}
                  {event.actor ? ` · ${event.actor.name}` : ''}
                </Text>
              </Timeline.Item>
            );
          })}
        </Timeline>
      )}
    </SectionCard>
  );
}
