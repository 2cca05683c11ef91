import ical, { ICalAttendeeRole, ICalCalendarMethod, ICalEventStatus } from 'ical-generator';

export type InviteKind = 'created' | 'rescheduled' | 'cancelled';

/**
 * The calendar invite for an interview: one stable UID per interview, SEQUENCE raised with every reschedule
 * (and once more on cancel) so calendars update the same event, METHOD:CANCEL when it is called off.
 * ical-generator escapes the text and folds long lines as RFC 5545 asks.
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
  const calendar = ical({
    prodId: { company: 'interview-hub', product: 'ics' },
    method: cancelled ? ICalCalendarMethod.CANCEL : ICalCalendarMethod.REQUEST,
  });
  calendar.createEvent({
    id: `interview-${options.interviewId}@${options.appHost}`,
    sequence: options.rescheduleCount + (cancelled ? 1 : 0),
    status: cancelled ? ICalEventStatus.CANCELLED : ICalEventStatus.CONFIRMED,
    start: options.start,
    end: new Date(options.start.getTime() + options.duration * 60_000),
    summary: options.title,
    description: options.description,
    ...(options.callLink ? { url: options.callLink, location: options.callLink } : {}),
    organizer: { name: 'Interview Hub', email: options.organizerEmail },
    attendees: [
      {
        name: options.attendee.name,
        email: options.attendee.email,
        rsvp: true,
        role: ICalAttendeeRole.REQ,
      },
    ],
  });
  return calendar.toString();
}
