import pg from 'pg';
import { describe, expect, it } from 'vitest';
import { StatementNamingClient, statementName } from './statement-naming-client';

const url = process.env.TEST_DATABASE_URL;

describe('statementName', () => {
  it('names a text the same way every time and different texts differently', () => {
    expect(statementName('select $1::int')).toBe(statementName('select $1::int'));
    expect(statementName('select $1::int')).not.toBe(statementName('select $1::text'));
    expect(statementName('select 1')).toMatch(/^s_[0-9a-f]{24}$/);
  });
});

describe.skipIf(!url)('StatementNamingClient on PostgreSQL', () => {
  it('prepares parameterised statements once per connection and sends the others as they are', async () => {
    const pool = new pg.Pool({ Client: StatementNamingClient, connectionString: url, max: 1 });
    try {
      const text = 'select $1::int + 1 as answer';
      for (let i = 0; i < 3; i++) {
        expect((await pool.query(text, [i])).rows).toEqual([{ answer: i + 1 }]);
        expect((await pool.query({ text, values: [i], rowMode: 'array' })).rows).toEqual([[i + 1]]);
      }
      await pool.query('select 1; select 2');
      const prepared = await pool.query<{ name: string }>('select name from pg_prepared_statements');
      expect(prepared.rows.map((row) => row.name)).toEqual([statementName(text)]);
    } finally {
      await pool.end();
    }
  });
});
