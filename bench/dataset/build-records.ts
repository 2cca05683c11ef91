import { type RoleSeed, roleSeeds } from '../../apps/api/src/db/seed/client-data';
import type { Random } from '../../apps/api/src/db/seed/prng';
import { backendTemplate } from '../../apps/api/src/db/seed/template-backend';
import { devopsTemplate } from '../../apps/api/src/db/seed/template-devops';
import { frontendTemplate } from '../../apps/api/src/db/seed/template-frontend';
import type { Cell } from './bulk-insert';
import { company, person } from './people';
import type { Sizes } from './sizes';

type Row = Cell[];
const DAY = 86_400_000;
const baseTemplates = [frontendTemplate, backendTemplate, devopsTemplate];
const templateVariants = ['', 'Junior track', 'Senior track', 'Lead', 'Fintech', 'Short screen', 'Take-home'];

export const ADMIN_EMAIL = 'admin@example.com';
export const RECRUITER_EMAIL = 'recruiter@example.com';

const daysAgo = (now: Date, random: Random, min: number, max: number) =>
  new Date(now.getTime() - random.int(min, max) * DAY - random.int(0, 86_399) * 1000);

/** A question as the feedback form refers to it. */
export type StoredQuestion = { id: number; text: string; level: 'junior' | 'middle' | 'senior' | 'staff' };
export type StoredTemplate = {
  id: number;
  areas: { id: number; name: string; questions: StoredQuestion[] }[];
};

export type Records = {
  users: Row[];
  templates: Row[];
  knowledgeAreas: Row[];
  questions: Row[];
  clients: Row[];
  jobs: Row[];
  candidates: Row[];
  interviewers: Row[];
  /** What interviews and feedback refer to. */
  refs: {
    staffIds: number[];
    /** Per interviewer id (1-based index − 1): the user who signs in as them, if any. */
    interviewerUserIds: (number | null)[];
    jobs: { templateId: number | null; technologies: readonly string[]; title: string }[];
    candidates: { name: string; experience: number }[];
    templates: StoredTemplate[];
  };
};

function buildUsers(random: Random, sizes: Sizes, now: Date, interviewerEmails: string[]) {
  const users: Row[] = [
    [1, 'Ada Admin', ADMIN_EMAIL, 'admin', '+44 20 7946 0000', 'active', daysAgo(now, random, 700, 800)],
    [
      2,
      'Rita Recruiter',
      RECRUITER_EMAIL,
      'recruiter',
      '+1 415 555 0100',
      'active',
      daysAgo(now, random, 600, 700),
    ],
  ];
  for (let i = 0; i < sizes.recruiters; i++) {
    const p = person(random, i);
    const status = random.chance(0.05) ? 'blocked' : 'active';
    users.push([
      users.length + 1,
      p.name,
      `${p.slug}@agency.example.com`,
      'recruiter',
      p.phone,
      status,
      daysAgo(now, random, 30, 700),
    ]);
  }
  const interviewerUserIds: (number | null)[] = interviewerEmails.map(() => null);
  for (let i = 0; i < Math.min(sizes.interviewerUsers, interviewerEmails.length); i++) {
    const id = users.length + 1;
    users.push([
      id,
      `Interviewer ${i + 1}`,
      interviewerEmails[i] ?? '',
      'interviewer',
      null,
      'active',
      daysAgo(now, random, 30, 700),
    ]);
    interviewerUserIds[i] = id;
  }
  const staffIds = users
    .filter((u) => u[3] !== 'interviewer' && u[5] === 'active')
    .map((u) => u[0] as number);
  return { users: users.map((u): Row => [...u, u[6] ?? null]), staffIds, interviewerUserIds };
}

function buildTemplates(random: Random, count: number, now: Date) {
  const templates: Row[] = [];
  const knowledgeAreas: Row[] = [];
  const questions: Row[] = [];
  const stored: StoredTemplate[] = [];
  for (let t = 0; t < count; t++) {
    const base = baseTemplates[t % baseTemplates.length] ?? frontendTemplate;
    const variant = templateVariants[Math.floor(t / baseTemplates.length) % templateVariants.length] ?? '';
    const round = Math.floor(t / (baseTemplates.length * templateVariants.length));
    const name = [base.name, variant, round ? `v${round + 1}` : ''].filter(Boolean).join(' – ');
    const created = daysAgo(now, random, 100, 900);
    templates.push([t + 1, name, base.position, base.description, created, created]);
    const areas: StoredTemplate['areas'] = [];
    base.areas.forEach((area, position) => {
      const areaId = knowledgeAreas.length + 1;
      knowledgeAreas.push([areaId, t + 1, area.name, area.description, position]);
      const asked: StoredQuestion[] = [];
      for (const [level, text, clientRequested] of area.questions) {
        const id = questions.length + 1;
        questions.push([id, areaId, text, level, clientRequested ?? false]);
        asked.push({ id, text, level });
      }
      areas.push({ id: areaId, name: area.name, questions: asked });
    });
    stored.push({ id: t + 1, areas });
  }
  return { templates, knowledgeAreas, questions, stored };
}

const kindIndex: Record<RoleSeed['kind'], number> = { frontend: 0, backend: 1, devops: 2 };
const jobStatuses = [
  ['active', 45],
  ['paused', 10],
  ['filled', 30],
  ['cancelled', 15],
] as const;
const seniority = ['', 'Senior ', 'Lead ', 'Junior ', 'Staff '];

