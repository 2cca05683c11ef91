import { getTableName, is } from 'drizzle-orm';
import { getTableConfig, PgTable } from 'drizzle-orm/pg-core';
import * as schema from '../../db/schema/index';

/**
 * Our tables, each after the tables it refers to (so rows can be inserted in this order), read from the schema:
 * a table added later is exported and imported without a change here.
 */
export function tablesInDependencyOrder(): string[] {
  const tables = (Object.values(schema) as unknown[]).filter((value): value is PgTable => is(value, PgTable));
  const refersTo = new Map(
    tables.map((table) => {
      const config = getTableConfig(table);
      const targets = config.foreignKeys.map((key) => getTableName(key.reference().foreignTable));
      return [config.name, targets.filter((target) => target !== config.name)] as const;
    }),
  );
  const ordered: string[] = [];
  const visit = (name: string, path: string[]) => {
    if (ordered.includes(name)) return;
    if (path.includes(name)) throw new Error(`Tables refer to each other: ${[...path, name].join(' → ')}`);
    for (const target of refersTo.get(name) ?? []) visit(target, [...path, name]);
    ordered.push(name);
  };
  for (const name of [...refersTo.keys()].sort()) visit(name, []);
  return ordered;
}
