import { PASSWORD_RESET_REQUESTS, tryReserveAttempt } from '../../auth/attempt-limits';
import { findUserByEmail } from '../../auth/user-accounts.repository';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { sendPasswordReset } from '../users/send-password-reset';

/**
 * A public reset request. Each mailed link voids the one before, so requests are limited per address and per IP
 * (a flood would otherwise keep the owner's link dead); over the limit nothing is sent. Whether the address is
 * known is decided only in work that runs after the answer, so the answer, and its time, are the same for every
 * address and for a request over the limit.
 */
export async function requestPasswordReset(options: {
  db: Db;
  queue: JobQueue;
  appUrl: string;
  email: string;
  ip: string;
  afterAnswer: (what: string, work: () => Promise<void>) => void;
}): Promise<void> {
  const { db, email } = options;
  const reservation = await tryReserveAttempt({ db, policy: PASSWORD_RESET_REQUESTS, email, ip: options.ip });
  if (!reservation.ok) return;
  options.afterAnswer('password reset e-mail', async () => {
    const user = await findUserByEmail(db, email);
    if (user?.status !== 'active') return;
    await sendPasswordReset({ db, queue: options.queue, appUrl: options.appUrl, user, actorId: null });
  });
}
