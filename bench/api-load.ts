import { parseArgs } from 'node:util';
import { sizesFor } from './dataset/sizes';
import {
  benchDatabaseUrl,
  copyDataDir,
  mintAdminToken,
  pgliteTemplateDir,
  writeResult,
} from './lib/bench-data';
import { sampleRss } from './lib/child';
import { type LoadFigures, type LoadOptions, runLoad } from './lib/load';
import { type OpenLoopFigures, runOpenLoop } from './lib/open-loop';
import { maxIdsOf, restorePostgres } from './lib/postgres-state';
import {
  apiPaths,
  bookings,
  cycle,
  detailIds,
  type ScenarioName,
  scenarioLabels,
  scenarioNames,
  wizardSearchPaths,
} from './lib/scenarios';
import { drain, type Server, startApi, startBaseline } from './lib/servers';
import type { DatabaseTarget } from './lib/sql-runner';

export type ScenarioResult = {
  scenario: ScenarioName;
  label: string;
  api: LoadFigures;
  baseline: LoadFigures;
  /** API req/s ÷ baseline req/s (target ≥ 0.5). */
  rpsRatio: number;
  /** Closed loop (autocannon, `connections` at once): API p99 ÷ baseline p99; it measures the queue. */
  p99Ratio: number;
  /**
   * Open loop at half the baseline's measured capacity, both servers at that same arrival rate, latency counted
   * from each request's due time (target: API p99 ≤ 2 × baseline p99).
   */
  halfCapacity: { rate: number; api: OpenLoopFigures; baseline: OpenLoopFigures; p99Ratio: number };
  /** PostgreSQL only: the API at 100 req/s, open loop (target: p99 < 50 ms). */
  at100?: OpenLoopFigures;
  /** Peak RSS of the API process during this scenario's measured run, MB. */
  apiRssMb: number;
};

export type ApiLoadReport = {
  database: DatabaseTarget['kind'];
  seconds: number;
  connections: number;
  scenarios: ScenarioResult[];
  apiPeakRssMb: number;
  baselinePeakRssMb: number;
};

type Plan = {
  api: Omit<LoadOptions, 'url' | 'seconds' | 'connections'>;
  baseline: Omit<LoadOptions, 'url' | 'seconds' | 'connections'>;
};

/** The request (or request generator) of a scenario, for the API and for its baseline; `run` picks the booking weeks. */
export function plan(scenario: ScenarioName, token: string, scale: number, run: number): Plan {
  const sizes = sizesFor(scale);
  const auth = { authorization: `Bearer ${token}` };
  if (scenario === 'interview-detail') {
    const apiId = cycle(detailIds(sizes.interviews));
    const baselineId = cycle(detailIds(sizes.interviews));
    return {
      api: { path: '/api/interviews/1', headers: auth, next: () => ({ path: `/api/interviews/${apiId()}` }) },
      baseline: {
        path: '/baseline/interview-detail/1',
        next: () => ({ path: `/baseline/interview-detail/${baselineId()}` }),
      },
    };
  }
  if (scenario === 'wizard-search') {
    const apiPath = cycle(wizardSearchPaths);
    const baselineIndex = cycle(wizardSearchPaths.map((_, index) => index));
    return {
      api: { path: wizardSearchPaths[0] ?? '', headers: auth, next: () => ({ path: apiPath() }) },
      baseline: {
        path: '/baseline/wizard-search/0',
        next: () => ({ path: `/baseline/wizard-search/${baselineIndex()}` }),
      },
    };
  }
  if (scenario === 'create-interview') {
    const booking = (offset: number) => {
      const next = bookings({ ...sizes, run: run * 2 + offset });
      return () => ({ body: JSON.stringify(next()) });
    };
    return {
      api: { method: 'POST', path: '/api/interviews', headers: auth, next: booking(0) },
      baseline: { method: 'POST', path: '/baseline/create-interview', next: booking(1) },
    };
  }
  return { api: { path: apiPaths[scenario], headers: auth }, baseline: { path: `/baseline/${scenario}` } };
}

/**
 * Every scenario under the same load against the API and against the baseline, one after the other on the same
 * data, both servers up for the whole run. Each measured run follows an unmeasured warm-up of its own.
 */
