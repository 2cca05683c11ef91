import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../client';
import { migrateDatabase } from '../migrate';
import { feedbacks, interviewEvents, interviews } from '../schema/interviews';
import { candidates, clients, interviewers, jobs, positionStatuses } from '../schema/records';
import { knowledgeAreas, questionLevels, questions, templates } from '../schema/templates';
import { users } from '../schema/users';
import { isDatabaseEmpty, type SeedSummary, seedDemoData } from './seed-demo-data';

// A Wednesday, so both the past and the coming weeks hold working days.
const now = new Date('2026-03-18T00:00:00Z');

async function freshDatabase(): Promise<Database> {
  const database = await openDatabase({ kind: 'pglite' });
  await migrateDatabase(database);
  return database;
}

/** Everything the determinism check compares, ordered by id. */
async function dump(database: Database) {
  const { db } = database;
  return {
    users: await db.select().from(users).orderBy(asc(users.id)),
    jobs: await db.select().from(jobs).orderBy(asc(jobs.id)),
    candidates: await db.select().from(candidates).orderBy(asc(candidates.id)),
    interviews: await db.select().from(interviews).orderBy(asc(interviews.id)),
    events: await db.select().from(interviewEvents).orderBy(asc(interviewEvents.id)),
    feedbacks: await db.select().from(feedbacks).orderBy(asc(feedbacks.id)),
  };
}

describe('seedDemoData', () => {
  let database: Database;
  let summary: SeedSummary;
  let emptyBefore: boolean;

  beforeAll(async () => {
    database = await freshDatabase();
    emptyBefore = await isDatabaseEmpty(database.db);
    summary = await seedDemoData(database.db, { now });
  });
  afterAll(() => database.close());

  it('reports an empty database before seeding and a used one after', async () => {
    expect(emptyBefore).toBe(true);
    expect(await isDatabaseEmpty(database.db)).toBe(false);
  });

  it('writes the requested amounts and reports them', async () => {
    const { db } = database;
    expect(summary.users).toBe((await db.select().from(users)).length);
    expect(summary.clients).toBeGreaterThanOrEqual(6);
    expect(summary.clients).toBeLessThanOrEqual(10);
    expect(summary.jobs).toBeGreaterThanOrEqual(35);
    expect(summary.jobs).toBeLessThanOrEqual(45);
    expect(summary.candidates).toBeGreaterThanOrEqual(50);
    expect(summary.candidates).toBeLessThanOrEqual(70);
    expect(summary.interviewers).toBeGreaterThanOrEqual(10);
    expect(summary.interviewers).toBeLessThanOrEqual(14);
    expect(summary.templates).toBe(3);
    expect(summary.interviews).toBeGreaterThanOrEqual(70);
    expect(summary.interviews).toBeLessThanOrEqual(90);
    expect(summary.interviews).toBe((await db.select().from(interviews)).length);
    expect(summary.interviewEvents).toBe((await db.select().from(interviewEvents)).length);
    expect(summary.feedbacks).toBe((await db.select().from(feedbacks)).length);
  });

  it('creates users of every role, one of them blocked, none with a password', async () => {
    const rows = await database.db.select().from(users);
    expect(new Set(rows.map((u) => u.role))).toEqual(new Set(['admin', 'recruiter', 'interviewer']));
    expect(rows.filter((u) => u.status === 'blocked')).toHaveLength(1);
    expect(rows.every((u) => u.passwordHash === null)).toBe(true);
    expect(rows.map((u) => u.email)).toEqual(
      expect.arrayContaining(['admin@example.com', 'recruiter@example.com']),
    );
    const interviewerEmails = new Set((await database.db.select().from(interviewers)).map((i) => i.email));
    const interviewerUsers = rows.filter((u) => u.role === 'interviewer');
    expect(interviewerUsers.length).toBeGreaterThan(0);
    expect(interviewerUsers.every((u) => interviewerEmails.has(u.email))).toBe(true);
  });

  it('has positions in every status and clients with websites', async () => {
    const rows = await database.db.select().from(jobs);
    expect(new Set(rows.map((j) => j.status))).toEqual(new Set(positionStatuses));
    expect(rows.every((j) => j.technologies.length > 0)).toBe(true);
    expect(rows.some((j) => j.manatalId !== null)).toBe(true);
    const clientRows = await database.db.select().from(clients);
    expect(clientRows.every((c) => c.website?.startsWith('https://'))).toBe(true);
  });

  it('covers every question level in every template', async () => {
    const rows = await database.db
      .select({ templateId: templates.id, level: questions.level })
      .from(questions)
      .innerJoin(knowledgeAreas, eq(knowledgeAreas.id, questions.knowledgeAreaId))
      .innerJoin(templates, eq(templates.id, knowledgeAreas.templateId));
    for (const templateId of new Set(rows.map((r) => r.templateId))) {
      const levels = new Set(rows.filter((r) => r.templateId === templateId).map((r) => r.level));
      expect(levels).toEqual(new Set(questionLevels));
    }
  });

  it('writes candidate notes as dated entries', async () => {
    const rows = await database.db.select().from(candidates);
    const notes = rows.flatMap((c) => (c.notes ? [c.notes] : []));
    expect(notes.length).toBeGreaterThan(rows.length / 2);
    expect(notes.length).toBeLessThan(rows.length);
    for (const note of notes) {
      expect(note).toMatch(/^\[[\d-]+\]:/);
      expect(note.match(/\[\d{4}-\d{2}-\d{2}\]: /g)?.length).toBeGreaterThanOrEqual(2);
    }
  });

  it('gives the same data for the same `now`', async () => {
    const other = await freshDatabase();
    try {
      await seedDemoData(other.db, { now });
      const [first, second] = [await dump(database), await dump(other)];
      expect(first.interviews.length).toBeGreaterThan(0);
      expect(second).toEqual(first);
    } finally {
      await other.close();
    }
  }, 60_000);

  it('refuses to seed a database that already holds data', async () => {
    await expect(seedDemoData(database.db, { now })).rejects.toThrow('empty database');
  });
});
