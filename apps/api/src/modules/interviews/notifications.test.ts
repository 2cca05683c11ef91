import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { createBookingParties, nextWeekdayAt } from '../../../test/booking-parties';
import { createUser } from '../../../test/factories';
import { startFakeTelegramApi } from '../../../test/fake-telegram-api';
import { startSmtpSink } from '../../../test/smtp-sink';
import { testConfig } from '../../../test/test-app';
import { createTestDatabase } from '../../../test/test-database';
import { buildApp } from '../../app';
import { createSession } from '../../auth/sessions';
import type { Database } from '../../db/client';
import { startJobs } from '../../jobs/job-queue';
import type { AppInstance } from '../../lib/fastify-types';

/** Until the workers have done it: vi.waitFor retries the check, and a time-out reports its last failure. */
const delivered = (check: () => boolean | Promise<boolean>) =>
  vi.waitFor(async () => expect(await check()).toBe(true), { timeout: 15_000, interval: 100 });

describe('interviewer notifications through the job workers', () => {
  let database: Database;
  let app: AppInstance;
  let jobs: Awaited<ReturnType<typeof startJobs>>;
  let sink: Awaited<ReturnType<typeof startSmtpSink>>;
  let telegram: Awaited<ReturnType<typeof startFakeTelegramApi>>;

  beforeAll(async () => {
    database = await createTestDatabase();
    sink = await startSmtpSink();
    telegram = await startFakeTelegramApi();
    const config = {
      ...testConfig,
      smtpUrl: sink.url,
      telegram: { botToken: '123:test', apiUrl: telegram.url },
    };
    jobs = await startJobs({ database, config, log: pino({ level: 'silent' }) });
    app = await buildApp({ config, database, queue: jobs.queue, logger: false });
  });
  afterAll(async () => {
    await app?.close();
    await jobs?.stop();
    await sink?.close();
    await telegram?.close();
    await database?.close();
  });

  it('e-mails the invite and sends a Telegram message in the interviewer time zone with both links', async () => {
    const recruiter = await createUser(database.db, { role: 'recruiter' });
    const { token } = await createSession({
      db: database.db,
      jwtSecret: testConfig.jwtSecret,
      user: recruiter,
    });
    const parties = await createBookingParties(database.db, {
      interviewer: { telegramChatId: '424242', timezone: 'Asia/Tokyo' },
    });
    const date = nextWeekdayAt(9);
    const res = await app.inject({
      method: 'POST',
      url: '/api/interviews',
      headers: { authorization: `Bearer ${token}` },
      payload: {
        interviewer_id: parties.interviewer.id,
        job_id: parties.job.id,
        candidate_id: parties.candidate.id,
        date: date.toISOString(),
        duration: 60,
        timezone: 'UTC',
      },
    });
    expect(res.statusCode).toBe(201);
    const interview = res.json();

    await delivered(
      () => telegram.sent.length > 0 && sink.messages.some((m) => m.to.includes(parties.interviewer.email)),
    );
    const message = telegram.sent[0];
    expect(message).toMatchObject({ token: '123:test', chat_id: '424242' });
    expect(message?.text).toContain('18:00 GMT+9 (Asia/Tokyo)');
    expect(message?.text).toContain(interview.call_link);
    expect(message?.text).toContain(interview.feedback_form_link);
    const mail = sink.messages.find((m) => m.to.includes(parties.interviewer.email));
    expect(mail?.raw).toContain('text/calendar');
    expect(mail?.raw).toContain('invite.ics');
  });
});
