import { and, eq, lt, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { outboundTelegramMessages } from '../../db/schema/index';

export async function insertTelegramMessage(
  db: Db,
  message: { chatId: string; text: string },
): Promise<number> {
  const [row] = await db
    .insert(outboundTelegramMessages)
    .values(message)
    .returning({ id: outboundTelegramMessages.id });
  if (!row) throw new Error('telegram outbox insert returned no row');
  return row.id;
}

export async function findTelegramMessage(db: Db, id: number) {
  const [row] = await db
    .select()
    .from(outboundTelegramMessages)
    .where(eq(outboundTelegramMessages.id, id))
    .limit(1);
  return row ?? null;
}

export async function findStalePendingTelegramIds(db: Db): Promise<number[]> {
  const rows = await db
    .select({ id: outboundTelegramMessages.id })
    .from(outboundTelegramMessages)
    .where(
      and(
        eq(outboundTelegramMessages.status, 'pending'),
        lt(outboundTelegramMessages.createdAt, sql`now() - interval '1 minute'`),
      ),
    )
    .limit(100);
  return rows.map((r) => r.id);
}

export async function markTelegramAttempt(
  db: Db,
  id: number,
  outcome: { error?: string; final?: boolean },
): Promise<void> {
  const failed = outcome.error !== undefined;
  await db
    .update(outboundTelegramMessages)
    .set({
      status: failed ? (outcome.final ? 'failed' : 'pending') : 'sent',
      attempts: sql`${outboundTelegramMessages.attempts} + 1`,
      lastError: failed ? (outcome.error ?? '').slice(0, 1000) : null,
      sentAt: failed ? null : sql`now()`,
    })
    .where(eq(outboundTelegramMessages.id, id));
}
