import type { JobQueue } from '../../jobs/job-queue';

/**
 * Asks a worker to fetch an interviewer's calendar again, e.g. after a booking for them, so their next busy
 * times are current. Without a connected feed the job does nothing.
 * @example await queueCalendarRefresh(queue, interview.interviewerId);
 */
export async function queueCalendarRefresh(queue: JobQueue, interviewerId: number): Promise<void> {
  await queue.send('fetch-calendar', { interviewerId });
}
