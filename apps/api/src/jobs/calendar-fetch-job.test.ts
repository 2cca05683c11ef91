import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createInterviewer } from '../../test/factories';
import { calendarWith, type IcsServer, startIcsServer } from '../../test/ics-server';
import { testConfig } from '../../test/test-app';
import { createTestDatabase } from '../../test/test-database';
import type { Database } from '../db/client';
import { calendarAddressBox } from '../modules/calendar-feeds/calendar-address-box';
import { findCalendarBusy, findCalendarStatuses } from '../modules/calendar-feeds/calendar-busy.repository';
import { saveCalendarFeed } from '../modules/calendar-feeds/calendar-feeds.repository';
import { queueCalendarRefresh } from '../modules/calendar-feeds/queue-calendar-refresh';
import { eachWithConcurrency } from './calendar-fetch-job';
import { startJobs } from './job-queue';

describe('fetching calendars in the background', () => {
  let database: Database;
  let jobs: Awaited<ReturnType<typeof startJobs>>;
  let ics: IcsServer;
  beforeAll(async () => {
    database = await createTestDatabase();
    ics = await startIcsServer();
    jobs = await startJobs({ database, config: testConfig, log: pino({ level: 'silent' }) });
  });
  afterAll(async () => {
    await jobs?.stop();
    await ics?.close();
    await database?.close();
  });

  it('fetches every connected calendar every 15 minutes', async () => {
    const { rows } = await database.execute<{ cron: string }>(
      'select cron from pgboss.schedule where name = $1',
      ['fetch-calendars'],
    );
    expect(rows).toEqual([{ cron: '*/15 * * * *' }]);
  });

  it('fetches one calendar again when asked, e.g. after a booking', async () => {
    const db = database.db;
    const interviewer = await createInterviewer(db);
    const tomorrow = new Date(Math.ceil(Date.now() / 3_600_000) * 3_600_000 + 24 * 3_600_000);
    ics.calendars.set('booked', calendarWith([tomorrow]));
    await saveCalendarFeed(db, {
      interviewerId: interviewer.id,
      addressSealed: calendarAddressBox(testConfig).seal(`${ics.origin}/cal/booked`),
      addressHint: '127.0.0.1',
      fetchedAt: new Date(Date.now() - 2 * 3_600_000),
    });
    expect((await findCalendarStatuses(db, [interviewer.id], new Date())).get(interviewer.id)?.state).toBe(
      'stale',
    );

    await queueCalendarRefresh(jobs.queue, interviewer.id);
    await expect
      .poll(
        async () => (await findCalendarStatuses(db, [interviewer.id], new Date())).get(interviewer.id)?.state,
        {
          timeout: 15_000,
          interval: 200,
        },
      )
      .toBe('ok');
    const busy = await findCalendarBusy(
      db,
      [interviewer.id],
      new Date(),
      new Date(Date.now() + 7 * 86_400_000),
    );
    expect(busy.get(interviewer.id)).toEqual([
      { start: tomorrow.getTime(), end: tomorrow.getTime() + 3_600_000 },
    ]);
  });
});

describe('eachWithConcurrency', () => {
  it('runs at most the limit at once and answers in the items’ order', async () => {
    let running = 0;
    let most = 0;
    const results = await eachWithConcurrency([30, 5, 20, 1, 10, 2], 4, async (ms) => {
      running += 1;
      most = Math.max(most, running);
      await new Promise((resolve) => setTimeout(resolve, ms));
      running -= 1;
      return ms * 2;
    });
    expect(results).toEqual([60, 10, 40, 2, 20, 4]);
    expect(most).toBe(4);
    expect(await eachWithConcurrency([], 4, async () => 1)).toEqual([]);
  });
});
