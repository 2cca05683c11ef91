import { createHash } from 'node:crypto';
import pg from 'pg';

type QueryConfigWithValues = pg.QueryConfig & { values?: unknown[] };

const names = new Map<string, string>();

/** `s_` and 24 hex digits of the text's SHA-1: the same statement text always gets the same name. */
export function statementName(text: string): string {
  let name = names.get(text);
  if (!name) {
    name = `s_${createHash('sha1').update(text).digest('hex').slice(0, 24)}`;
    names.set(text, name);
  }
  return name;
}

/**
 * A `pg` client that sends every parameterised statement as a named prepared statement, as postgres.js and pgx do
 * by default. PostgreSQL then parses each statement once per connection and, once it has seen a few executions,
 * keeps a generic plan: the interview and feedback joins spend 2–6 ms planning and well under 1 ms running, so
 * planning them on every request was most of their cost. Statements without parameters (migrations, scripts that
 * may hold several commands) are sent as they are. The names are a hash of the text, so the number of prepared
 * statements per connection is bounded by the number of distinct statement texts the code can build.
 *
 * Behind a connection pooler in transaction mode, prepared statements need its support (PgBouncer ≥ 1.21 with
 * `max_prepared_statements`).
 */
export class StatementNamingClient extends pg.Client {
  // biome-ignore lint/suspicious/noExplicitAny: pg.Client.query has a dozen overloads; this passes them all through.
  override query(config: any, values?: any, callback?: any): any {
    const send = super.query.bind(this) as (config: unknown, values?: unknown, callback?: unknown) => unknown;
    if (typeof config === 'string' && Array.isArray(values) && values.length) {
      return send({ text: config, name: statementName(config) }, values, callback);
    }
    if (config && typeof config === 'object' && typeof config.text === 'string' && !config.name) {
      const params = Array.isArray(values) ? values : (config as QueryConfigWithValues).values;
      if (params?.length) return send({ ...config, name: statementName(config.text) }, values, callback);
    }
    return send(config, values, callback);
  }
}
