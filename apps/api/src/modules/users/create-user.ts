import { type UserInput, userInputSchema } from '@interview-hub/contracts/users';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import { issueAuthToken } from '../../auth/auth-tokens';
import { findUserByEmail, type UserRow } from '../../auth/user-accounts.repository';
import type { Db } from '../../db/client';
import { isUniqueViolation } from '../../db/unique-violation';
import { queueEmail } from '../../integrations/mail/queue-email';
import { invitationEmail } from '../../integrations/mail/templates/account-emails';
import type { JobQueue } from '../../jobs/job-queue';
import { AppError } from '../../lib/app-error';
import { toUserDto } from './user-dto';
import { insertUser } from './users.repository';

export const DUPLICATE_EMAIL = 'A user with this email already exists';

/**
 * Creates a user and sends the invitation e-mail with a set-password link (72 hours). An e-mail already in use
 * (any case) answers 409, also when two requests race past the check: the unique index then decides.
 */
export async function createUser(options: {
  db: Db;
  queue: JobQueue;
  appUrl: string;
  actor: Actor;
  input: UserInput;
}): Promise<UserRow> {
  const input = userInputSchema.parse(options.input);
  const { user, deliver } = await withUniqueEmail(() =>
    options.db.transaction(async (tx) => {
      if (await findUserByEmail(tx, input.email)) throw new AppError('CONFLICT', DUPLICATE_EMAIL);
      const user = await insertUser(tx, { ...input, status: 'active' });
      const token = await issueAuthToken({ db: tx, userId: user.id, kind: 'invitation' });
      await writeAudit(tx, {
        actorId: options.actor.id,
        action: 'user.create',
        entity: 'user',
        entityId: user.id,
        after: toUserDto(user),
      });
      const deliver = await queueEmail(
        tx,
        options.queue,
        invitationEmail({ to: user.email, name: user.name, role: user.role, appUrl: options.appUrl, token }),
      );
      return { user, deliver };
    }),
  );
  await deliver();
  return user;
}

/** Runs a write that may insert or change a user's e-mail, answering 409 when the unique index refuses it. */
export async function withUniqueEmail<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_EMAIL);
    throw error;
  }
}
