import type { ApiLoadReport } from '../api-load';
import type { ClientReport } from '../client-bundle';
import type { LoadReport } from '../dataset/load-dataset';
import type { LighthouseReport } from '../lighthouse';
import type { SyncReport } from '../manatal-sync';
import type { PdfReport } from '../pdf';
import type { StartupReport } from '../startup';
import type { Machine } from './machine';

export type AllResults = {
  command: string;
  quick: boolean;
  machine: Machine;
  loadAverageAtEnd: string;
  minutes: number;
  data?: { postgres?: { ms: number; report: LoadReport }; pglite?: { ms: number; report: LoadReport } };
  apiLoad: ApiLoadReport[];
  startup?: StartupReport;
  pdf?: PdfReport;
  sync: SyncReport[];
  client?: ClientReport;
  lighthouse?: LighthouseReport;
};

const mark = (met: boolean) => (met ? 'met' : '**missed**');
const table = (head: string[], rows: (string | number)[][]) =>
  [
    `| ${head.join(' | ')} |`,
    `|${head.map(() => '---').join('|')}|`,
    ...rows.map((r) => `| ${r.join(' | ')} |`),
  ].join('\n');
const fixed = (n: number, digits = 0) => n.toFixed(digits);

function machineSection(r: AllResults): string {
  const m = r.machine;
  return table(
    ['fact', 'value'],
    [
      ['date', m.date],
      ['command', `\`${r.command}\``],
      ['commit', m.commit],
      ['CPU (`nproc`)', `${m.nproc} × ${m.cpuModel}`],
      ['memory (`free -h`)', m.memory],
      ['Node.js', m.node],
      ['PostgreSQL', m.postgres],
      ['PGlite', m.pglite],
      ['Chromium', m.chromium],
      ['load average (1, 5, 15 min) at start / end', `${m.loadAverageAtStart} / ${r.loadAverageAtEnd}`],
      ['duration of the whole run', `${fixed(r.minutes, 1)} min`],
    ],
  );
}

function dataSection(r: AllResults): string {
  const pgReport = r.data?.postgres?.report ?? [];
  const liteReport = r.data?.pglite?.report ?? [];
  const tables = [...new Set([...pgReport, ...liteReport].map((l) => l.table))];
  const rows = tables.map((t) => {
    const a = pgReport.find((l) => l.table === t);
    const b = liteReport.find((l) => l.table === t);
    return [t, a?.rows || b?.rows || '', a ? `${a.ms} ms` : '', b ? `${b.ms} ms` : ''];
  });
  const total = (x?: { ms: number }) => (x ? `${fixed(x.ms / 1000, 1)} s` : 'not run');
  rows.push([
    '**total** (generate, migrate, load, index, vacuum)',
    '',
    total(r.data?.postgres),
    total(r.data?.pglite),
  ]);
  return table(['table', 'rows', 'PostgreSQL', 'PGlite'], rows);
}

function apiSection(report: ApiLoadReport): string {
  const capacity = table(
    [
      'route',
      'API req/s',
      'API p50 ms',
      'API p99 ms',
      'API errors',
      'API 409',
      'baseline req/s',
      'baseline p99 ms',
      'req/s ratio',
      'API peak RSS',
      'ratio ≥ 0.5 / 0 errors',
    ],
    report.scenarios.map((s) => [
      s.label,
      fixed(s.api.rps),
      s.api.p50,
      s.api.p99,
      s.api.errors,
      s.api.conflicts,
      fixed(s.baseline.rps),
      s.baseline.p99,
      fixed(s.rpsRatio, 2),
      `${fixed(s.apiRssMb)} MB`,
      `${mark(s.rpsRatio >= 0.5)} / ${mark(s.api.errors === 0)}`,
    ]),
  );
  const latency = table(
    [
      'route',
      'rate req/s',
      'API p50 ms',
      'API p99 ms',
      'baseline p50 ms',
      'baseline p99 ms',
      'p99 ratio',
      'API p99 at 100 req/s',
      'p99 ≤ 2 × baseline / p99 < 50 ms at 100 req/s',
    ],
    report.scenarios.map((s) => {
      const { rate, api, baseline, p99Ratio } = s.halfCapacity;
      const at100 = s.at100 ? `${fixed(s.at100.p99, 1)} ms` : 'PostgreSQL only';
      const at100Met = s.at100 ? mark(s.at100.p99 < 50 && s.at100.errors === 0) : '—';
      return [
        s.label,
        rate,
        fixed(api.p50, 1),
        fixed(api.p99, 1),
        fixed(baseline.p50, 1),
        fixed(baseline.p99, 1),
        fixed(p99Ratio, 2),
        at100,
        `${mark(api.p99 <= 2 * Math.max(baseline.p99, 1) && api.errors === 0)} / ${at100Met}`,
      ];
    }),
  );
  return [
    `Capacity: ${report.connections} closed-loop connections (autocannon); the req/s ratio is the target here.`,
    '',
    capacity,
    '',
    "Latency users feel: an open loop at half the baseline route's capacity, the same rate for the API and the " +
      'baseline, each request timed from when it was due (bench/lib/open-loop.ts).',
    '',
    latency,
  ].join('\n');
}

