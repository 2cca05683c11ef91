import { and, desc, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboundEmails } from '../../db/schema/index';
import { jsonb, rowsOf } from '../../db/sql-values';

export type OutboundEmail = typeof outboundEmails.$inferSelect;
export type EmailAttachment = { filename: string; contentType: string; content: string };
export type NewEmail = {
  to: string;
  subject: string;
  text: string;
  html?: string;
  attachments?: EmailAttachment[];
};

/** Queues a message (a template rather than the insert builder, as for the audit log); answers its id. */
export async function insertOutboundEmail(db: Db, email: NewEmail): Promise<number> {
  const result = await db.execute(
    sql`insert into ${outboundEmails} ("to", subject, text, html, attachments) values (${email.to}, ${email.subject}, ${email.text}, ${email.html ?? null}, ${jsonb(email.attachments)}) returning id`,
  );
  const id = rowsOf<{ id: number }>(result)[0]?.id;
  if (id === undefined) throw new Error('outbox insert returned no row');
  return id;
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

/** The newest messages, for the development sign-in page (an invitation's link without reading the log). */
export async function listRecentEmails(db: Db, limit: number) {
  return db
    .select({
      id: outboundEmails.id,
      to: outboundEmails.to,
      subject: outboundEmails.subject,
      text: outboundEmails.text,
      createdAt: outboundEmails.createdAt,
    })
    .from(outboundEmails)
    .orderBy(desc(outboundEmails.id))
    .limit(limit);
}
