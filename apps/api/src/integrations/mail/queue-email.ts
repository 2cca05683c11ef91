import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { insertOutboundEmail, type NewEmail } from './outbox.repository';

/**
 * Writes a message to the outbox inside the caller's transaction and returns a function that hands it to the
 * delivery job; call that after the transaction commits, so nothing is sent for a change that rolled back.
 */
export async function queueEmail(db: Db, queue: JobQueue, email: NewEmail): Promise<() => Promise<void>> {
  const id = await insertOutboundEmail(db, email);
  return () => queue.send('deliver-email', { id });
}
