import { sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { auditLog } from '../db/schema/index';
import { jsonb } from '../db/sql-values';

export type AuditEntry = {
  actorId: number | null;
  action: string;
  entity: string;
  entityId: number | null;
  before?: unknown;
  after?: unknown;
};

/** Records who changed what; call inside the transaction that makes the change. */
export async function writeAudit(db: Db, entry: AuditEntry): Promise<void> {
  // One SQL statement, not the insert builder: every write records an entry, and building the insert cost about
  // ten times the CPU of this template (a booking writes three such rows; bench/RESULTS.md).
  await db.execute(
    sql`insert into ${auditLog} (actor_id, action, entity, entity_id, before, after) values (${entry.actorId}, ${entry.action}, ${entry.entity}, ${entry.entityId}, ${jsonb(entry.before)}, ${jsonb(entry.after)})`,
  );
}
