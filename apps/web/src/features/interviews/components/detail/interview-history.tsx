import type { InterviewEvent } from '@interview-hub/contracts/interviews';
import { Text, Timeline } from '@mantine/core';
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
      return 'Cancelled';
    case 'feedback_submitted':
      return 'Feedback submitted';
  }
}

function eventText(event: InterviewEvent): string | null {
  if (event.kind === 'created') return `For ${when(event.to_date, event.to_duration)}`;
  if (event.kind === 'rescheduled') {
    return `From ${when(event.from_date, event.from_duration)} to ${when(event.to_date, event.to_duration)}`;
  }
  return null;
}

/** The interview's history: booked, each move (from → to, with the reason), cancelled, feedback. */
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
            return (
              <Timeline.Item key={event.id} title={eventTitle(event)}>
                {text ? <Text size="sm">{text}</Text> : null}
                {event.reason ? (
                  <Text size="sm" fs="italic">
                    Reason: {event.reason}
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
