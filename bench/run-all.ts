import { execFileSync } from 'node:child_process';
import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { type AnalyticsReport, runAnalyticsBench } from './analytics';
import { runApiLoad } from './api-load';
import { type CapacityReport, runCapacityBench } from './capacity';
import { runClientBench } from './client-bundle';
import { generateDataset } from './dataset/generate';
import { type FinanceReport, runFinanceBench } from './finance';
import { renderAnalytics } from './lib/analytics-report';
import {
  BENCH_DIR,
  benchDatabaseUrl,
  ensureBenchDatabase,
  pgliteTemplateDir,
  ROOT_DIR,
  writeResult,
} from './lib/bench-data';
import { renderCapacity } from './lib/capacity-report';
import { renderFinance } from './lib/finance-report';
import { loadAverage, machineFacts } from './lib/machine';
import { type AllResults, renderFigures } from './lib/report';
import { runLighthouseBench } from './lighthouse';
import { runSyncBench } from './manatal-sync';
import { runPdfBench } from './pdf';
import { runStartupBench } from './startup';

const usage = `Usage: npm run bench [-- --quick] [-- --reuse-data] [-- --skip-lighthouse]
  Builds what is stale, generates the scale-1 data set into PostgreSQL (BENCH_DATABASE_URL, default
  postgres://postgres@127.0.0.1:5432/ih_bench) and into PGlite (bench/.data/scale-1), runs every benchmark and
  writes the figures into bench/RESULTS.md. --quick: 3 s load runs instead of 20 s (figures for a smoke test).`;

const FIGURES_START = '<!-- figures:start (written by npm run bench) -->';
const FIGURES_END = '<!-- figures:end -->';
const resultsFile = join(BENCH_DIR, 'RESULTS.md');

/** Puts the figures between the markers of RESULTS.md and keeps the hand-written notes around them. */
function writeResultsMarkdown(figures: string): void {
  const current = existsSync(resultsFile)
    ? readFileSync(resultsFile, 'utf8')
    : `# Benchmark results\n\n${FIGURES_START}\n${FIGURES_END}\n`;
  const start = current.indexOf(FIGURES_START);
  const end = current.indexOf(FIGURES_END);
  if (start < 0 || end < start) throw new Error(`${resultsFile} lost its figure markers`);
  writeFileSync(
    resultsFile,
    `${current.slice(0, start + FIGURES_START.length)}\n\n${figures}\n\n${current.slice(end)}`,
  );
}

function step<T>(name: string, work: () => Promise<T>): Promise<T> {
  const started = performance.now();
  console.log(`\n▶ ${name} (load average ${loadAverage()})`);
  return work().then((value) => {
    console.log(`  done in ${((performance.now() - started) / 1000).toFixed(0)} s`);
    return value;
  });
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      'reuse-data': { type: 'boolean', default: false },
      'skip-lighthouse': { type: 'boolean', default: false },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const started = performance.now();
  const quick = values.quick;
  const postgresUrl = benchDatabaseUrl();
  const machine = await machineFacts(postgresUrl);
  await step('build what is stale (client and server)', async () => {
    execFileSync(
      process.execPath,
      ['-e', "import('./scripts/build-if-stale.mjs').then((m) => m.buildIfStale())"],
      {
        cwd: ROOT_DIR,
        stdio: 'inherit',
      },
    );
  });
  const results: AllResults = {
    command: `npm run bench${quick ? ' -- --quick' : ''}`,
    quick,
    machine,
    loadAverageAtEnd: '',
    minutes: 0,
    apiLoad: [],
    sync: [],
  };
  if (!values['reuse-data']) {
    results.data = await step('generate the scale-1 data set', async () => {
      const postgres = await generateDatasetTimed({ kind: 'postgres', url: postgresUrl });
      const pglite = await generateDatasetTimed({ kind: 'pglite' });
      return { postgres, pglite };
    });
  }
  for (const database of ['postgres', 'pglite'] as const) {
    const report = await step(`API under load on ${database}`, () =>
      runApiLoad({
        database,
        scale: 1,
        seconds: quick ? 3 : 20,
        warmupSeconds: quick ? 1 : 2,
        connections: 50,
      }),
    );
    writeResult(`api-load-${database}`, report);
    results.apiLoad.push(report);
  }
  // Issue 20's speed targets: on a copy of each database, with generated availability and busy times.
  const capacity: CapacityReport[] = [];
  for (const database of ['postgres', 'pglite'] as const) {
    const report = await step(`slot search and Find a time on ${database}`, () =>
      runCapacityBench({ database, requests: quick ? 15 : 50, warmups: quick ? 2 : 5 }),
    );
    writeResult(`capacity-${database}`, report);
    capacity.push(report);
  }
  // Issue 21's targets: a month's summary and the largest statement, on a priced copy of each database.
  const finance: FinanceReport[] = [];
  for (const database of ['postgres', 'pglite'] as const) {
    const report = await step(`finance summary and statements on ${database}`, () =>
      runFinanceBench({ database, requests: quick ? 10 : 30, warmups: quick ? 2 : 3 }),
    );
    writeResult(`finance-${database}`, report);
    finance.push(report);
  }
  // Issue 22's targets: every analytics route over the default range, on a copy with decisions and a ledger.
  const analytics: AnalyticsReport[] = [];
  for (const database of ['postgres', 'pglite'] as const) {
    const report = await step(`analytics on ${database}`, () =>
      runAnalyticsBench({ database, requests: quick ? 10 : 30, warmups: quick ? 2 : 3 }),
    );
    writeResult(`analytics-${database}`, report);
    analytics.push(report);
  }
  results.startup = await step('start to ready', () => runStartupBench(quick ? 2 : 5));
  results.pdf = await step('feedback PDF', () => runPdfBench(quick ? 15 : 50));
  for (const database of ['postgres', 'pglite'] as const) {
    results.sync.push(await step(`Manatal sync on ${database}`, () => runSyncBench(database)));
  }
  results.client = await step('client bundles and the interviews screen', () => runClientBench());
  if (!values['skip-lighthouse']) results.lighthouse = await step('Lighthouse', () => runLighthouseBench());
  results.loadAverageAtEnd = loadAverage();
  results.minutes = (performance.now() - started) / 60_000;
  writeResult('all', { ...results, capacity, finance, analytics });
  writeResultsMarkdown(
    `${renderFigures(results)}\n\n${renderCapacity(capacity)}\n\n${renderFinance(finance)}\n\n${renderAnalytics(analytics)}`,
  );
  console.log(`\nFigures written to bench/RESULTS.md in ${results.minutes.toFixed(1)} min.`);
}

/** The data set on one database, with the loader's per-table timings. */
async function generateDatasetTimed(target: { kind: 'postgres'; url: string } | { kind: 'pglite' }) {
  if (target.kind === 'postgres') {
    await ensureBenchDatabase(target.url);
    return generateDataset({ target, scale: 1, reset: true });
  }
  return generateDataset({
    target: { kind: 'pglite', dataDir: pgliteTemplateDir(1) },
    scale: 1,
    reset: true,
  });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
