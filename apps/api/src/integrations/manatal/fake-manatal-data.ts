import { fakeNames } from './fake-manatal-names';

/** The upstream objects as the fake stores and serves them (the fields the product reads, plus a few). */
export type FakeOrganization = {
  id: number;
  name: string;
  website: string | null;
  description: string | null;
  address: string | null;
  external_id: string | null;
  created_at: string;
  updated_at: string;
};
export type FakeJobStatus = 'active' | 'on_hold' | 'won' | 'lost';
export type FakeJob = {
  id: number;
  organization: number;
  position_name: string;
  status: FakeJobStatus;
  description: string;
  career_page_url: string | null;
  is_remote: boolean;
  created_at: string;
  updated_at: string;
};
export type FakeCandidate = {
  id: number;
  full_name: string;
  email: string | null;
  phone_number: string | null;
  current_position: string | null;
  current_company: string | null;
  address: string | null;
  candidate_location: string | null;
  description: string | null;
  source_type: string;
  created_at: string;
  updated_at: string;
};
export type FakeNote = { id: number; info: string; creator: number; created_at: string };
export type FakeExperience = {
  id: number;
  title: string;
  company_name: string;
  description: string | null;
  start_date: string;
  end_date: string | null;
};
export type FakeManatalData = {
  organizations: FakeOrganization[];
  jobs: FakeJob[];
  candidates: FakeCandidate[];
  /** By candidate id. */
  notes: Map<number, FakeNote[]>;
  experiences: Map<number, FakeExperience[]>;
};
export type FakeManatalSizes = { organizations?: number; jobs?: number; candidates?: number; seed?: number };

/** Every generated timestamp falls in the three years before this moment, so data does not change by day. */
const EPOCH = Date.parse('2026-01-01T00:00:00Z');
const THREE_YEARS_MS = 3 * 365 * 24 * 3600 * 1000;
const DAY_MS = 24 * 3600 * 1000;

/** mulberry32: a small seeded PRNG, so the same seed always gives the same data. */
export function createRandom(seed: number) {
  let state = seed >>> 0;
  const next = () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const int = (min: number, max: number) => min + Math.floor(next() * (max - min + 1));
  const pick = <T>(items: readonly T[]): T => items[Math.floor(next() * items.length)] as T;
  return { next, int, pick, chance: (p: number) => next() < p };
}
type Random = ReturnType<typeof createRandom>;

const iso = (ms: number) => new Date(ms).toISOString().replace(/\.\d{3}Z$/, 'Z');
const day = (ms: number) => iso(ms).slice(0, 10);
/** A created/updated pair: created in the window, updated at or after it. */
function stamps(random: Random) {
  const created = EPOCH - Math.floor(random.next() * THREE_YEARS_MS);
  const updated = created + Math.floor(random.next() * (EPOCH - created));
  return { created_at: iso(created), updated_at: iso(updated) };
}

/**
 * Builds demo data of any size, deterministic for a seed: organizations, jobs spread over them, candidates
 * with realistic (partly non-Latin) names, and per candidate a few HTML notes and work experiences.
 * @example const data = generateFakeManatalData({ candidates: 10_000, organizations: 500, jobs: 2000 });
 */
