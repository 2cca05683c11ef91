import { join } from 'node:path';
import type { Logger } from 'drizzle-orm';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import pg from 'pg';
import type { Db } from '../../apps/api/src/db/client';
import { openPgliteClient } from '../../apps/api/src/db/pglite-client';
import * as schema from '../../apps/api/src/db/schema/index';
import { StatementNamingClient } from '../../apps/api/src/db/statement-naming-client';

/** Rows as arrays of column values, in select-list order (as Drizzle asks the drivers for them). */
export type ArrayRows = unknown[][];
export type Query = (text: string, params: unknown[]) => Promise<ArrayRows>;

/** Raw SQL on PostgreSQL (`pg` pool) or PGlite, with nothing in between. */
export type SqlRunner = {
  query: Query;
  transaction<T>(work: (query: Query) => Promise<T>): Promise<T>;
  close(): Promise<void>;
  /** Drizzle on the same connection, with a logger: to learn which SQL the product's repositories send. */
  drizzle(logger: Logger): Db;
};

export type DatabaseTarget = { kind: 'postgres'; url: string } | { kind: 'pglite'; dataDir: string };

function postgresRunner(url: string): SqlRunner {
  // The same pool size and client as the API's (src/db/client.ts): parameterised statements are prepared.
  const pool = new pg.Pool({ Client: StatementNamingClient, connectionString: url, max: 10 });
  pool.on('error', () => {});
  const on =
    (client: pg.Pool | pg.PoolClient): Query =>
    async (text, params) =>
      (await client.query({ text, values: params, rowMode: 'array' })).rows as ArrayRows;
  return {
    query: on(pool),
    async transaction(work) {
      const client = await pool.connect();
      try {
        await client.query('begin');
        const result = await work(on(client));
        await client.query('commit');
        return result;
      } catch (error) {
        await client.query('rollback');
        throw error;
      } finally {
        client.release();
      }
    },
    close: () => pool.end(),
    drizzle: (logger) => drizzleNodePg(pool, { schema, logger }) as unknown as Db,
  };
}

async function pgliteRunner(dataDir: string): Promise<SqlRunner> {
  // The same PGlite client as the API's (src/db/client.ts), so both queue their queries the same way.
  const db = await openPgliteClient({ dataDir: join(dataDir, 'pglite') });
  return {
    query: async (text, params) => (await db.query<unknown[]>(text, params, { rowMode: 'array' })).rows,
    transaction: (work) =>
      db.transaction((tx) =>
        work(async (text, params) => (await tx.query<unknown[]>(text, params, { rowMode: 'array' })).rows),
      ),
    close: () => db.close(),
    drizzle: (logger) => drizzlePglite(db, { schema, logger }) as unknown as Db,
  };
}

export async function openSqlRunner(target: DatabaseTarget): Promise<SqlRunner> {
  return target.kind === 'postgres' ? postgresRunner(target.url) : pgliteRunner(target.dataDir);
}
