import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Database, openDatabase } from '../../db/client';
import { migrateDatabase } from '../../db/migrate';
import { ledgerLines, ledgerPeriods } from '../../db/schema/finance';
import { interviews } from '../../db/schema/interviews';
import { clients, interviewers, jobs } from '../../db/schema/records';
import { seedDemoData } from '../../db/seed/seed-demo-data';
import { demoLedger } from './post-demo-ledger';

// A Wednesday; the month before last is January.
const now = new Date('2026-03-18T00:00:00Z');

describe('the demo data with its ledger', () => {
  let database: Database;

  beforeAll(async () => {
    database = await openDatabase({ kind: 'pglite' });
    await migrateDatabase(database);
    await seedDemoData(database.db, { now, ledger: demoLedger('Europe/Berlin') });
  });
  afterAll(() => database.close());

  it('gives clients, positions and interviewers rates of every kind', async () => {
    const { db } = database;
    const clientRows = await db.select().from(clients);
    expect(clientRows.filter((c) => c.billing === null)).toHaveLength(1);
    expect(new Set(clientRows.map((c) => c.billing?.mode))).toEqual(
      new Set(['hourly', 'per_interview', undefined]),
    );
    const jobRows = await db.select().from(jobs);
    expect(jobRows.filter((j) => j.level !== null).length).toBeGreaterThan(jobRows.length / 2);
    expect(jobRows.some((j) => j.billing !== null)).toBe(true);
    const interviewerRows = await db.select().from(interviewers);
    expect(interviewerRows.some((i) => Object.keys(i.levelRates).length > 0)).toBe(true);
  });

  it('prices every interview that happened or was cancelled, from each kind of rate, in USD', async () => {
    const { db } = database;
    const lines = await db.select().from(ledgerLines);
    const priced = new Set(lines.map((line) => line.interviewId));
    const past = (await db.select().from(interviews)).filter((i) => i.status !== 'scheduled');
    expect(past.filter((i) => i.status === 'completed').every((i) => priced.has(i.id))).toBe(true);
    expect(lines.every((line) => line.currency === 'USD' && line.reason === 'Demo data')).toBe(true);
    const sources = new Set(lines.map((line) => line.rule?.source));
    for (const source of ['interviewer', 'interviewer_level', 'client', 'client_level', 'position']) {
      expect(sources).toContain(source);
    }
  });

  it('closes the month before last with amounts in it', async () => {
    const { db } = database;
    expect((await db.select().from(ledgerPeriods)).map((p) => p.period)).toEqual(['2026-01']);
    const january = (await db.select().from(ledgerLines)).filter((line) => line.period === '2026-01');
    expect(
      january.filter((line) => line.kind === 'charge').reduce((sum, line) => sum + line.amount, 0),
    ).toBeGreaterThan(0);
  });
});
