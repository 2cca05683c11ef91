import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { startSmtpSink } from '../../test/smtp-sink';
import { testConfig } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { findOutboundEmail, insertOutboundEmail } from '../integrations/mail/outbox.repository';
import { listBackupFiles } from '../modules/backups/backup-files';
import { backupDirOf } from '../modules/backups/create-backup';
import { deliverEach, JOB_QUEUES, startJobs } from './job-queue';

/** Until the workers have done it: vi.waitFor retries the check, and a time-out reports its last failure. */
const delivered = (check: () => boolean | Promise<boolean>) =>
  vi.waitFor(async () => expect(await check()).toBe(true), { timeout: 15_000, interval: 100 });

describe('e-mail delivery through the job queue', () => {
  let database: Database;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let jobs: Awaited<ReturnType<typeof startJobs>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    sink = await startSmtpSink();
    jobs = await startJobs({
      database,
      config: { ...testConfig, smtpUrl: sink.url },
      log: pino({ level: 'silent' }),
    });
  });
  afterAll(async () => {
    await jobs?.stop();
    await sink?.close();
    await database?.close();
  });

  it('delivers a queued message over SMTP and marks it sent', async () => {
    const id = await insertOutboundEmail(database.db, {
      to: 'invitee@example.test',
      subject: 'You are invited to Interview Hub',
      text: 'Set your password: http://127.0.0.1:3000/set-password?token=abc',
      html: '<p>Set your password</p>',
    });
    await jobs.queue.send('deliver-email', { id });
    await delivered(async () => (await findOutboundEmail(database.db, id))?.status === 'sent');
    const message = sink.messages.find((m) => m.to.includes('invitee@example.test'));
    expect(message?.raw).toContain('Subject: You are invited to Interview Hub');
    expect(message?.raw).toContain('set-password?token=abc');
    expect((await findOutboundEmail(database.db, id))?.attempts).toBe(1);
  });

  it('delivers every message of a burst, each once', async () => {
    const ids: number[] = [];
    for (let i = 0; i < 25; i++) {
      ids.push(
        await insertOutboundEmail(database.db, {
          to: `burst-${i}@example.test`,
          subject: `Interview scheduled ${i}`,
          text: 'When: Monday 10:00',
        }),
      );
    }
    await Promise.all(ids.map((id) => jobs.queue.send('deliver-email', { id })));
    await delivered(async () => {
      const rows = await Promise.all(ids.map((id) => findOutboundEmail(database.db, id)));
      return rows.every((row) => row?.status === 'sent');
    });
    for (let i = 0; i < 25; i++)
      expect(sink.messages.filter((m) => m.to.includes(`burst-${i}@example.test`))).toHaveLength(1);
  });
});

describe('the job queues', () => {
  let database: Database;
  let jobs: Awaited<ReturnType<typeof startJobs>>;
  const storedJobs = async (name: string) =>
    (await database.execute<{ data: unknown }>('select data from pgboss.job where name = $1', [name])).rows;

  beforeAll(async () => {
    database = await createTestDatabase();
    // No integration configured: the queues exist all the same, for instances that have them.
    jobs = await startJobs({ database, config: testConfig, log: pino({ level: 'silent' }) });
  });
  afterAll(async () => {
    await jobs?.stop();
    await database?.close();
  });

  it('stores a job sent to any queue, whatever this instance has configured', async () => {
    for (const name of JOB_QUEUES) {
      await jobs.queue.send(name, { feedbackId: 7 });
      expect(await storedJobs(name), name).toContainEqual({ data: { feedbackId: 7 } });
    }
  });

  it('backs the embedded database up every night at BACKUP_HOUR in the agency time zone; PostgreSQL not', async () => {
    const { rows } = await database.execute<{ cron: string; timezone: string }>(
      'select cron, timezone from pgboss.schedule where name = $1',
      ['backup-database'],
    );
    expect(rows).toEqual(
      database.kind === 'pglite'
        ? [{ cron: `0 ${testConfig.backup.hour} * * *`, timezone: testConfig.defaultTimeZone }]
        : [],
    );
  });

  it('writes a backup when the nightly job runs, on the embedded database', async (ctx) => {
    if (database.kind !== 'pglite') ctx.skip();
    const sent = new Date(Math.floor(Date.now() / 1000) * 1000);
    await jobs.queue.send('backup-database', {});
    const dir = backupDirOf(testConfig.dataDir);
    await expect
      .poll(async () => (await listBackupFiles(dir)).some((backup) => backup.createdAt >= sent), {
        timeout: 20_000,
        interval: 250,
      })
      .toBe(true);
  });

  it('fails a send the queue does not take, instead of dropping it', async () => {
    await database.execute('delete from pgboss.job where name = $1', ['upload-feedback-pdf']);
    await database.execute('select pgboss.delete_queue($1)', ['upload-feedback-pdf']);
    await expect(jobs.queue.send('upload-feedback-pdf', { feedbackId: 8 })).rejects.toThrow(
      'The job queue did not take the upload-feedback-pdf job',
    );
  });
});

describe('a batch of deliveries', () => {
  const batch = (...ids: number[]) => ids.map((id) => ({ data: { id } }));

  it('tries every message, in order, even after one failed, then fails the batch for a retry', async () => {
    const tried: number[] = [];
    const delivery = deliverEach(batch(1, 2, 3), async (id) => {
      tried.push(id);
      if (id === 2) throw new Error('mail server said 451');
    });
    await expect(delivery).rejects.toThrow('mail server said 451');
    expect(tried).toEqual([1, 2, 3]);
  });

  it('completes when every message went out', async () => {
    const tried: number[] = [];
    await deliverEach(batch(4, 5), async (id) => {
      tried.push(id);
    });
    expect(tried).toEqual([4, 5]);
  });
});
