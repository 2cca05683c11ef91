import { parseArgs } from 'node:util';
import { writeResult } from './bench-data';

type Database = 'postgres' | 'pglite';

/**
 * The command line of a benchmark run per database (`--database postgres|pglite|both`, `--requests N`,
 * `--warmups N`, `--markdown`): runs it on each database, keeps each report in bench/.results/`name`-`database`
 * and, with `--markdown`, prints the RESULTS.md section.
 */
export async function runPerDatabase<Report>(options: {
  name: string;
  defaults: { requests: number; warmups: number };
  run: (settings: { database: Database; requests: number; warmups: number }) => Promise<Report>;
  render: (reports: Report[]) => string;
}): Promise<void> {
  const { values } = parseArgs({
    options: {
      database: { type: 'string', default: 'both' },
      requests: { type: 'string', default: String(options.defaults.requests) },
      warmups: { type: 'string', default: String(options.defaults.warmups) },
      markdown: { type: 'boolean', default: false },
    },
  });
  const databases = values.database === 'both' ? (['postgres', 'pglite'] as const) : [values.database];
  const reports: Report[] = [];
  for (const database of databases) {
    if (database !== 'postgres' && database !== 'pglite')
      throw new Error('--database is postgres, pglite or both');
    const report = await options.run({
      database,
      requests: Number(values.requests),
      warmups: Number(values.warmups),
    });
    writeResult(`${options.name}-${database}`, report);
    reports.push(report);
  }
  if (values.markdown) console.log(`\n${options.render(reports)}`);
}

/** Runs `main` when the file is the one Node was started with, exiting 1 with the error on failure. */
export function runIfMain(url: string, main: () => Promise<void>): void {
  if (url !== `file://${process.argv[1]}`) return;
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
