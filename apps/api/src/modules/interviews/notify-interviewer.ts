import { formatterPerTimeZone } from '@interview-hub/contracts/interview-slots';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { candidates, interviewers, interviews, jobs } from '../../db/schema/index';
import { queueEmail } from '../../integrations/mail/queue-email';
import { queueTelegramMessage } from '../../integrations/telegram/queue-telegram-message';
import type { JobQueue } from '../../jobs/job-queue';
import { agencyTimeZone } from '../settings/agency-settings';
import { type InviteKind, interviewInvite } from './interview-invite';

const headline: Record<InviteKind, string> = {
  created: 'Interview scheduled',
  rescheduled: 'Interview rescheduled',
  cancelled: 'Interview cancelled',
};

const interviewerClock = formatterPerTimeZone('en-GB', {
  weekday: 'short',
  day: 'numeric',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  hourCycle: 'h23',
  timeZoneName: 'short',
});

/**
 * "Tue, 24 Nov 2026, 14:30 CET (Europe/Berlin)" in the recipient's own time zone. The short zone name (an
 * abbreviation, or the offset where British English has none: "GMT+5:30", "GMT-5") tells the two 01:30s of a
 * night the clocks go back apart, and the IANA name says which place's clock it is.
 */
export function formatInTimeZone(date: Date, timeZone: string): string {
  return `${interviewerClock(timeZone).format(date)} (${timeZone})`;
}

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
 * a Telegram chat and the bot is configured, a Telegram message. Returns the hand-off to run after commit.
 */
export async function queueInterviewNotifications(
  tx: Db,
  queue: JobQueue,
  options: NotificationParties & { config: Config },
): Promise<() => Promise<void>> {
  const { interview, interviewer, candidate, job, config, kind } = options;
  // The agency's zone is read only for an interviewer who has none of their own.
  const defaultTimeZone = interviewer.timezone
    ? config.defaultTimeZone
    : await agencyTimeZone(tx, config.defaultTimeZone);
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
  return async () => {
    await deliverEmail();
    await deliverTelegram?.();
  };
}
