import type { FastifyBaseLogger } from 'fastify';
import type { Db } from '../../db/client';
import { MAX_DELIVERY_ATTEMPTS } from '../delivery-attempts';
import type { Mailer } from './mailer';
import { findOutboundEmail, markEmailAttemptFailed, markEmailSent } from './outbox.repository';

/**
 * Delivers one queued message. Without SMTP the message stays in the outbox and is logged, links included, so a
 * developer can follow an invitation. A failed attempt throws so the job is retried.
 */
export async function deliverEmail(options: {
  db: Db;
  mailer: Mailer | null;
  log: FastifyBaseLogger;
  id: number;
}) {
  const email = await findOutboundEmail(options.db, options.id);
  if (email?.status !== 'pending') return;
  if (!options.mailer) {
    options.log.info(
      { to: email.to, subject: email.subject, text: email.text },
      'SMTP_URL not set: e-mail kept in the outbox',
    );
    return;
  }
  try {
    await options.mailer.send(email);
    await markEmailSent(options.db, email.id);
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    const final = email.attempts + 1 >= MAX_DELIVERY_ATTEMPTS;
    await markEmailAttemptFailed(options.db, email.id, message, final);
    if (!final) throw error;
    options.log.error(
      { to: email.to, subject: email.subject, err: error },
      'e-mail delivery failed for good',
    );
  }
}
