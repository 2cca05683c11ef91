import type { FastifyBaseLogger } from 'fastify';
import PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Database } from '../db/client';
import { findStalePendingDriveUploads } from '../integrations/google-drive/drive-outbox.repository';
import { createDriveUploader } from '../integrations/google-drive/google-drive-client';
import { deliverEmail } from '../integrations/mail/deliver-email';
import { createSmtpMailer, type Mailer } from '../integrations/mail/mailer';
import { findStalePendingEmailIds } from '../integrations/mail/outbox.repository';
import type { ManatalClient } from '../integrations/manatal/manatal-client';
import {
  createTelegramSender,
  deliverTelegramMessage,
} from '../integrations/telegram/deliver-telegram-message';
import { findStalePendingTelegramIds } from '../integrations/telegram/telegram-outbox.repository';
import { uploadFeedbackToDrive } from '../modules/feedbacks/upload-feedback-to-drive';
import { sendDueReminders } from '../modules/reminders/send-due-reminders';
import { agencyTimeZone } from '../modules/settings/agency-settings';
import { scheduleNightlyBackup } from './backup-job';
import { startCalendarFetchJobs } from './calendar-fetch-job';
import { cronEvery, runScheduledManatalSync } from './manatal-sync-job';

/**
 * Every queue, created at every start before anything is sent, scheduled or worked: pg-boss 10 drops a send to a
 * queue that does not exist (it answers no job id) and refuses to schedule one. Created whether or not this
 * instance's configuration uses it, so a send never depends on which integrations a worker instance has.
 */
export const JOB_QUEUES = [
  'deliver-email',
  'send-telegram',
  'sweep-outbox',
  'manatal-sync',
  'upload-feedback-pdf',
  'backup-database',
  'send-reminders',
  'fetch-calendars',
  'fetch-calendar',
] as const;
export type JobName = (typeof JOB_QUEUES)[number];

/** Where use cases put background work. Jobs run once across all instances (pg-boss in the database). */
export type JobQueue = { send(name: JobName, data: Record<string, unknown>): Promise<void> };

/**
 * An app built without a job queue (API tests): nothing is sent. E-mail and Telegram rows stay in their outbox,
 * for the sweep of an instance with workers; nothing else may rely on it.
 */
export const queueWithoutWorkers: JobQueue = { send: async () => {} };

const retry = { retryLimit: 4, retryDelay: 30, retryBackoff: true } as const;

/**
 * Delivery workers take up to 20 queued messages a fetch: one fetch and one completion per batch instead of per
 * message (a busy booking hour queues one e-mail per interview).
 */
const deliveryWork = { pollingIntervalSeconds: 1, batchSize: 20 } as const;

/**
 * Delivers every message of a batch, one after another (mail servers and Telegram limit their senders), then
 * fails the batch if any delivery failed, so pg-boss retries it. A retry of a message that did go out is a no-op:
 * delivery skips anything the outbox no longer holds as pending.
 */
export async function deliverEach(
  jobs: readonly { data: { id: number } }[],
  deliver: (id: number) => Promise<void>,
): Promise<void> {
  let failure: { error: unknown } | undefined;
  for (const job of jobs) {
    try {
      await deliver(job.data.id);
    } catch (error) {
      failure ??= { error };
    }
  }
  if (failure) throw failure.error;
}

type Send = (name: JobName, data: object, options: PgBoss.SendOptions) => Promise<void>;

/**
 * Starts pg-boss on the application's database (PGlite or PostgreSQL) and creates every queue. With `workers`
 * (JOBS_ENABLED) it also registers every worker and schedule; without, the instance only sends, and the jobs it
 * stores are worked by the instances that run workers.
 */
