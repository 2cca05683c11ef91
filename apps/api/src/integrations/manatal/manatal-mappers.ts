import { type PositionStatus, positionStatusFromManatal } from '@interview-hub/contracts/position-status';
import { isHttpUrl } from '@interview-hub/contracts/record-fields';
import { sanitizeRichText } from '../../lib/sanitize-html';
import type {
  ManatalCandidate,
  ManatalExperience,
  ManatalJob,
  ManatalNote,
  ManatalOrganization,
} from './manatal-schemas';

// Pure functions from Manatal's objects to the fields our sync writes. Names follow our columns.

export type MappedClient = { manatal_id: number; name: string; website: string | null };
export type MappedJob = {
  manatal_id: number;
  title: string;
  status: PositionStatus;
  client_manatal_id: number | null;
  posting_link: string | null;
};
export type MappedCandidate = {
  manatal_id: number;
  name: string;
  email: string | null;
  phone: string | null;
  title: string | null;
  location: string | null;
  notes: string | null;
  experience: number | null;
};

const DAY_MS = 24 * 3600 * 1000;
const YEAR_DAYS = 365.25;

/** An empty or whitespace-only string means "not set". */
function present(value: string | null | undefined): string | null {
  const trimmed = value?.trim();
  return trimmed ? trimmed : null;
}

/**
 * A link the screens open (company website, job posting): only an absolute http(s) link is kept, as our own edit
 * forms require; `javascript:` and other schemes from Manatal would run or open something else on click.
 */
function link(value: string | null | undefined): string | null {
  const trimmed = present(value);
  return trimmed !== null && isHttpUrl(trimmed) ? trimmed : null;
}

export function mapOrganization(organization: ManatalOrganization): MappedClient {
  return {
    manatal_id: organization.id,
    name: organization.name.trim(),
    website: link(organization.website),
  };
}

export function mapJob(job: ManatalJob): MappedJob {
  return {
    manatal_id: job.id,
    title: job.position_name.trim(),
    status: positionStatusFromManatal(job.status),
    client_manatal_id: job.organization ?? null,
    posting_link: link(job.career_page_url),
  };
}

/**
 * A candidate with their notes and experiences. `today` closes experiences that have no end date (still there).
 * @example mapCandidate({ candidate, notes, experiences, today: new Date() })
 */
export function mapCandidate(input: {
  candidate: ManatalCandidate;
  notes?: readonly ManatalNote[];
  experiences?: readonly ManatalExperience[];
  today?: Date;
}): MappedCandidate {
  const { candidate, notes = [], experiences = [], today = new Date() } = input;
  return {
    manatal_id: candidate.id,
    name: candidate.full_name.trim(),
    email: present(candidate.email),
    phone: present(candidate.phone_number),
    title: present(candidate.current_position),
    location: present(candidate.candidate_location) ?? present(candidate.address),
    notes: formatNotes(notes),
    experience: experienceYears(experiences, today),
  };
}

/**
 * Notes as the candidate screen reads them: each note's HTML under a `[YYYY-MM-DD]:` marker (its UTC creation
 * day), newest first, one per line. Notes with no text are skipped; no notes gives null.
 * @example formatNotes([{ id: 1, info: '<p>Hi</p>', created_at: '2026-10-03T09:00:00Z' }]) // '[2026-10-03]: <p>Hi</p>'
 */
export function formatNotes(notes: readonly ManatalNote[]): string | null {
  const lines = notes
    // Manatal's note HTML is rendered on the candidate screen: it is sanitised before it is stored.
    .map((note) => ({ note, info: present(sanitizeRichText(note.info ?? '')), at: timeOf(note.created_at) }))
    .filter((entry): entry is typeof entry & { info: string } => entry.info !== null)
    .sort((a, b) => (b.at ?? -Infinity) - (a.at ?? -Infinity) || b.note.id - a.note.id)
    .map(({ info, at }) => (at === null ? info : `[${new Date(at).toISOString().slice(0, 10)}]: ${info}`));
  return lines.length > 0 ? lines.join('\n') : null;
}

/**
 * Whole years of experience from the date ranges (end dates inclusive), with overlapping or adjacent ranges
 * merged so no period is counted twice. A missing end date means "until today"; ranges with no usable start,
 * or ending before they start, are ignored. Null when no range is usable.
 */
export function experienceYears(experiences: readonly ManatalExperience[], today: Date): number | null {
  const ranges = experiences
    .map((experience) => {
      const start = timeOf(experience.start_date);
      // End dates are inclusive (a job from 2020-06-01 to 2026-05-31 is six years), so ranges end a day later.
      const end = (timeOf(experience.end_date) ?? today.getTime()) + DAY_MS;
      const latest = Math.max(start ?? 0, today.getTime() + DAY_MS);
      return start !== null && end > start ? { start, end: Math.min(end, latest) } : null;
    })
    .filter((range) => range !== null)
    .sort((a, b) => a.start - b.start);
  if (ranges.length === 0) return null;
  let totalMs = 0;
  let current = ranges[0] ?? { start: 0, end: 0 };
  for (const range of ranges.slice(1)) {
    if (range.start <= current.end) {
      current = { start: current.start, end: Math.max(current.end, range.end) };
      continue;
    }
    totalMs += current.end - current.start;
    current = range;
  }
  totalMs += current.end - current.start;
  return Math.floor(totalMs / DAY_MS / YEAR_DAYS);
}

/** Milliseconds since the epoch for a Manatal date or datetime, or null when absent or unreadable. */
function timeOf(value: string | null | undefined): number | null {
  if (!value) return null;
  const time = Date.parse(value);
  return Number.isNaN(time) ? null : time;
}
