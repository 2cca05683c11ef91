import { type clients, type jobs, positionStatuses } from '../schema/records';
import { clientBilling } from './build-rates';
import {
  clientSeeds,
  jobInternalNotes,
  jobNotesForInterviewers,
  roleSeeds,
  type TrackKind,
} from './client-data';
import { latinSlug } from './latin-slug';
import type { Random } from './prng';
import { between, daysBefore } from './seed-dates';

type ClientRow = typeof clients.$inferInsert;
type JobRow = typeof jobs.$inferInsert;
type PositionStatus = (typeof positionStatuses)[number];

/** A job before its client and template have ids. */
export type JobPlan = Omit<JobRow, 'clientId' | 'templateId' | 'technologies' | 'status'> & {
  status: PositionStatus;
  technologies: string[];
  clientIndex: number;
  kind: TrackKind;
  usesTemplate: boolean;
};

const GOOGLE_ID_ALPHABET = 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789_-';

/** Mostly open positions, but every status shows up in the lists and filters. */
const statusCounts: Record<PositionStatus, number> = { active: 27, filled: 5, cancelled: 4, paused: 4 };

const extraTechnologies: Record<TrackKind, readonly string[]> = {
  frontend: ['GraphQL', 'Jest', 'Tailwind CSS', 'Vite', 'Playwright'],
  backend: ['Docker', 'Redis', 'AWS', 'RabbitMQ', 'GraphQL'],
  devops: ['Helm', 'GitHub Actions', 'Prometheus', 'Grafana', 'Linux'],
};

/** The seniority in front of a position's title, by how often it appears. */
const titlePrefixes = [
  ['', 3],
  ['Senior ', 4],
  ['Middle ', 1],
  ['Lead ', 1],
] as const;

/** Increasing, distinct ids that look like an applicant-tracking system's. */
export function manatalIds(random: Random, count: number, start: number): number[] {
  const ids: number[] = [];
  let id = start;
  for (let i = 0; i < count; i++) {
    id += random.int(3, 400);
    ids.push(id);
  }
  return ids;
}

export const googleSheetLink = (random: Random) =>
  `https://docs.google.com/spreadsheets/d/${random.chars(44, GOOGLE_ID_ALPHABET)}/edit#gid=0`;

export const googleDriveFolderLink = (random: Random) =>
  `https://drive.google.com/drive/folders/${random.chars(33, GOOGLE_ID_ALPHABET)}`;

export function buildClients(random: Random, now: Date): ClientRow[] {
  const ids = manatalIds(random, clientSeeds.length, 88_000);
  return clientSeeds.map((seed, index) => {
    const createdAt = daysBefore(random, now, 150, 400);
    return {
      name: seed.name,
      website: seed.website,
      manatalId: seed.importedFromManatal ? (ids[index] ?? null) : null,
      billing: clientBilling(index),
      createdAt,
      updatedAt: random.chance(0.4) ? between(random, createdAt, now) : createdAt,
    };
  });
}

export function buildJobs(random: Random, now: Date): JobPlan[] {
  const statuses = random.shuffle(
    positionStatuses.flatMap((status) => Array.from({ length: statusCounts[status] }, () => status)),
  );
  const ids = manatalIds(random, statuses.length, 1_204_000);
  return clientSeeds.flatMap((client, clientIndex) =>
    random.sample(roleSeeds, client.jobCount).map((role): JobPlan => {
      const index = statuses.length - 1;
      const status = statuses.pop() ?? 'active';
      const title = `${random.weighted(titlePrefixes)}${role.title}`;
      const createdAt = daysBefore(random, now, 80, 140);
      return {
        title,
        status,
        technologies: [
          ...new Set([
            ...role.technologies,
            ...random.sample(extraTechnologies[role.kind], random.int(0, 2)),
          ]),
        ],
        clientIndex,
        kind: role.kind,
        usesTemplate: random.chance(0.75),
        noteForInterviewers: random.chance(0.6)
          ? random.pick(jobNotesForInterviewers).replace('{tech}', role.technologies[0] ?? role.title)
          : null,
        internalNotes: random.chance(0.5)
          ? random.pick(jobInternalNotes).replace('{budget}', String(random.int(4, 12)))
          : null,
        feedbackTemplateLink: random.chance(0.4) ? googleSheetLink(random) : null,
        postingLink: random.chance(0.7) ? `${client.website}/careers/${latinSlug(title, '-')}` : null,
        manatalId: client.importedFromManatal && random.chance(0.7) ? (ids[index] ?? null) : null,
        createdAt,
        updatedAt: jobUpdatedAt(random, status, createdAt, now),
      };
    }),
  );
}

/** A position that was filled, cancelled or paused changed lately; open ones were edited now and then. */
function jobUpdatedAt(random: Random, status: PositionStatus, createdAt: Date, now: Date): Date {
  if (status !== 'active') return daysBefore(random, now, 1, 10);
  return random.chance(0.4) ? between(random, createdAt, now) : createdAt;
}