function memorySection(r: AllResults): string {
  return table(
    ['database', 'API peak RSS under the load above', 'baseline peak RSS', 'target < 300 MB'],
    r.apiLoad.map((a) => [
      a.database,
      `${fixed(a.apiPeakRssMb)} MB`,
      `${fixed(a.baselinePeakRssMb)} MB`,
      mark(a.apiPeakRssMb < 300),
    ]),
  );
}

function startupSection(s: StartupReport): string {
  return table(
    ['measure', 'value', 'target < 3 s'],
    [
      [
        'start to ready, demo data present (median of restarts)',
        `${s.restartMedianMs} ms (${s.restartsMs.join(', ')})`,
        mark(s.restartMedianMs < 3000),
      ],
      [
        'start to ready, empty folder (migrate + seed demo data)',
        `${s.firstStartMs} ms`,
        mark(s.firstStartMs < 3000),
      ],
      ['RSS at ready', `${s.rssAtReadyMb} MB`, ''],
    ],
  );
}

function pdfSection(p: PdfReport): string {
  return table(
    ['measure', 'value', 'target'],
    [
      [`median of ${p.runs} renders`, `${p.medianMs} ms`, `< 50 ms: ${mark(p.medianMs < 50)}`],
      ['p95 / fastest', `${p.p95Ms} / ${p.minMs} ms`, ''],
      ['median CPU time per render', `${p.medianCpuMs} ms`, ''],
      ['first render in the process (loads pdfmake and the fonts)', `${p.firstMs} ms`, ''],
      ['size', `${fixed(p.bytes / 1024)} KB`, ''],
    ],
  );
}

function syncSection(reports: SyncReport[]): string {
  type Run = { totalMs: number; fakeMs: number; ourMs: number };
  const row = (database: string, label: string, run: Run) => [
    database,
    label,
    run.totalMs,
    run.fakeMs,
    run.ourMs,
    mark(run.ourMs < 5000),
  ];
  const rows = reports.flatMap((s) => [
    row(s.database, `first (${s.first.created} created)`, s.first),
    row(s.database, `again (${s.again.updated} updated)`, s.again),
  ]);
  return table(
    [
      'database',
      'run of 10,000 candidates',
      'total ms',
      'waiting for the fake ms',
      'our side ms',
      'our side < 5 s',
    ],
    rows,
  );
}

function clientSection(c: ClientReport): string {
  const bundles = table(
    ['page', 'JS files', 'raw KB', 'gzipped KB', 'target'],
    c.bundles.map((b) => [
      b.path,
      b.files,
      b.rawKb,
      b.gzipKb,
      `≤ ${b.targetKb} KB: ${mark(b.gzipKb <= b.targetKb)}`,
    ]),
  );
  const i = c.interviews;
  const screen = table(
    ['measure (interviews screen, signed in, full data set)', 'value'],
    [
      ['interviews in the database', i.totalInterviews],
      ['navigation to the first rows', `${i.firstRowsMs} ms`],
      ['rows in the DOM (20 a page, server paging)', i.rowsInDom],
      ['next page: click to new rows', `${i.nextPageMs} ms`],
      [
        '100 rows a page: click to rows',
        i.rowsPerPage100Ms === null ? 'not measured' : `${i.rowsPerPage100Ms} ms`,
      ],
      ['rows in the DOM at 100 a page', i.rowsInDomAt100 ?? 'not measured'],
      ['long tasks (> 50 ms) during the visit / longest', `${i.longTasks} / ${i.longestTaskMs} ms`],
    ],
  );
  return `${bundles}\n\n${screen}`;
}

function lighthouseSection(l: LighthouseReport): string {
  return table(
    ['page', 'performance', 'accessibility', 'targets ≥ 0.95'],
    l.pages.map((p) => [
      p.path,
      fixed(p.performance, 2),
      fixed(p.accessibility, 2),
      `${mark(p.performance >= 0.95)} / ${mark(p.accessibility >= 0.95)}`,
    ]),
  );
}

/** The generated part of RESULTS.md: one table per group, each target marked met or missed. */
export function renderFigures(r: AllResults): string {
  const parts = [
    `## Machine and run\n\n${machineSection(r)}`,
    `## Data at scale 1\n\n\`npm run bench:data -- --scale 1\` (COPY into PostgreSQL and into PGlite):\n\n${dataSection(r)}`,
    ...r.apiLoad.map(
      (a) =>
        `## API under load: ${a.database === 'postgres' ? 'PostgreSQL' : 'PGlite'}\n\n` +
        `autocannon, ${a.connections} connections, ${a.seconds} s per route after a warm-up, loopback; ` +
        `the baseline is a bare Fastify route running the same SQL (no auth, validation or logging).\n\n${apiSection(a)}`,
    ),
    `## Server memory under load\n\n${memorySection(r)}`,
  ];
  if (r.startup)
    parts.push(`## Start to ready (embedded database, after build)\n\n${startupSection(r.startup)}`);
  if (r.pdf) parts.push(`## Feedback PDF\n\n${pdfSection(r.pdf)}`);
  if (r.sync.length)
    parts.push(`## Manatal sync of 10,000 candidates from the fake\n\n${syncSection(r.sync)}`);
  if (r.client) parts.push(`## Client\n\n${clientSection(r.client)}`);
  parts.push(`## Lighthouse\n\n${r.lighthouse ? lighthouseSection(r.lighthouse) : 'Not run in this run.'}`);
  return parts.join('\n\n');
}