function buildJobs(random: Random, sizes: Sizes, now: Date) {
  const rows: Row[] = [];
  const refs: Records['refs']['jobs'] = [];
  for (let i = 0; i < sizes.jobs; i++) {
    const role = random.pick(roleSeeds);
    const title = `${random.pick(seniority)}${role.title}`;
    // Templates cycle frontend, backend, devops: pick one of the position's kind.
    const kindTemplates = Math.ceil((sizes.templates - kindIndex[role.kind]) / 3);
    const templateId = random.chance(0.7)
      ? kindIndex[role.kind] + 1 + 3 * random.int(0, kindTemplates - 1)
      : null;
    const created = daysAgo(now, random, 1, 800);
    rows.push([
      i + 1,
      title,
      random.weighted(jobStatuses),
      random.int(1, sizes.clients),
      role.technologies,
      templateId,
      random.chance(0.3)
        ? `Focus on ${random.pick(role.technologies)} depth; the team values clear communication.`
        : null,
      random.chance(0.2) ? 'Client pays within 30 days; rate agreed for two rounds.' : null,
      random.chance(0.2)
        ? `https://docs.google.com/spreadsheets/d/${random.chars(24, 'abcdefghijkABCDEFGHIJK0123456789')}/edit`
        : null,
      random.chance(0.5) ? `https://careers.example.com/jobs/${i + 1}` : null,
      i % 3 === 0 ? 500_000 + i : null,
      created,
      created,
    ]);
    refs.push({ templateId, technologies: role.technologies, title });
  }
  return { rows, refs };
}

function buildCandidates(random: Random, sizes: Sizes, now: Date) {
  const rows: Row[] = [];
  const refs: Records['refs']['candidates'] = [];
  for (let i = 0; i < sizes.candidates; i++) {
    const p = person(random, i);
    const experience = random.int(0, 15);
    const created = daysAgo(now, random, 1, 800);
    rows.push([
      i + 1,
      p.name,
      random.chance(0.95) ? `${p.slug}@example.org` : null,
      random.chance(0.8) ? p.phone : null,
      random.chance(0.9) ? p.city : null,
      random.pick(roleSeeds).title,
      experience,
      random.chance(0.3) ? '<p>Met at a meetup; open to relocation. Notice period: one month.</p>' : null,
      i % 5 < 2 ? 1_000_000 + i : null,
      created,
      created,
    ]);
    refs.push({ name: p.name, experience });
  }
  return { rows, refs };
}

const timeZones = [
  'Europe/London',
  'Europe/Kyiv',
  'Europe/Warsaw',
  'Europe/Madrid',
  'America/New_York',
  'Asia/Kolkata',
];

function buildInterviewers(random: Random, sizes: Sizes, now: Date) {
  const rows: Row[] = [];
  for (let i = 0; i < sizes.interviewers; i++) {
    const p = person(random, i);
    const created = daysAgo(now, random, 30, 800);
    const stack = random.sample([...new Set(roleSeeds.flatMap((r) => r.technologies))], random.int(3, 7));
    rows.push([
      i + 1,
      p.name,
      `${p.slug}@interviewers.example.com`,
      p.phone,
      random.chance(0.6) ? `@${p.slug.replace(/[^a-z0-9]/g, '_')}` : null,
      random.int(40, 150),
      random.chance(0.9) ? random.int(25, 50) / 10 : null,
      random.chance(0.4)
        ? `https://drive.google.com/drive/folders/${random.chars(28, 'abcdefghijkXYZ0123456789_-')}`
        : null,
      random.chance(0.2) ? 'Prefers mornings; can take short-notice rounds.' : null,
      stack,
      random.pick(timeZones),
      created,
      created,
    ]);
  }
  return rows;
}

/** Users, templates with their areas and questions, clients, positions, candidates and interviewers. */
export function buildRecords(random: Random, sizes: Sizes, now: Date): Records {
  const interviewers = buildInterviewers(random.fork('interviewers'), sizes, now);
  const interviewerEmails = interviewers.map((row) => row[2] as string);
  const users = buildUsers(random.fork('users'), sizes, now, interviewerEmails);
  const templates = buildTemplates(random.fork('templates'), sizes.templates, now);
  const clientRandom = random.fork('clients');
  const clients = Array.from({ length: sizes.clients }, (_, i): Row => {
    const { name, website } = company(clientRandom, i);
    const created = daysAgo(now, clientRandom, 1, 900);
    return [
      i + 1,
      name,
      clientRandom.chance(0.9) ? website : null,
      i % 4 === 0 ? 200_000 + i : null,
      created,
      created,
    ];
  });
  const jobs = buildJobs(random.fork('jobs'), sizes, now);
  const candidates = buildCandidates(random.fork('candidates'), sizes, now);
  return {
    users: users.users,
    templates: templates.templates,
    knowledgeAreas: templates.knowledgeAreas,
    questions: templates.questions,
    clients,
    jobs: jobs.rows,
    candidates: candidates.rows,
    interviewers,
    refs: {
      staffIds: users.staffIds,
      interviewerUserIds: users.interviewerUserIds,
      jobs: jobs.refs,
      candidates: candidates.refs,
      templates: templates.stored,
    },
  };
}
