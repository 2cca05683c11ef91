import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { folderBefore } from '../../test/migrations-before';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';

const TAG = '0010_interview_outcomes';

describe(`migration ${TAG}`, () => {
  const folder = folderBefore(TAG);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it("turns a cancellation into the agency's, reason unknown, and gives every interview its deadline", async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await migrateDatabase(database, folder);
      await database.execute(`
        insert into clients (name) values ('Acme');
        insert into jobs (title, client_id) select 'Engineer', id from clients;
        insert into candidates (name) values ('Carla');
        insert into interviewers (name, email) values ('Ian', 'ian@example.test');
        insert into interviews (status, date, duration, candidate_id, interviewer_id, job_id)
          select s, '2026-03-02T10:00:00Z', 90, c.id, i.id, j.id
          from candidates c, interviewers i, jobs j, unnest(array['scheduled', 'cancelled', 'completed']) s;
        insert into interview_events (interview_id, kind, reason)
          select id, 'cancelled', 'Client put it on hold' from interviews where status = 'cancelled';`);
      await migrateDatabase(database);
      const rows = await database.execute<{ status: string; cancelled_by: string | null; due: string }>(
        `select status, cancelled_by, cancel_reason, to_char(feedback_due_at at time zone 'UTC', 'YYYY-MM-DD HH24:MI') as due
         from interviews order by id`,
      );
      expect(rows.rows).toEqual([
        { status: 'scheduled', cancelled_by: null, cancel_reason: null, due: '2026-03-03 11:30' },
        { status: 'cancelled', cancelled_by: 'agency', cancel_reason: 'unknown', due: '2026-03-03 11:30' },
        { status: 'completed', cancelled_by: null, cancel_reason: null, due: '2026-03-03 11:30' },
      ]);
      const events = await database.execute(
        'select kind, reason, cancelled_by, reason_code, late from interview_events',
      );
      expect(events.rows).toEqual([
        {
          kind: 'cancelled',
          reason: 'Client put it on hold',
          cancelled_by: 'agency',
          reason_code: 'unknown',
          late: false,
        },
      ]);
    } finally {
      await database.close();
    }
  });
});
