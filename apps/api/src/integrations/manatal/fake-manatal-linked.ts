import type { FakeJobStatus, FakeManatalData, FakeNote } from './fake-manatal-data';
import type { ManatalLinkedRecords } from './linked-records.repository';

const DAY_MS = 86_400_000;
const YEAR_DAYS = 365.25;
const jobStatuses: Record<string, FakeJobStatus> = {
  active: 'active',
  filled: 'won',
  cancelled: 'lost',
  paused: 'on_hold',
};

/** A stored notes text (`[YYYY-MM-DD]: html` entries) as the Manatal notes it would be made from. */
export function notesFromText(text: string | null, firstId: number): FakeNote[] {
  if (!text) return [];
  const entries = text.split(/\n(?=\[\d{4}-\d{2}-\d{2}\]: )/);
  return entries.flatMap((entry, index) => {
    const match = /^\[(\d{4}-\d{2}-\d{2})\]: ([\s\S]*)$/.exec(entry);
    if (!match?.[1] || !match[2]) return [];
    // Notes of one day are listed newest (highest id) first.
    return [
      {
        id: firstId + entries.length - 1 - index,
        info: match[2],
        creator: 1,
        created_at: `${match[1]}T12:00:00Z`,
      },
    ];
  });
}

/**
 * Adds the database's Manatal-linked records to the local fake under their Manatal ids, with the values stored
 * here, so a demo candidate refreshed from "Manatal" stays the same person with the same notes and years of
 * experience, as it would with the real service. Records the fake already has keep the fake's version.
 */
export function addLinkedRecordsToFake(
  data: FakeManatalData,
  linked: ManatalLinkedRecords,
  now = new Date(),
) {
  const stamp = now.toISOString();
  const has = (items: readonly { id: number }[]) => new Set(items.map((item) => item.id));
  const organizationIds = has(data.organizations);
  for (const client of linked.clients) {
    if (organizationIds.has(client.manatalId)) continue;
    data.organizations.push({
      id: client.manatalId,
      name: client.name,
      website: client.website,
      description: null,
      address: null,
      external_id: null,
      created_at: stamp,
      updated_at: stamp,
    });
  }
  const jobIds = has(data.jobs);
  for (const job of linked.jobs) {
    if (jobIds.has(job.manatalId) || job.clientManatalId === null) continue;
    data.jobs.push({
      id: job.manatalId,
      organization: job.clientManatalId,
      position_name: job.title,
      status: jobStatuses[job.status] ?? 'active',
      description: '',
      career_page_url: job.postingLink,
      is_remote: false,
      created_at: stamp,
      updated_at: stamp,
    });
  }
  const candidateIds = has(data.candidates);
  let noteId = Math.max(0, ...[...data.notes.values()].flat().map((note) => note.id));
  for (const candidate of linked.candidates) {
    if (candidateIds.has(candidate.manatalId)) continue;
    data.candidates.push({
      id: candidate.manatalId,
      full_name: candidate.name,
      email: candidate.email,
      phone_number: candidate.phone,
      current_position: candidate.title,
      current_company: null,
      address: null,
      candidate_location: candidate.location,
      description: null,
      source_type: 'sourced',
      created_at: stamp,
      updated_at: stamp,
    });
    const notes = notesFromText(candidate.notes, noteId + 1);
    noteId += notes.length;
    data.notes.set(candidate.manatalId, notes);
    // One current job as long as the stored experience: the mapper counts it back to the same whole years.
    const years = candidate.experience;
    const start = new Date(now.getTime() - Math.round((years ?? 0) * YEAR_DAYS + YEAR_DAYS / 2) * DAY_MS);
    data.experiences.set(
      candidate.manatalId,
      years === null
        ? []
        : [
            {
              id: candidate.manatalId,
              title: candidate.title ?? 'Engineer',
              company_name: 'Current employer',
              description: null,
              start_date: start.toISOString().slice(0, 10),
              end_date: null,
            },
          ],
    );
  }
}
