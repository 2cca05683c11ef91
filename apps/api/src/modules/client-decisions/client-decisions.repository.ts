import type { ClientDecisionRecord } from '@interview-hub/contracts/client-decisions';
import { eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clientDecisionsTable, users } from '../../db/schema/index';

export type ClientDecisionRow = typeof clientDecisionsTable.$inferSelect;
export type NewClientDecision = Omit<typeof clientDecisionsTable.$inferInsert, 'createdAt' | 'updatedAt'>;

/** The interview's decision with the name of who recorded it, as the API shows it; null when none is recorded. */
export async function findClientDecision(db: Db, interviewId: number): Promise<ClientDecisionRecord | null> {
  const [row] = await db
    .select({ decision: clientDecisionsTable, recorder: { id: users.id, name: users.name } })
    .from(clientDecisionsTable)
    .leftJoin(users, eq(users.id, clientDecisionsTable.recordedBy))
    .where(eq(clientDecisionsTable.interviewId, interviewId))
    .limit(1);
  if (!row) return null;
  const { decision, recorder } = row;
  return {
    decision: decision.decision,
    decided_on: decision.decidedOn,
    comment: decision.comment,
    recorded_by: recorder,
    recorded_by_party: decision.recordedByParty,
    recorded_at: decision.createdAt.toISOString(),
    updated_at: decision.updatedAt.toISOString(),
  };
}

/** The stored row, locked until the transaction ends (null when none). */
export async function findClientDecisionForUpdate(db: Db, interviewId: number) {
  const [row] = await db
    .select()
    .from(clientDecisionsTable)
    .where(eq(clientDecisionsTable.interviewId, interviewId))
    .for('update')
    .limit(1);
  return row ?? null;
}

/** Records the decision, or replaces the one recorded (its first recording time stays). */
export async function upsertClientDecision(db: Db, values: NewClientDecision): Promise<ClientDecisionRow> {
  const { interviewId: _interviewId, ...changes } = values;
  const [row] = await db
    .insert(clientDecisionsTable)
    .values(values)
    .onConflictDoUpdate({
      target: clientDecisionsTable.interviewId,
      set: { ...changes, updatedAt: sql`now()` },
    })
    .returning();
  if (!row) throw new Error('client decision upsert returned no row');
  return row;
}

export async function deleteClientDecision(db: Db, interviewId: number): Promise<void> {
  await db.delete(clientDecisionsTable).where(eq(clientDecisionsTable.interviewId, interviewId));
}
