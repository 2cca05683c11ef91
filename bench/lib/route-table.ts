import type { RouteFigures } from './measure-route';

const mark = (met: boolean) => (met ? 'met' : '**missed**');

/** A Markdown table. */
export const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');

export const label = (database: 'postgres' | 'pglite') => (database === 'postgres' ? 'PostgreSQL' : 'PGlite');

/** The columns of a route measured one request at a time against a median target. */
export const routeHead = [
  'route',
  'database',
  'requests',
  'median ms',
  'p95 ms',
  'fastest / slowest ms',
  'answer (median)',
  'target (median)',
];

export const routeRow = (database: 'postgres' | 'pglite', name: string, f: RouteFigures, unit: string) => [
  name,
  label(database),
  `${f.requests}${f.errors ? ` (${f.errors} errors)` : ''}`,
  f.medianMs,
  f.p95Ms,
  `${f.minMs} / ${f.maxMs}`,
  `${f.medianItems} ${unit}`,
  `< ${f.targetMs} ms: ${mark(f.medianMs < f.targetMs && f.errors === 0)}`,
];
