import type { AgencySettings } from '@interview-hub/contracts/settings';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { candidates, interviewers, interviews, jobs } from '../../db/schema/index';
import { queueEmail } from '../../integrations/mail/queue-email';
import { queueTelegramMessage } from '../../integrations/telegram/queue-telegram-message';
import type { JobQueue } from '../../jobs/job-queue';
import { formatInTimeZone } from '../interviews/format-in-time-zone';
import { candidateInvite } from '../interviews/notify-candidate';
import type { PlannedReminder } from './reminder-plan';
import { findActiveUserEmail, findAdminEmails } from './reminders.repository';

type Deliver = () => Promise<void>;

export type ReminderParties = {
  interview: typeof interviews.$inferSelect;
  interviewer: typeof interviewers.$inferSelect;
  candidate: typeof candidates.$inferSelect;
  job: typeof jobs.$inferSelect;
};

type Context = { tx: Db; queue: JobQueue; config: Config; settings: AgencySettings };

const inHours = (hours: number) => (hours === 1 ? '1 hour' : `${hours} hours`);
const link = (path: string | null, config: Config) => (path ? new URL(path, config.appUrl).toString() : '');

/** To the interviewer: on Telegram when they have a chat (and the bot is set up), else by e-mail. */
async function toInterviewer(context: Context, parties: ReminderParties, title: string, lines: string[]) {
  const { interviewer } = parties;
  if (interviewer.telegramChatId && context.config.telegram) {
    return queueTelegramMessage(context.tx, context.queue, {
      chatId: interviewer.telegramChatId,
      text: `${title}\n\n${lines.join('\n')}`,
    });
  }
  return queueEmail(context.tx, context.queue, {
    to: interviewer.email,
    subject: title,
    text: `Hello ${interviewer.name},\n\n${lines.join('\n')}\n`,
  });
}

function beforeInterviewer(context: Context, parties: ReminderParties, reminder: PlannedReminder) {
  const { interview, interviewer, candidate, job } = parties;
  const zone = interviewer.timezone ?? context.settings.time_zone;
  return toInterviewer(
    context,
    parties,
    `Reminder: interview in ${inHours(reminder.hours)}: ${candidate.name} — ${job.title}`,
    [
      `Your interview with ${candidate.name} for ${job.title} starts in ${inHours(reminder.hours)}.`,
      `When: ${formatInTimeZone(interview.date, zone)}, ${interview.duration} minutes.`,
      `Call link: ${interview.callLink ?? 'to be shared'}`,
      ...(job.noteForInterviewers ? [`Notes for interviewers: ${job.noteForInterviewers}`] : []),
      `Feedback form: ${link(interview.feedbackFormLink, context.config)}`,
    ],
  );
}

async function beforeCandidate(context: Context, parties: ReminderParties, reminder: PlannedReminder) {
  const { interview, candidate, job } = parties;
  if (!context.settings.candidate_emails || !candidate.email) return null;
  const lines = [
    `This is a reminder of your interview for ${job.title} in ${inHours(reminder.hours)}.`,
    `When: ${formatInTimeZone(interview.date, context.settings.time_zone)}, ${interview.duration} minutes.`,
    `Call link: ${interview.callLink ?? 'to be shared'}`,
  ];
  return queueEmail(context.tx, context.queue, {
    to: candidate.email,
    subject: `Reminder: your interview for ${job.title} in ${inHours(reminder.hours)}`,
    text: `Hello ${candidate.name},\n\n${lines.join('\n')}\n`,
    attachments: [candidateInvite(context, parties, lines)],
  });
}

function feedbackReminder(context: Context, parties: ReminderParties) {
  const { interview, interviewer, candidate, job } = parties;
  const zone = interviewer.timezone ?? context.settings.time_zone;
  const deadline = interview.feedbackDueAt ?? interview.date;
  return toInterviewer(context, parties, `Feedback due: ${candidate.name} — ${job.title}`, [
    `Please submit your feedback on the interview with ${candidate.name} for ${job.title}.`,
    `Deadline: ${formatInTimeZone(deadline, zone)}.`,
    `Feedback form: ${link(interview.feedbackFormLink, context.config)}`,
  ]);
}

async function overdueAlert(context: Context, parties: ReminderParties, reminder: PlannedReminder) {
  const { interview, interviewer, candidate, job } = parties;
  const escalation = reminder.kind === 'feedback_escalation';
  const recruiter = escalation ? null : await findActiveUserEmail(context.tx, interview.recruiterId);
  // The recruiter who booked it is alerted at the deadline; the admins a window later, or at once without one.
  const to = recruiter ? [recruiter.email] : await findAdminEmails(context.tx);
  if (!to.length) return null;
  const deadline = formatInTimeZone(interview.feedbackDueAt ?? interview.date, context.settings.time_zone);
  const subject = escalation
    ? `Escalation: feedback overdue by ${inHours(reminder.hours)}: ${candidate.name} — ${job.title}`
    : `Feedback overdue: ${candidate.name} — ${job.title}`;
  const text = [
    `${recruiter ? `Hello ${recruiter.name}` : 'Hello'},`,
    '',
    `${interviewer.name} has not yet submitted feedback on the interview with ${candidate.name} for ${job.title}.`,
    `The deadline was ${deadline}.`,
    `Interview: ${link(`/interviews/${interview.id}`, context.config)}`,
    `Interviewer: ${interviewer.email}${interviewer.phone ? `, ${interviewer.phone}` : ''}`,
    '',
  ].join('\n');
  const deliveries: Deliver[] = [];
  for (const address of to)
    deliveries.push(await queueEmail(context.tx, context.queue, { to: address, subject, text }));
  return async () => {
    for (const deliver of deliveries) await deliver();
  };
}

/** Queues, in the sweep's transaction, the message of one reminder that is due; returns its hand-off, if any. */
export async function queueReminder(
  context: Context,
  parties: ReminderParties,
  reminder: PlannedReminder,
): Promise<Deliver | null> {
  switch (reminder.kind) {
    case 'interviewer_before':
      return beforeInterviewer(context, parties, reminder);
    case 'candidate_before':
      return beforeCandidate(context, parties, reminder);
    case 'feedback_reminder':
      return feedbackReminder(context, parties);
    case 'feedback_overdue':
    case 'feedback_escalation':
      return overdueAlert(context, parties, reminder);
  }
}
