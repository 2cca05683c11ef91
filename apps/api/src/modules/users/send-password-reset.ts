import { issueAuthToken } from '../../auth/auth-tokens';
import type { Db } from '../../db/client';
import { queueEmail } from '../../integrations/mail/queue-email';
import { passwordResetEmail } from '../../integrations/mail/templates/account-emails';
import type { JobQueue } from '../../jobs/job-queue';
import { writeAudit } from '../audit/audit.repository';
import type { UserRow } from './users.repository';

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
