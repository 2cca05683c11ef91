import type { FastifyBaseLogger } from 'fastify';
import type PgBoss from 'pg-boss';
import type { Config } from '../config';
import type { Db } from '../db/client';
import { findCalendarFeedInterviewerIds } from '../modules/calendar-feeds/calendar-feeds.repository';
import { refreshCalendarFeed } from '../modules/calendar-feeds/refresh-calendar-feed';

/** Calendars fetched at once by the sweep: enough to finish hundreds in a few minutes, few enough to be polite. */
const CONCURRENCY = 4;

/**
 * Interviewers' own calendars: every connected feed is fetched every 15 minutes ('fetch-calendars', one sweep
 * across instances), and one feed on demand ('fetch-calendar', e.g. after a booking: queueCalendarRefresh).
 * A feed that fails keeps its last busy times and records why (refreshCalendarFeed).
 */
export async function startCalendarFetchJobs(options: {
  boss: PgBoss;
  db: Db;
  config: Config;
  log: FastifyBaseLogger;
}): Promise<void> {
  const { boss, db, config, log } = options;
  const refresh = (interviewerId: number) => refreshCalendarFeed({ db, config, log, interviewerId });
  await boss.schedule('fetch-calendars', '*/15 * * * *');
  await boss.work('fetch-calendars', async () => {
    const outcomes = await eachWithConcurrency(
      await findCalendarFeedInterviewerIds(db),
      CONCURRENCY,
      refresh,
    );
    const failed = outcomes.filter((outcome) => outcome === 'failed').length;
    if (outcomes.length) log.info({ feeds: outcomes.length, failed }, 'calendars fetched');
  });
  await boss.work<{ interviewerId: number }>('fetch-calendar', async ([job]) => {
    if (job && Number.isInteger(job.data.interviewerId)) await refresh(job.data.interviewerId);
  });
}

/** Runs `work` on every item, at most `limit` at a time; answers the results in the items' order. */
export async function eachWithConcurrency<T, R>(
  items: readonly T[],
  limit: number,
  work: (item: T) => Promise<R>,
): Promise<R[]> {
  const results: R[] = new Array(items.length);
  let next = 0;
  const lane = async () => {
    while (next < items.length) {
      const index = next;
      next += 1;
      results[index] = await work(items[index] as T);
    }
  };
  await Promise.all(Array.from({ length: Math.min(limit, items.length) }, lane));
  return results;
}
