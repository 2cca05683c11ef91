import type { AgencySettings } from '@interview-hub/contracts/settings';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { candidates, interviewers, interviews, jobs } from '../../db/schema/index';
import { queueEmail } from '../../integrations/mail/queue-email';
import { queueTelegramMessage } from '../../integrations/telegram/queue-telegram-message';
import type { JobQueue } from '../../jobs/job-queue';
import { formatInTimeZone } from './format-in-time-zone';
import { type InviteKind, interviewInvite } from './interview-invite';
import { queueCandidateNotification } from './notify-candidate';

const headline: Record<InviteKind, string> = {
  created: 'Interview scheduled',
  rescheduled: 'Interview rescheduled',
  cancelled: 'Interview cancelled',
};

type NotificationParties = {
  kind: InviteKind;
  interview: typeof interviews.$inferSelect;
  interviewer: typeof interviewers.$inferSelect;
  candidate: typeof candidates.$inferSelect;
  job: typeof jobs.$inferSelect;
};

/**
 * The title and lines the interviewer reads in the e-mail and on Telegram, the time in their own zone: theirs
 * when set, else the agency's default.
 */
export function interviewNotificationText(options: NotificationParties & { defaultTimeZone: string }): {
  title: string;
  lines: string[];
} {
  const { interview, interviewer, candidate, job, kind } = options;
  const when = formatInTimeZone(interview.date, interviewer.timezone ?? options.defaultTimeZone);
  return {
    title: `${headline[kind]}: ${candidate.name} — ${job.title}`,
    lines: [
      `${headline[kind]} with ${candidate.name} for ${job.title}.`,
      `When: ${when}, ${interview.duration} minutes.`,
      ...(kind === 'cancelled'
        ? []
        : [
            `Call link: ${interview.callLink ?? 'to be shared'}`,
            `Feedback form: ${interview.feedbackFormLink ?? ''}`,
          ]),
    ],
  };
}

/**
 * Queues, inside the caller's transaction, the interviewer's e-mail with the calendar invite and, when they have
 * a Telegram chat and the bot is configured, a Telegram message, and the candidate's invitation (unless the agency
 * turned candidate e-mails off). Returns the hand-off to run after commit.
 */
export async function queueInterviewNotifications(
  tx: Db,
  queue: JobQueue,
  options: NotificationParties & { config: Config; settings: AgencySettings },
): Promise<() => Promise<void>> {
  const { interview, interviewer, candidate, job, config, kind, settings } = options;
  const defaultTimeZone = settings.time_zone;
  const { title, lines } = interviewNotificationText({ ...options, defaultTimeZone });
  const ics = interviewInvite({
    kind,
    interviewId: interview.id,
    rescheduleCount: interview.rescheduleCount,
    start: interview.date,
    duration: interview.duration,
    title: `Interview: ${candidate.name} — ${job.title}`,
    description: lines.join('\n'),
    callLink: interview.callLink,
    organizerEmail: config.mailFrom.replace(/^.*<([^>]+)>.*$/, '$1'),
    attendee: { name: interviewer.name, email: interviewer.email },
    appHost: new URL(config.appUrl).host,
  });
  const deliverEmail = await queueEmail(tx, queue, {
    to: interviewer.email,
    subject: title,
    text: `Hello ${interviewer.name},\n\n${lines.join('\n')}\n`,
    attachments: [
      {
        filename: kind === 'cancelled' ? 'cancel.ics' : 'invite.ics',
        contentType: `text/calendar; charset=utf-8; method=${kind === 'cancelled' ? 'CANCEL' : 'REQUEST'}`,
        content: ics,
      },
    ],
  });
  const deliverTelegram =
    interviewer.telegramChatId && config.telegram
      ? await queueTelegramMessage(tx, queue, {
          chatId: interviewer.telegramChatId,
          text: `${title}\n\n${lines.join('\n')}`,
        })
      : null;
  const deliverToCandidate = await queueCandidateNotification(tx, queue, options);
  return async () => {
    await deliverEmail();
    await deliverTelegram?.();
    await deliverToCandidate?.();
  };
}
