import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { findBookingParties } from '../interviews/interview-writes.repository';
import { readAgencySettings } from '../settings/agency-settings';
import { queueReminder } from './reminder-messages';
import { CATCH_UP_HOURS, reminderPlan, reminderVerdict } from './reminder-plan';
import {
  findLoggedReminders,
  findReminderCandidates,
  lockInterviewForReminders,
  logReminder,
  reminderKey,
} from './reminders.repository';

const HOUR = 3_600_000;

/**
 * One sweep: every reminder and alert that has come due since the catch-up window began and is not yet logged is
 * logged once (interview × kind × due time is unique) and, when still meaningful, queued in the same transaction.
 * Safe to run at any moment, any number of times, on any number of instances: a key logged once is never sent
 * again. `now` is the sweep's clock (tests drive it). Answers how many messages were sent and dropped.
 */
export async function sendDueReminders(options: {
  db: Db;
  queue: JobQueue;
  config: Config;
  now: Date;
}): Promise<{ sent: number; dropped: number }> {
  const { db, now } = options;
  const { settings } = await readAgencySettings(db, options.config.defaultTimeZone);
  const ids = await findReminderCandidates(db, {
    now,
    beforeHours: Math.max(0, ...settings.interview_reminder_hours),
    firstFeedbackHours: Math.min(...settings.feedback_reminder_hours, settings.feedback_due_hours),
    escalationHours: settings.escalation_hours,
    catchUpHours: CATCH_UP_HOURS,
  });
  const logged = await findLoggedReminders(db, ids);
  const counts = { sent: 0, dropped: 0 };
  for (const id of ids) {
    const deliveries = await db.transaction(async (tx) => {
      const interview = await lockInterviewForReminders(tx, id);
      if (!interview) return [];
      const dueNow = reminderPlan(interview, settings).filter(
        (reminder) =>
          reminder.dueAt <= now &&
          reminder.dueAt.getTime() > now.getTime() - CATCH_UP_HOURS * HOUR &&
          !logged.has(reminderKey(id, reminder.kind, reminder.dueAt)),
      );
      if (!dueNow.length) return [];
      const { interviewer, candidate, job } = await findBookingParties(tx, interview);
      const handOffs: (() => Promise<void>)[] = [];
      for (const reminder of dueNow) {
        const verdict = reminderVerdict(reminder, dueNow, interview, now);
        const entry = { interviewId: id, kind: reminder.kind, dueAt: reminder.dueAt };
        const unwanted =
          reminder.kind === 'candidate_before' && (!settings.candidate_emails || !candidate?.email);
        if (!verdict.send || !interviewer || !candidate || !job || unwanted) {
          const reason = !verdict.send
            ? verdict.reason
            : unwanted
              ? 'candidate e-mails are off, or the candidate has no e-mail'
              : 'a party of the interview is missing';
          if (await logReminder(tx, { ...entry, outcome: 'dropped', reason })) counts.dropped++;
          continue;
        }
        if (!(await logReminder(tx, { ...entry, outcome: 'sent' }))) continue;
        const deliver = await queueReminder(
          { tx, queue: options.queue, config: options.config, settings },
          { interview, interviewer, candidate, job },
          reminder,
        );
        counts.sent++;
        if (deliver) handOffs.push(deliver);
      }
      return handOffs;
    });
    for (const deliver of deliveries) await deliver();
  }
  return counts;
}
