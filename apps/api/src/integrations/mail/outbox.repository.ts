import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboundEmails } from '../../db/schema/index';

export type OutboundEmail = typeof outboundEmails.$inferSelect;
export type EmailAttachment = { filename: string; contentType: string; content: string };
export type NewEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
};

export async function insertOutboundEmail(db: Db, email: NewEmail): Promise<number> {
  const [row] = await db
    .insert(outboundEmails)
    .values({ ...email, html: email.html ?? null, attachments: email.attachments ?? null })
    .returning({ id: outboundEmails.id });
  if (!row) throw new Error('outbox insert returned no row');
  return row.id;
}

export async function findOutboundEmail(db: Db, id: number): Promise<OutboundEmail | null> {
  const [row] = await db.select().from(outboundEmails).where(eq(outboundEmails.id, id)).limit(1);
  return row ?? null;
}

/** Pending messages older than a minute: their delivery job was lost (say, the process stopped first). */
export async function findStalePendingEmailIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: outboundEmails.id })
    .from(outboundEmails)
    .where(
      and(
        eq(outboundEmails.status, 'pending'),
        lt(outboundEmails.createdAt, sql`now() - interval '1 minute'`),
      ),
    )
    .limit(100);
  return rows.map((r) => r.id);
}

export async function markEmailSent(db: Db, id: number): Promise<void> {
  await db
    .update(outboundEmails)
    .set({
      status: 'sent',
      sentAt: sql`now()`,
      attempts: sql`${outboundEmails.attempts} + 1`,
      lastError: null,
    })
    .where(eq(outboundEmails.id, id));
}

export async function markEmailAttemptFailed(
  db: Db,
  id: number,
  error: string,
  final: boolean,
): Promise<void> {
  await db
    .update(outboundEmails)
    .set({
      status: final ? 'failed' : 'pending',
      attempts: sql`${outboundEmails.attempts} + 1`,
      lastError: error.slice(0, 1000),
    })
    .where(eq(outboundEmails.id, id));
}
