import { isNotNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../../test/test-database';
import type { Database } from '../../db/client';
import { candidates } from '../../db/schema/index';
import { seedDemoData } from '../../db/seed/seed-demo-data';
import { addLinkedRecordsToFake, notesFromText } from './fake-manatal-linked';
import { importCandidate } from './import-candidate';
import { readManatalLinkedRecords } from './linked-records.repository';
import { formatNotes } from './manatal-mappers';
import { createTestClient, startTestFake } from './manatal-test-support';

describe('the local fake serves the demo data’s Manatal records', () => {
  let database: Database;
  beforeAll(async () => {
    database = await createTestDatabase();
    await seedDemoData(database.db);
  });
  afterAll(() => database.close());

  it('refreshes every seeded Manatal candidate without an error and without changing them', async () => {
    const fake = await startTestFake();
    addLinkedRecordsToFake(fake.data, await readManatalLinkedRecords(database.db));
    const { client } = createTestClient(fake);
    const before = await database.db.select().from(candidates).where(isNotNull(candidates.manatalId));
    expect(before.length).toBeGreaterThan(0);

    for (const candidate of before) {
      const manatalId = candidate.manatalId ?? 0;
      const result = await importCandidate({ db: database.db, manatal: client, manatalId });
      expect(result).toEqual({ id: candidate.id, created: false, updated: false });
    }
    const after = await database.db.select().from(candidates).where(isNotNull(candidates.manatalId));
    expect(after).toEqual(before);
  });

  it('keeps the fake’s own records and adds the linked ones beside them', async () => {
    const fake = await startTestFake();
    const generated = fake.data.candidates.length;
    const linked = await readManatalLinkedRecords(database.db);
    addLinkedRecordsToFake(fake.data, linked);
    addLinkedRecordsToFake(fake.data, linked);
    expect(fake.data.candidates).toHaveLength(generated + linked.candidates.length);
    expect(fake.data.organizations.map((o) => o.id)).toEqual(
      expect.arrayContaining(linked.clients.map((c) => c.manatalId)),
    );
  });
});

describe('notesFromText', () => {
  it('turns stored notes back into the notes they are formatted from', () => {
    const text =
      '[2026-03-02]: <p>Third call</p>\n[2026-03-02]: <p>Second call</p>\n[2026-01-15]: <p>First <b>call</b></p>\n<p>two lines</p>';
    const notes = notesFromText(text, 1);
    expect(notes).toHaveLength(3);
    expect(formatNotes(notes)).toBe(text);
  });

  it('has no notes for empty text', () => {
    expect(notesFromText(null, 1)).toEqual([]);
    expect(notesFromText('', 1)).toEqual([]);
  });
});
