import { inArray, type SQL, sql } from 'drizzle-orm';
import type { PgColumn } from 'drizzle-orm/pg-core';
import type { Db } from '../../db/client';
import { candidates, clients, jobs } from '../../db/schema/index';
import type { MappedCandidate, MappedClient } from './manatal-mappers';

export type UpsertCounts = { created: number; updated: number };

/** `(t.a, t.b) is distinct from (excluded.a, excluded.b)`: rows that did not change are not written at all. */
function changed(columns: PgColumn[]): SQL {
  const current = sql.join(
    columns.map((c) => sql`${c}`),
    sql`, `,
  );
  const incoming = sql.join(
    columns.map((c) => sql.raw(`excluded."${c.name}"`)),
    sql`, `,
  );
  return sql`(${current}) is distinct from (${incoming})`;
}

/** Counts rows inserted (xmax = 0) and updated among those the statement touched. */
function count(rows: { inserted: boolean }[]): UpsertCounts {
  const created = rows.filter((r) => r.inserted).length;
  return { created, updated: rows.length - created };
}
const inserted = sql<boolean>`(xmax = 0)`;

export async function upsertClients(db: Db, rows: MappedClient[]): Promise<UpsertCounts> {
  if (!rows.length) return { created: 0, updated: 0 };
  const result = await db
    .insert(clients)
    .values(rows.map((r) => ({ manatalId: r.manatal_id, name: r.name, website: r.website })))
    .onConflictDoUpdate({
      target: clients.manatalId,
      set: { name: sql`excluded.name`, website: sql`excluded.website`, updatedAt: sql`now()` },
      setWhere: changed([clients.name, clients.website]),
    })
    .returning({ inserted });
  return count(result);
}

export type JobUpsert = {
  manatal_id: number;
  title: string;
  status: string;
  client_id: number | null;
  posting_link: string | null;
};

/** Only the fields Manatal owns; technologies, template and notes are edited here and never overwritten. */
export async function upsertJobs(db: Db, rows: JobUpsert[]): Promise<UpsertCounts> {
  if (!rows.length) return { created: 0, updated: 0 };
  const result = await db
    .insert(jobs)
    .values(
      rows.map((r) => ({
        manatalId: r.manatal_id,
        title: r.title,
        status: r.status,
        clientId: r.client_id,
        postingLink: r.posting_link,
      })),
    )
    .onConflictDoUpdate({
      target: jobs.manatalId,
      set: {
        title: sql`excluded.title`,
        status: sql`excluded.status`,
        clientId: sql`excluded.client_id`,
        postingLink: sql`excluded.posting_link`,
        updatedAt: sql`now()`,
      },
      setWhere: changed([jobs.title, jobs.status, jobs.clientId, jobs.postingLink]),
    })
    .returning({ inserted });
  return count(result);
}

/**
 * Candidates from a list page carry no notes or experience (those cost two requests per candidate); a full
 * import of one candidate (`withDetails`) writes them too.
 */
export async function upsertCandidates(db: Db, rows: MappedCandidate[], withDetails: boolean) {
  if (!rows.length) return { created: 0, updated: 0, ids: [] as number[] };
  const base = {
    name: sql`excluded.name`,
    email: sql`excluded.email`,
    phone: sql`excluded.phone`,
    title: sql`excluded.title`,
    location: sql`excluded.location`,
  };
  const details = { notes: sql`excluded.notes`, experience: sql`excluded.experience` };
  const columns = [
    candidates.name,
    candidates.email,
    candidates.phone,
    candidates.title,
    candidates.location,
  ];
  const result = await db
    .insert(candidates)
    .values(
      rows.map((r) => ({
        manatalId: r.manatal_id,
        name: r.name,
        email: r.email,
        phone: r.phone,
        title: r.title,
        location: r.location,
        ...(withDetails ? { notes: r.notes, experience: r.experience } : {}),
      })),
    )
    .onConflictDoUpdate({
      target: candidates.manatalId,
      set: { ...base, ...(withDetails ? details : {}), updatedAt: sql`now()` },
      setWhere: changed(withDetails ? [...columns, candidates.notes, candidates.experience] : columns),
    })
    .returning({ inserted, id: candidates.id });
  return { ...count(result), ids: result.map((r) => r.id) };
}

export async function clientIdsByManatalId(db: Db, manatalIds: number[]): Promise<Map<number, number>> {
  if (!manatalIds.length) return new Map();
  const rows = await db
    .select({ id: clients.id, manatalId: clients.manatalId })
    .from(clients)
    .where(inArray(clients.manatalId, manatalIds));
  return new Map(rows.flatMap((r) => (r.manatalId === null ? [] : [[r.manatalId, r.id] as const])));
}

export async function candidateIdByManatalId(db: Db, manatalId: number): Promise<number | null> {
  const [row] = await db
    .select({ id: candidates.id })
    .from(candidates)
    .where(inArray(candidates.manatalId, [manatalId]))
    .limit(1);
  return row?.id ?? null;
}
