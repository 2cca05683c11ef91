import { isNotNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { candidates, clients, jobs } from '../../db/schema/index';

/** The records that came from Manatal (they carry its id), as the local fake is to serve them back. */
export async function readManatalLinkedRecords(db: Db) {
  const [clientRows, jobRows, candidateRows] = await Promise.all([
    db
      .select({ manatalId: sql<number>`${clients.manatalId}`, name: clients.name, website: clients.website })
      .from(clients)
      .where(isNotNull(clients.manatalId)),
    db
      .select({
        manatalId: sql<number>`${jobs.manatalId}`,
        title: jobs.title,
        status: jobs.status,
        postingLink: jobs.postingLink,
        clientManatalId: sql<
          number | null
        >`(select c.manatal_id from clients c where c.id = ${jobs.clientId})`,
      })
      .from(jobs)
      .where(isNotNull(jobs.manatalId)),
    db
      .select({
        manatalId: sql<number>`${candidates.manatalId}`,
        name: candidates.name,
        email: candidates.email,
        phone: candidates.phone,
        title: candidates.title,
        location: candidates.location,
        experience: candidates.experience,
        notes: candidates.notes,
      })
      .from(candidates)
      .where(isNotNull(candidates.manatalId)),
  ]);
  return { clients: clientRows, jobs: jobRows, candidates: candidateRows };
}

export type ManatalLinkedRecords = Awaited<ReturnType<typeof readManatalLinkedRecords>>;