export async function startJobs(options: {
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
  /** Scheduled sync runs only against the real Manatal (a token is set) and when the interval is not 0. */
  manatal?: ManatalClient | null;
  workers?: boolean;
}): Promise<{ queue: JobQueue; stop(): Promise<void> }> {
  const { database, log, workers = true } = options;
  const boss = new PgBoss({
    db: { executeSql: (text: string, values?: unknown[]) => database.execute(text, values) },
    schema: 'pgboss',
    // Maintenance and the cron clock belong to the instances that run workers.
    ...(workers ? {} : { supervise: false, schedule: false }),
  });
  boss.on('error', (error) => log.error({ err: error }, 'job queue error'));
  await boss.start();
  for (const name of JOB_QUEUES) await boss.createQueue(name);
  /** A send without a job id means the job was not stored: an error, never a silent drop. */
  const send: Send = async (name, data, sendOptions) => {
    const id = await boss.send(name, data, sendOptions);
    if (!id) throw new Error(`The job queue did not take the ${name} job`);
  };
  const stopWorkers = workers ? await startWorkers({ ...options, boss, send }) : () => {};
  return {
    queue: { send: (name, data) => send(name, data, retry) },
    async stop() {
      await boss.stop({ graceful: true, wait: true, timeout: 10_000 });
      stopWorkers();
    },
  };
}

/** Registers every worker and schedule; answers what to release once pg-boss has stopped. */
async function startWorkers(options: {
  boss: PgBoss;
  send: Send;
  database: Database;
  config: Config;
  log: FastifyBaseLogger;
  manatal?: ManatalClient | null;
}): Promise<() => void> {
  const { boss, send, config, log } = options;
  const db = options.database.db;
  const mailer: Mailer | null = config.smtpUrl
    ? await createSmtpMailer(config.smtpUrl, config.mailFrom)
    : null;
  const telegram = config.telegram
    ? await createTelegramSender(config.telegram.botToken, config.telegram.apiUrl)
    : null;

  await boss.work<{ id: number }>('deliver-email', deliveryWork, (jobs) =>
    deliverEach(jobs, (id) => deliverEmail({ db, mailer, log, id })),
  );
  if (telegram) {
    await boss.work<{ id: number }>('send-telegram', deliveryWork, (jobs) =>
      deliverEach(jobs, (id) => deliverTelegramMessage({ db, sender: telegram, log, id })),
    );
  }
  // A job lost between a commit and its send (the process stopped in between) is sent again from the outbox.
  await boss.schedule('sweep-outbox', '* * * * *');
  await boss.work('sweep-outbox', async () => {
    const resend = async (name: JobName, ids: number[]) => {
      for (const id of ids) await send(name, { id }, { ...retry, singletonKey: `${name}-${id}` });
    };
    if (mailer) await resend('deliver-email', await findStalePendingEmailIds(db));
    if (telegram) await resend('send-telegram', await findStalePendingTelegramIds(db));
    if (config.googleDrive) {
      for (const feedbackId of await findStalePendingDriveUploads(db)) {
        await send(
          'upload-feedback-pdf',
          { feedbackId },
          { ...retry, singletonKey: `upload-feedback-pdf-${feedbackId}` },
        );
      }
    }
  });

  if (config.googleDrive) {
    const uploader = createDriveUploader(config.googleDrive.account, config.googleDrive.apiUrl);
    await boss.work<{ feedbackId: number }>('upload-feedback-pdf', async ([job]) => {
      if (job) {
        const { feedbackId } = job.data;
        const timeZone = await agencyTimeZone(db, config.defaultTimeZone);
        await uploadFeedbackToDrive({ db, uploader, log, feedbackId, timeZone });
      }
    });
  }

  const manatal = options.manatal;
  if (manatal && config.manatal.token && config.manatal.syncIntervalMinutes > 0) {
    await boss.schedule('manatal-sync', cronEvery(config.manatal.syncIntervalMinutes));
    await boss.work('manatal-sync', async () => runScheduledManatalSync({ db, manatal, log }));
  } else {
    await boss.unschedule('manatal-sync');
  }
  // Reminders and alerts: one sweep a minute across instances; the notification log keeps each one to one send.
  await boss.schedule('send-reminders', '* * * * *');
  await boss.work('send-reminders', async () => {
    const queue: JobQueue = { send: (name, data) => send(name, data, retry) };
    const result = await sendDueReminders({ db, queue, config, now: new Date() });
    if (result.sent || result.dropped) log.info(result, 'reminders sent and dropped');
  });
  await scheduleNightlyBackup({ boss, database: options.database, config, log });
  await startCalendarFetchJobs({ boss, db, config, log });
  return () => mailer?.close();
}
