/** A column of a bulk load: its name and the PostgreSQL type of its values. */
export type Column = readonly [
  name: string,
  type: 'int4' | 'numeric' | 'text' | 'bool' | 'timestamptz' | 'text[]',
];
export type Cell = string | number | boolean | Date | readonly string[] | null;

/** `{"React","Node.js"}`: a text[] value as PostgreSQL's array literal. */
function arrayLiteral(values: readonly string[]): string {
  return `{${values.map((v) => `"${v.replace(/["\\]/g, (c) => `\\${c}`)}"`).join(',')}}`;
}

const copyEscapes: Record<string, string> = { '\\': '\\\\', '\t': '\\t', '\n': '\\n', '\r': '\\r' };

/** One value in COPY's text format: `\N` for null, backslash escapes for the separators. */
function copyValue(value: Cell): string {
  if (value === null) return '\\N';
  const text =
    value instanceof Date
      ? value.toISOString()
      : Array.isArray(value)
        ? arrayLiteral(value)
        : typeof value === 'boolean'
          ? value
            ? 't'
            : 'f'
          : String(value);
  return text.replace(/[\\\t\n\r]/g, (c) => copyEscapes[c] ?? c);
}

/** Rows as the body of `COPY … FROM STDIN` in text format. */
export function copyText(rows: readonly (readonly Cell[])[], width: number): string {
  const lines: string[] = [];
  for (const row of rows) {
    const values: string[] = [];
    for (let i = 0; i < width; i++) values.push(copyValue(row[i] ?? null));
    lines.push(values.join('\t'));
  }
  return lines.length ? `${lines.join('\n')}\n` : '';
}

/** The few statements a bulk load needs, on one session (settings such as session_replication_role hold). */
export type LoadSession = {
  execute<Row = Record<string, unknown>>(text: string, params?: unknown[]): Promise<Row[]>;
  /** Streams COPY text-format rows into `table (columns)`. */
  copy(table: string, columns: readonly string[], body: string): Promise<void>;
  close(): Promise<void>;
};

const BATCH_ROWS = 20_000;

/** Loads rows with COPY, in batches so no single COPY body grows past a few tens of megabytes. */
export async function bulkInsert(
  session: LoadSession,
  table: string,
  columns: readonly Column[],
  rows: readonly (readonly Cell[])[],
): Promise<void> {
  const names = columns.map(([name]) => `"${name}"`);
  for (let start = 0; start < rows.length; start += BATCH_ROWS) {
    await session.copy(table, names, copyText(rows.slice(start, start + BATCH_ROWS), columns.length));
  }
}

/** Moves each serial sequence past the ids the load wrote, so the application's own inserts do not collide. */
export async function resetSequences(session: LoadSession, tables: readonly string[]): Promise<void> {
  for (const table of tables) {
    await session.execute(
      `select setval(pg_get_serial_sequence('"${table}"', 'id'), coalesce((select max(id) from "${table}"), 0) + 1, false)`,
    );
  }
}