export async function runApiLoad(options: {
  database: DatabaseTarget['kind'];
  scale: number;
  seconds: number;
  warmupSeconds: number;
  connections: number;
  /** Only these scenarios (all when omitted), to iterate on one route. */
  only?: readonly ScenarioName[];
  log?: (line: string) => void;
}): Promise<ApiLoadReport> {
  const log = options.log ?? console.log;
  const postgresUrl = benchDatabaseUrl();
  let apiTarget: DatabaseTarget;
  let baselineTarget: DatabaseTarget;
  if (options.database === 'postgres') {
    apiTarget = { kind: 'postgres', url: postgresUrl };
    baselineTarget = apiTarget;
  } else {
    const template = pgliteTemplateDir(options.scale);
    apiTarget = { kind: 'pglite', dataDir: copyDataDir(template, 'pglite-api') };
    baselineTarget = { kind: 'pglite', dataDir: copyDataDir(template, 'pglite-baseline') };
  }
  const before = options.database === 'postgres' ? await maxIdsOf(postgresUrl) : null;
  const token = await mintAdminToken(apiTarget);
  const baseline = await startBaseline(baselineTarget);
  const api = await startApi(apiTarget).catch(async (error: unknown) => {
    await baseline.child.stop();
    throw error;
  });
  const apiMemory = sampleRss(api.child.pid);
  const baselineMemory = sampleRss(baseline.child.pid);
  const scenarios: ScenarioResult[] = [];
  try {
    for (const [index, scenario] of scenarioNames.entries()) {
      if (options.only && !options.only.includes(scenario)) continue;
      const { connections } = options;
      const measure = async (server: Server, side: 'api' | 'baseline', seconds: number, run: number) => {
        // The ≤ 50 requests a run leaves in flight must not spill into the next one (on either server).
        await drain(api);
        await drain(baseline);
        return runLoad({
          url: server.url,
          seconds,
          connections,
          ...plan(scenario, token, options.scale, run)[side],
        });
      };
      await measure(baseline, 'baseline', options.warmupSeconds, index * 4);
      const baselineFigures = await measure(baseline, 'baseline', options.seconds, index * 4 + 1);
      await measure(api, 'api', options.warmupSeconds, index * 4 + 2);
      const scenarioMemory = sampleRss(api.child.pid);
      const apiFigures = await measure(api, 'api', options.seconds, index * 4 + 3);
      const apiRssMb = scenarioMemory.stop().peakMb;
      // What users feel: a fixed arrival rate both servers can carry, the same for both.
      const openLoop = async (server: Server, side: 'api' | 'baseline', rate: number, run: number) => {
        await drain(api);
        await drain(baseline);
        return runOpenLoop({
          url: server.url,
          rate,
          seconds: options.seconds,
          ...plan(scenario, token, options.scale, run)[side],
        });
      };
      const rate = Math.max(1, Math.round(baselineFigures.rps / 2));
      const halfBaseline = await openLoop(baseline, 'baseline', rate, 100 + index * 4);
      const halfApi = await openLoop(api, 'api', rate, 101 + index * 4);
      const at100 =
        options.database === 'postgres' ? await openLoop(api, 'api', 100, 102 + index * 4) : undefined;
      const result: ScenarioResult = {
        scenario,
        label: scenarioLabels[scenario],
        api: apiFigures,
        baseline: baselineFigures,
        rpsRatio: apiFigures.rps / baselineFigures.rps,
        p99Ratio: apiFigures.p99 / Math.max(baselineFigures.p99, 1),
        halfCapacity: {
          rate,
          api: halfApi,
          baseline: halfBaseline,
          p99Ratio: halfApi.p99 / Math.max(halfBaseline.p99, 1),
        },
        ...(at100 ? { at100 } : {}),
        apiRssMb,
      };
      scenarios.push(result);
      log(
        `${options.database} ${scenario}: API ${apiFigures.rps.toFixed(0)} req/s p50 ${apiFigures.p50} ms p99 ` +
          `${apiFigures.p99} ms errors ${apiFigures.errors} 409 ${apiFigures.conflicts} | baseline ` +
          `${baselineFigures.rps.toFixed(0)} req/s p99 ${baselineFigures.p99} ms | ratio ${result.rpsRatio.toFixed(2)}`,
      );
      log(
        `${options.database} ${scenario} open loop at ${rate} req/s: API p50 ${halfApi.p50.toFixed(1)} ms p99 ` +
          `${halfApi.p99.toFixed(1)} ms | baseline p50 ${halfBaseline.p50.toFixed(1)} ms p99 ${halfBaseline.p99.toFixed(1)} ms` +
          (at100 ? ` | API at 100 req/s p99 ${at100.p99.toFixed(1)} ms` : ''),
      );
    }
  } finally {
    await api.child.stop();
    await baseline.child.stop();
    if (before) await restorePostgres(postgresUrl, before);
  }
  return {
    database: options.database,
    seconds: options.seconds,
    connections: options.connections,
    scenarios,
    apiPeakRssMb: apiMemory.stop().peakMb,
    baselinePeakRssMb: baselineMemory.stop().peakMb,
  };
}

async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      quick: { type: 'boolean', default: false },
      database: { type: 'string', default: 'both' },
      scale: { type: 'string', default: '1' },
      scenario: { type: 'string', multiple: true },
      // 50 measures the route under a queue (its median is about 50 / req/s); 1 measures what one user waits.
      connections: { type: 'string', default: '50' },
    },
  });
  const connections = Number(values.connections);
  if (!Number.isInteger(connections) || connections < 1)
    throw new Error('--connections is a whole number ≥ 1');
  const only = values.scenario?.map((name) => {
    if (!(scenarioNames as readonly string[]).includes(name))
      throw new Error(`--scenario is one of ${scenarioNames.join(', ')}`);
    return name as ScenarioName;
  });
  const databases = values.database === 'both' ? (['postgres', 'pglite'] as const) : [values.database];
  for (const database of databases) {
    if (database !== 'postgres' && database !== 'pglite')
      throw new Error('--database is postgres, pglite or both');
    const report = await runApiLoad({
      database,
      scale: Number(values.scale),
      seconds: values.quick ? 3 : 20,
      warmupSeconds: values.quick ? 1 : 2,
      connections,
      only,
    });
    const partial = only || connections !== 50;
    writeResult(partial ? `api-load-${database}-partial` : `api-load-${database}`, report);
    console.log(`${database}: API peak RSS ${report.apiPeakRssMb.toFixed(0)} MB`);
  }
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
