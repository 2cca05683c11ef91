import { createEvent } from 'ics';

export type InviteKind = 'created' | 'rescheduled' | 'cancelled';

/**
 * The calendar invite for an interview: one stable UID per interview, SEQUENCE raised with every reschedule
 * (and once more on cancel) so calendars update the same event, METHOD:CANCEL when it is called off.
 */
export function interviewInvite(options: {
  kind: InviteKind;
  interviewId: number;
  rescheduleCount: number;
  start: Date;
  duration: number;
  title: string;
  description: string;
  callLink: string | null;
  organizerEmail: string;
  attendee: { name: string; email: string };
  appHost: string;
}): string {
  const cancelled = options.kind === 'cancelled';
  const { error, value } = createEvent({
    uid: `interview-${options.interviewId}@${options.appHost}`,
    sequence: options.rescheduleCount + (cancelled ? 1 : 0),
    method: cancelled ? 'CANCEL' : 'REQUEST',
    status: cancelled ? 'CANCELLED' : 'CONFIRMED',
    start: options.start.getTime(),
    startInputType: 'utc',
    startOutputType: 'utc',
    duration: { minutes: options.duration },
    title: options.title,
    description: options.description,
    ...(options.callLink ? { url: options.callLink, location: options.callLink } : {}),
    organizer: { name: 'Interview Hub', email: options.organizerEmail },
    attendees: [
      { name: options.attendee.name, email: options.attendee.email, rsvp: true, role: 'REQ-PARTICIPANT' },
    ],
    productId: 'interview-hub/ics',
  });
  if (error || !value) throw new Error(`calendar invite failed: ${error?.message ?? 'empty'}`);
  return value;
}
