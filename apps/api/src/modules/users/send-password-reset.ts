import { writeAudit } from '../../audit/audit.repository';
import { issueAuthToken } from '../../auth/auth-tokens';
import { findUserById, type UserRow } from '../../auth/user-accounts.repository';
import type { Db } from '../../db/client';
import { queueEmail } from '../../integrations/mail/queue-email';
import { passwordResetEmail } from '../../integrations/mail/templates/account-emails';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';

/** Issues a reset link (voiding older ones) and queues the e-mail in one transaction. */
export async function sendPasswordReset(options: {
  db: Db;
  queue: JobQueue;
  appUrl: string;
  user: UserRow;
  actorId: number | null;
}): Promise<void> {
  const { user } = options;
  const deliver = await options.db.transaction(async (tx) => {
    const token = await issueAuthToken({ db: tx, userId: user.id, kind: 'password_reset' });
    await writeAudit(tx, {
      actorId: options.actorId,
      action: 'user.password_reset_sent',
      entity: 'user',
      entityId: user.id,
    });
    return queueEmail(
      tx,
      options.queue,
      passwordResetEmail({ to: user.email, name: user.name, appUrl: options.appUrl, token }),
    );
  });
  await deliver();
}

/** An admin's "reset password" for a user: only an active user gets a link (a blocked one could not use it). */
export async function sendPasswordResetTo(options: {
  db: Db;
  queue: JobQueue;
  appUrl: string;
  userId: number;
  actorId: number;
}): Promise<void> {
  const user = await findUserById(options.db, options.userId);
  if (!user) throw new AppError('NOT_FOUND', 'User not found');
  if (user.status !== 'active')
    throw new AppError('RULE_BROKEN', 'Unblock the user before sending a password reset');
  await sendPasswordReset({ ...options, user });
}
