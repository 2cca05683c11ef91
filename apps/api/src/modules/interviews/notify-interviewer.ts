import { formatterPerTimeZone } from '@interview-hub/contracts/interview-slots';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { candidates, interviewers, interviews, jobs } from '../../db/schema/index';
import { queueEmail } from '../../integrations/mail/queue-email';
import { queueTelegramMessage } from '../../integrations/telegram/queue-telegram-message';
import type { JobQueue } from '../../jobs/job-queue';
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
});

/** "Tue, 24 Nov 2026, 14:30 (Europe/Berlin)" in the interviewer's own time zone. */
export function formatInTimeZone(date: Date, timeZone: string): string {
  return `${interviewerClock(timeZone).format(date)} (${timeZone})`;
}

/**
 * Queues, inside the caller's transaction, the interviewer's e-mail with the calendar invite and, when they have
 * a Telegram chat and the bot is configured, a Telegram message. Returns the hand-off to run after commit.
 */
export async function queueInterviewNotifications(
  tx: Db,
  queue: JobQueue,
  options: {
    kind: InviteKind;
    interview: typeof interviews.$inferSelect;
    interviewer: typeof interviewers.$inferSelect;
    candidate: typeof candidates.$inferSelect;
    job: typeof jobs.$inferSelect;
    config: Config;
  },
): Promise<() => Promise<void>> {
  const { interview, interviewer, candidate, job, config, kind } = options;
  const zone = interviewer.timezone ?? config.defaultTimeZone;
  const when = formatInTimeZone(interview.date, zone);
  const title = `${headline[kind]}: ${candidate.name} — ${job.title}`;
  const lines = [
    `${headline[kind]} with ${candidate.name} for ${job.title}.`,
    `When: ${when}, ${interview.duration} minutes.`,
    ...(kind === 'cancelled'
      ? []
      : [
          `Call link: ${interview.callLink ?? 'to be shared'}`,
          `Feedback form: ${interview.feedbackFormLink ?? ''}`,
        ]),
  ];
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
