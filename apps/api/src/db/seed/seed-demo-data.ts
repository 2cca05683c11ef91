import type { Db, Tx } from '../client';
import { interviews } from '../schema/interviews';
import { candidates, clients, interviewerAvailability, interviewers, jobs } from '../schema/records';
import { users } from '../schema/users';
import { buildAvailability } from './build-availability';
import { buildCandidates } from './build-candidates';
import { buildInterviewers } from './build-interviewers';
import { jobBilling, jobLevel } from './build-rates';
import { buildClients, buildJobs } from './build-records';
import { buildUsers } from './build-users';
import { insertInterviews } from './insert-interviews';
import { idAt, insertTemplates } from './insert-templates';
import { interviewerSeeds } from './interviewer-data';
import { planInterviews } from './plan-interviews';
import { createRandom } from './prng';
import { startOfUtcDay } from './seed-dates';

/** How many rows the seed wrote, per table. */
export type SeedSummary = {
  users: number;
  templates: number;
  knowledgeAreas: number;
  questions: number;
  clients: number;
  jobs: number;
  candidates: number;
  interviewers: number;
  interviews: number;
  interviewEvents: number;
  feedbacks: number;
  clientDecisions: number;
};

/** Writes the demo's ledger inside the seed's transaction, once the interviews and their feedback are in. */
export type DemoLedger = (tx: Tx, seeded: { now: Date; adminId: number | null }) => Promise<void>;

/** Changing it reshuffles every name, date and pairing of the demo data. */
const DEMO_SEED = 20_240_917;

/** True when nobody has used the database yet: no users and no interviews. */
export async function isDatabaseEmpty(db: Db): Promise<boolean> {
  const [anyUser] = await db.select({ id: users.id }).from(users).limit(1);
  const [anyInterview] = await db.select({ id: interviews.id }).from(interviews).limit(1);
  return !anyUser && !anyInterview;
}

/**
 * Fills an empty database with demo data: users of every role, clients, positions, candidates, interviewers,
 * feedback templates, past and upcoming interviews with their history, feedback and client decisions, rates, and
 * the ledger lines of the interviews with the month before last closed. Deterministic: the same `now` (default: today at 00:00 UTC)
 * always gives the same rows, with dates placed around it. `ledger` (`demoLedger` of modules/ledger, passed in as
 * the database layer does not reach into the modules) writes the ledger; without it there is none. One
 * transaction.
 *
 * @example
 * if (await isDatabaseEmpty(database.db)) await seedDemoData(database.db);
 */
export async function seedDemoData(
  db: Db,
  options: { now?: Date; ledger?: DemoLedger } = {},
): Promise<SeedSummary> {
  const now = options.now ?? startOfUtcDay(new Date());
  const random = createRandom(DEMO_SEED);
  const userRows = buildUsers(random.fork('users'), now);
  const clientRows = buildClients(random.fork('clients'), now);
  const jobPlans = buildJobs(random.fork('jobs'), now);
  const candidatePlans = buildCandidates(random.fork('candidates'), now);
  const interviewerRows = buildInterviewers(random.fork('interviewers'), now);
  const interviewPlans = planInterviews(
    random.fork('interviews'),
    { jobs: jobPlans, candidates: candidatePlans, interviewers: interviewerSeeds },
    now,
  );

  return db.transaction(async (tx) => {
    if (!(await isDatabaseEmpty(tx))) throw new Error('Demo data goes only into an empty database.');
    const userIds = await tx.insert(users).values(userRows).returning({ id: users.id, email: users.email });
    const stored = await insertTemplates(tx, random.fork('templates'), now);
    const clientIds = await tx.insert(clients).values(clientRows).returning({ id: clients.id });
    const jobRows = jobPlans.map(({ clientIndex, kind, usesTemplate, ...row }, index) => ({
      ...row,
      level: jobLevel(row.title, index),
      billing: jobBilling(index),
      clientId: idAt(clientIds, clientIndex),
      templateId: usesTemplate ? (stored.templates.find((t) => t.kind === kind)?.id ?? null) : null,
    }));
    const jobIds = await tx.insert(jobs).values(jobRows).returning({ id: jobs.id });
    const candidateIds = await tx
      .insert(candidates)
      .values(candidatePlans.map((plan) => plan.row))
      .returning({ id: candidates.id });
    const interviewerIds = await tx
      .insert(interviewers)
      .values(interviewerRows)
      .returning({ id: interviewers.id, email: interviewers.email });
    const availability = buildAvailability(interviewerIds.length, now).flatMap((row, index) =>
      row ? [{ ...row, interviewerId: idAt(interviewerIds, index) }] : [],
    );
    if (availability.length) await tx.insert(interviewerAvailability).values(availability);
    const interviewCounts = await insertInterviews(tx, random.fork('feedback'), {
      plans: interviewPlans,
      links: {
        jobs: jobPlans.map((plan, index) => ({
          id: idAt(jobIds, index),
          plan,
          templateId: jobRows[index]?.templateId ?? null,
        })),
        candidates: candidatePlans.map((plan, index) => ({ id: idAt(candidateIds, index), plan })),
        interviewers: interviewerIds,
        userIdByEmail: new Map(userIds.map((user) => [user.email, user.id])),
        templates: stored.templates,
      },
      now,
    });
    await options.ledger?.(tx, {
      now,
      adminId: userIds.find((user) => user.email === 'admin@example.com')?.id ?? null,
    });
    return {
      users: userIds.length,
      ...stored.counts,
      clients: clientIds.length,
      jobs: jobIds.length,
      candidates: candidateIds.length,
      interviewers: interviewerIds.length,
      ...interviewCounts,
    };
  });
}