export function generateFakeManatalData(sizes: FakeManatalSizes = {}): FakeManatalData {
  const random = createRandom(sizes.seed ?? 42);
  const { organizations: orgCount = 20, jobs: jobCount = 60, candidates: candidateCount = 200 } = sizes;
  const organizations = Array.from({ length: orgCount }, (_, index) => makeOrganization(random, index + 1));
  const jobs = Array.from({ length: jobCount }, (_, index) => makeJob(random, index + 1, orgCount));
  const candidates = Array.from({ length: candidateCount }, (_, index) => makeCandidate(random, index + 1));
  const notes = new Map<number, FakeNote[]>();
  const experiences = new Map<number, FakeExperience[]>();
  let noteId = 0;
  let experienceId = 0;
  for (const candidate of candidates) {
    const created = Date.parse(candidate.created_at);
    notes.set(
      candidate.id,
      Array.from({ length: random.int(0, 3) }, () => ({
        id: ++noteId,
        info: `<p>${random.pick(fakeNames.noteTexts)}</p>`,
        creator: random.int(1, 5),
        created_at: iso(created + Math.floor(random.next() * (EPOCH - created))),
      })),
    );
    let end = EPOCH - random.int(0, 400) * DAY_MS;
    const list: FakeExperience[] = [];
    for (let count = random.int(0, 3); count > 0; count--) {
      const start = end - random.int(200, 1600) * DAY_MS;
      list.push({
        id: ++experienceId,
        title: random.pick(fakeNames.positions),
        company_name: random.pick(fakeNames.companies),
        description: random.chance(0.5) ? `<p>${random.pick(fakeNames.noteTexts)}</p>` : null,
        start_date: day(start),
        end_date: list.length === 0 && random.chance(0.5) ? null : day(end),
      });
      end = start - random.int(-90, 180) * DAY_MS;
    }
    experiences.set(candidate.id, list);
  }
  return { organizations, jobs, candidates, notes, experiences };
}

function makeOrganization(random: Random, id: number): FakeOrganization {
  const name = `${random.pick(fakeNames.companyPrefixes)} ${random.pick(fakeNames.companySuffixes)}${id > 50 ? ` ${id}` : ''}`;
  return {
    id,
    name,
    website: random.chance(0.8)
      ? `https://${name.toLowerCase().replace(/[^a-z0-9]+/g, '-')}.example.com`
      : null,
    description: random.chance(0.5)
      ? `${name} builds software for ${random.pick(fakeNames.industries)}.`
      : null,
    address: random.chance(0.6) ? random.pick(fakeNames.cities) : null,
    external_id: null,
    ...stamps(random),
  };
}

function makeJob(random: Random, id: number, orgCount: number): FakeJob {
  const position = random.pick(fakeNames.positions);
  return {
    id,
    organization: random.int(1, Math.max(1, orgCount)),
    position_name: position,
    status: random.pick(['active', 'active', 'active', 'on_hold', 'won', 'lost'] as const),
    description: `<p>We are looking for a ${position}.</p><ul><li>${random.pick(fakeNames.noteTexts)}</li></ul>`,
    career_page_url: random.chance(0.7) ? `https://careers.example.com/jobs/${id}` : null,
    is_remote: random.chance(0.4),
    ...stamps(random),
  };
}

function makeCandidate(random: Random, id: number): FakeCandidate {
  const person = random.pick(fakeNames.people);
  const first = random.pick(person.first);
  const last = random.pick(person.last);
  const city = random.pick(fakeNames.cities);
  return {
    id,
    full_name: person.lastFirst ? `${last}${person.separator}${first}` : `${first}${person.separator}${last}`,
    email: random.chance(0.9)
      ? `candidate${id}@${random.pick(['example.com', 'example.org', 'example.net'])}`
      : null,
    phone_number: random.chance(0.7)
      ? `+1 555 ${String(random.int(100, 999))} ${String(id % 10000).padStart(4, '0')}`
      : null,
    current_position: random.chance(0.85) ? random.pick(fakeNames.positions) : null,
    current_company: random.chance(0.7) ? random.pick(fakeNames.companies) : null,
    address: random.chance(0.5) ? `${random.int(1, 200)} ${random.pick(fakeNames.streets)}, ${city}` : null,
    candidate_location: random.chance(0.75) ? city : null,
    description: random.chance(0.4) ? `<p>${random.pick(fakeNames.noteTexts)}</p>` : null,
    source_type: random.pick(['agency', 'applied', 'other', 'referred', 'sourced']),
    ...stamps(random),
  };
}
