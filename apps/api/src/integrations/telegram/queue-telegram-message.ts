import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { insertTelegramMessage } from './telegram-outbox.repository';

/** Like queueEmail: the row is written in the caller's transaction; call the result after commit. */
export async function queueTelegramMessage(
  db: Db,
  queue: JobQueue,
  message: { chatId: string; text: string },
): Promise<() => Promise<void>> {
  const id = await insertTelegramMessage(db, message);
  return () => queue.send('send-telegram', { id });
}
