import type { candidates } from '../schema/records';
import { manatalIds } from './build-records';
import { buildCandidateNotes } from './candidate-notes';
import { roleSeeds, type TrackKind } from './client-data';
import { latinSlug } from './latin-slug';
import { candidateEmailDomains, regions } from './people-data';
import { randomPhone } from './phone-number';
import type { Random } from './prng';
import { between, daysBefore } from './seed-dates';

type CandidateRow = typeof candidates.$inferInsert;

/** A candidate row, plus what the interview planner matches on. */
export type CandidatePlan = { row: CandidateRow; kind: TrackKind; skills: readonly string[] };

const CANDIDATE_COUNT = 60;
const IMPORTED_COUNT = 15;
/** Candidates (by position in the list) whose notes are empty, as for fresh imports. */
const WITHOUT_NOTES = new Set([7, 41]);

const kindWeights = [
  ['frontend', 3],
  ['backend', 5],
  ['devops', 2],
] as const;

function seniority(random: Random, experience: number): string {
  if (experience < 2) return 'Junior ';
  if (experience < 5) return random.pick(['', 'Middle ']);
  if (experience < 10) return 'Senior ';
  return random.pick(['Lead ', 'Staff ', 'Principal ']);
}

/** Names the demo always shows, so that accents and Cyrillic go through sorting, search, e-mails and PDFs. */
const featuredNames = [
  ['José', 'Núñez'],
  ['Олена', 'Шевченко'],
] as const;

function uniqueName(random: Random, taken: Set<string>, index: number) {
  const featured = featuredNames[index];
  const featuredRegion = featured && regions.find((r) => r.firstNames.includes(featured[0]));
  if (featured && featuredRegion) {
    const [first, last] = featured;
    taken.add(`${first} ${last}`);
    return { region: featuredRegion, first, last, name: `${first} ${last}` };
  }
  for (;;) {
    const region = random.weighted(regions.map((r) => [r, r.weight] as const));
    const first = random.pick(region.firstNames);
    const last = random.pick(region.lastNames);
    const name = `${first} ${last}`;
    if (taken.has(name)) continue;
    taken.add(name);
    return { region, first, last, name };
  }
}

function email(random: Random, first: string, last: string): string {
  const local = random.weighted([
    [`${latinSlug(first)}.${latinSlug(last)}`, 5],
    [`${latinSlug(first)}_${latinSlug(last)}${random.int(1, 99)}`, 1],
    [`${latinSlug(first).charAt(0)}${latinSlug(last)}`, 2],
  ]);
  return `${local}@${random.pick(candidateEmailDomains)}`;
}

/** Sixty candidates from many countries, a quarter of them imported from Manatal. */
export function buildCandidates(random: Random, now: Date): CandidatePlan[] {
  const taken = new Set<string>();
  const importedIds = manatalIds(random, IMPORTED_COUNT, 4_310_000);
  const imported = new Set(random.sample([...Array(CANDIDATE_COUNT).keys()], IMPORTED_COUNT));
  return Array.from({ length: CANDIDATE_COUNT }, (_, index): CandidatePlan => {
    const { region, first, last, name } = uniqueName(random, taken, index);
    const kind = random.weighted(kindWeights);
    const role = random.pick(roleSeeds.filter((r) => r.kind === kind));
    const [primary = role.title, ...others] = role.technologies;
    const skills = [primary, ...random.sample(others, random.int(1, others.length))];
    const experience = random.weighted([
      [random.int(0, 1), 2],
      [random.int(2, 4), 4],
      [random.int(5, 9), 4],
      [random.int(10, 15), 1],
    ]);
    const createdAt = daysBefore(random, now, 75, 240);
    const [location, callingCode] = random.pick(region.cities);
    // Some North American numbers were typed without the country code.
    const local = callingCode === '1' && random.chance(0.4);
    return {
      kind,
      skills,
      row: {
        name,
        email: index === 23 ? null : email(random, first, last),
        phone: random.chance(0.85) ? randomPhone(random, callingCode, local) : null,
        location,
        title: `${seniority(random, experience)}${role.title}`,
        experience,
        notes: WITHOUT_NOTES.has(index) ? null : buildCandidateNotes(random, { skills, createdAt, now }),
        manatalId: imported.has(index) ? (importedIds.pop() ?? null) : null,
        createdAt,
        updatedAt: random.chance(0.5) ? between(random, createdAt, now) : createdAt,
      },
    };
  });
}
