import type { AgencySettings } from '@interview-hub/contracts/settings';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { candidates, interviews, jobs } from '../../db/schema/index';
import { queueEmail } from '../../integrations/mail/queue-email';
import type { JobQueue } from '../../jobs/job-queue';
import { formatInTimeZone } from './format-in-time-zone';
import { type InviteKind, interviewInvite } from './interview-invite';

type Parties = {
  interview: typeof interviews.$inferSelect;
  candidate: typeof candidates.$inferSelect;
  job: typeof jobs.$inferSelect;
};

const subjects: Record<InviteKind, (title: string) => string> = {
  created: (title) => `Your interview for ${title}`,
  rescheduled: (title) => `Your interview for ${title} has moved`,
  cancelled: (title) => `Your interview for ${title} is cancelled`,
};

/** The candidate's calendar invitation: the interview's own UID and sequence, the candidate as attendee. */
export function candidateInvite(
  context: { config: Config },
  { interview, candidate, job }: Parties,
  lines: string[],
  kind: InviteKind = 'created',
) {
  const { config } = context;
  return {
    filename: kind === 'cancelled' ? 'cancel.ics' : 'invite.ics',
    contentType: `text/calendar; charset=utf-8; method=${kind === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
    content: interviewInvite({
      kind,
      interviewId: interview.id,
      rescheduleCount: interview.rescheduleCount,
      start: interview.date,
      duration: interview.duration,
      title: `Interview for ${job.title}`,
      description: lines.join('\n'),
      callLink: interview.callLink,
      organizerEmail: config.mailFrom.replace(/^.*<([^>]+)>.*$/, '$1'),
      attendee: { name: candidate.name, email: candidate.email ?? '' },
      appHost: new URL(config.appUrl).host,
    }),
  };
}

/**
 * The candidate's copy of a booking, a move or a cancellation: an e-mail with the calendar invitation (its
 * update or cancellation), the time in the agency's zone and the call link, never the feedback form or internal
 * notes. Nothing when the agency turned candidate e-mails off or the candidate has no address.
 */
export async function queueCandidateNotification(
  tx: Db,
  queue: JobQueue,
  options: Parties & { kind: InviteKind; config: Config; settings: AgencySettings },
): Promise<(() => Promise<void>) | null> {
  const { interview, candidate, job, kind, settings } = options;
  if (!settings.candidate_emails || !candidate.email) return null;
  const lines = [
    kind === 'cancelled'
      ? `Your interview for ${job.title} has been cancelled. We will be in touch.`
      : `${kind === 'rescheduled' ? 'Your interview has a new time' : 'Your interview is booked'}: ${job.title}.`,
    `When: ${formatInTimeZone(interview.date, settings.time_zone)}, ${interview.duration} minutes.`,
    ...(kind === 'cancelled' ? [] : [`Call link: ${interview.callLink ?? 'to be shared'}`]),
  ];
  return queueEmail(tx, queue, {
    to: candidate.email,
    subject: subjects[kind](job.title),
    text: `Hello ${candidate.name},\n\n${lines.join('\n')}\n`,
    attachments: [candidateInvite(options, options, lines, kind)],
  });
}
