import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { openDatabase } from '../../apps/api/src/db/client';
import { migrateDatabase } from '../../apps/api/src/db/migrate';
import { bookInterview } from '../baseline-booking';
import { captureReadStatements } from '../baseline-sql';
import { openSqlRunner } from './sql-runner';

/**
 * The baseline books as the API does, with the API's own columns: a change to the interviews table that the
 * baseline's hand-written statements miss fails here rather than in the middle of `npm run bench`.
 */
describe('the baseline booking', () => {
  it('books an interview with every statement the API sends, and reads it back', async () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'baseline-booking-'));
    const database = await openDatabase({ kind: 'pglite', dataDir });
    await migrateDatabase(database);
    await database.close();
    const runner = await openSqlRunner({ kind: 'pglite', dataDir });
    try {
      const query = runner.query;
      // The baseline books as user 1, the first admin of a bench data set.
      await query(
        "insert into users (id, name, email, role) values (1, 'Bench admin', 'admin@bench.test', 'admin')",
        [],
      );
      const [client] = await query("insert into clients (name) values ('Bench client') returning id", []);
      const [job] = await query('insert into jobs (title, client_id) values ($1, $2) returning id', [
        'Bench role',
        client?.[0],
      ]);
      const [candidate] = await query(
        "insert into candidates (name, email) values ('Bench candidate', 'bench@example.test') returning id",
        [],
      );
      const [interviewer] = await query(
        "insert into interviewers (name, email) values ('Bench interviewer', $1) returning id",
        [`bench-${Date.now()}@example.test`],
      );
      const reads = await captureReadStatements(runner);
      const result = await bookInterview(runner, reads['interview-detail'], {
        interviewer_id: Number(interviewer?.[0]),
        candidate_id: Number(candidate?.[0]),
        job_id: Number(job?.[0]),
        date: new Date(Date.now() + 7 * 86_400_000).toISOString(),
        duration: 60,
        timezone: 'UTC',
      });
      expect(result.status).toBe(201);
      const mail = await query('select "to" from outbound_emails where "to" = $1', ['bench@example.test']);
      expect(mail).toHaveLength(1);
    } finally {
      await runner.close();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 60_000);
});
