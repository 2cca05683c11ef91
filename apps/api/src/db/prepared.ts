import type { Db } from './client';

/**
 * A Drizzle prepared statement, built once per database handle instead of on every call: building the SQL of a
 * seven-table select was a quarter of the API's CPU under load. Use it for the hot reads whose shape never
 * varies, with `sql.placeholder(...)` for the values.
 *
 * @example
 * const byId = preparedFor((db) => db.select().from(jobs).where(eq(jobs.id, sql.placeholder('id'))).prepare('job_by_id'));
 * const [job] = await byId(db).execute({ id });
 */
export function preparedFor<Statement>(build: (db: Db) => Statement): (db: Db) => Statement {
  const built = new WeakMap<Db, Statement>();
  return (db) => {
    let statement = built.get(db);
    if (!statement) {
      statement = build(db);
      built.set(db, statement);
    }
    return statement;
  };
}
