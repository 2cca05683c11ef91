import { rmSync } from 'node:fs';
import { afterAll, describe, expect, it } from 'vitest';
import { folderBefore } from '../../test/migrations-before';
import { openDatabase } from './client';
import { migrateDatabase } from './migrate';

const TAG = '0005_one_feedback_per_interview';
describe(`migration ${TAG}`, () => {
  const folder = folderBefore(TAG);
  afterAll(() => rmSync(folder, { recursive: true, force: true }));

  it('keeps the first feedback of an interview that has several, the others go to the audit log', async () => {
    const database = await openDatabase({ kind: 'pglite' });
    try {
      await migrateDatabase(database, folder);
      await database.execute(`
        insert into clients (name) values ('Acme');
        insert into jobs (title, client_id) select 'Engineer', id from clients;
        insert into candidates (name) values ('Carla');
        insert into interviewers (name, email) values ('Ian', 'ian@example.test');
        insert into interviews (date, candidate_id, interviewer_id, job_id)
          select now(), c.id, i.id, j.id from candidates c, interviewers i, jobs j;
        insert into feedbacks (interview_id, feedback_text)
          select id, t from interviews, unnest(array['first', 'second', 'third']) t;`);
      await migrateDatabase(database);
      const kept = await database.execute<{ feedback_text: string }>('select feedback_text from feedbacks');
      expect(kept.rows).toEqual([{ feedback_text: 'first' }]);
      const audit = await database.execute<{ text: string }>(
        `select before->>'feedback_text' as text from audit_log where action = 'feedback.delete_duplicate' order by entity_id`,
      );
      expect(audit.rows).toEqual([{ text: 'second' }, { text: 'third' }]);
      await expect(
        database.execute(
          `insert into feedbacks (interview_id, feedback_text) select id, 'again' from interviews`,
        ),
      ).rejects.toThrow(/feedbacks_interview_id_key/);
    } finally {
      await database.close();
    }
  });
});
