import type { Db } from '../../db/client';
import { auditLog } from '../../db/schema/index';

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
  await db.insert(auditLog).values({ ...entry, before: entry.before ?? null, after: entry.after ?? null });
}
