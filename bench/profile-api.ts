import { readdirSync, readFileSync, rmSync } from 'node:fs';
import { join } from 'node:path';
import { parseArgs } from 'node:util';
import { plan } from './api-load';
import {
  benchDatabaseUrl,
  copyDataDir,
  DATA_ROOT,
  mintAdminToken,
  pgliteTemplateDir,
} from './lib/bench-data';
import { runLoad } from './lib/load';
import { type ScenarioName, scenarioNames } from './lib/scenarios';
import { drain, startApi } from './lib/servers';
import type { DatabaseTarget } from './lib/sql-runner';

type ProfileNode = {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number };
  children?: number[];
};
type Profile = { nodes: ProfileNode[]; samples: number[]; timeDeltas: number[] };

/** Self time per function (and per package) of a V8 CPU profile, largest first. */
export function summarizeProfile(profile: Profile, top = 25) {
  const byId = new Map(profile.nodes.map((n) => [n.id, n]));
  const selfUs = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    selfUs.set(id, (selfUs.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0));
  });
  const total = [...selfUs.values()].reduce((a, b) => a + b, 0);
  const functions = new Map<string, number>();
  const packages = new Map<string, number>();
  for (const [id, us] of selfUs) {
    const frame = byId.get(id)?.callFrame;
    if (!frame) continue;
    const where = frame.url.replace(/^file:\/\//, '').replace(/^.*node_modules\//, '');
    const name = `${frame.functionName || '(anonymous)'} ${where.split('/').slice(-2).join('/')}:${frame.lineNumber + 1}`;
    functions.set(name, (functions.get(name) ?? 0) + us);
    const pkg = frame.url.includes('node_modules/')
      ? (/node_modules\/((?:@[^/]+\/)?[^/]+)/.exec(frame.url)?.[1] ?? 'node_modules')
      : frame.url.startsWith('node:')
        ? 'node (built-in)'
        : frame.url.startsWith('wasm://')
          ? 'WebAssembly (PGlite)'
          : frame.url
            ? 'application'
            : frame.functionName || '(vm)';
    packages.set(pkg, (packages.get(pkg) ?? 0) + us);
  }
  const share = (entries: Map<string, number>) =>
    [...entries]
      .sort((a, b) => b[1] - a[1])
      .slice(0, top)
      .map(([name, us]) => ({ name, percent: Math.round((1000 * us) / total) / 10 }));
  return { totalMs: Math.round(total / 1000), functions: share(functions), packages: share(packages) };
}

/**
 * Profiles the API under one scenario's load: starts the built server with --cpu-prof, loads it, stops it, and
 * prints where its CPU time went (self time by package and by function).
 *
 *   npx tsx bench/profile-api.ts --scenario jobs-active --database postgres --seconds 10
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      scenario: { type: 'string', default: 'interviews-first-page' },
      database: { type: 'string', default: 'postgres' },
      seconds: { type: 'string', default: '10' },
      scale: { type: 'string', default: '1' },
    },
  });
  const scenario = values.scenario as ScenarioName;
  if (!scenarioNames.includes(scenario)) throw new Error(`--scenario is one of ${scenarioNames.join(', ')}`);
  const target: DatabaseTarget =
    values.database === 'pglite'
      ? { kind: 'pglite', dataDir: copyDataDir(pgliteTemplateDir(Number(values.scale)), 'pglite-profile') }
      : { kind: 'postgres', url: benchDatabaseUrl() };
  const token = await mintAdminToken(target);
  const profileDir = join(DATA_ROOT, 'profiles');
  rmSync(profileDir, { recursive: true, force: true });
  const api = await startApi(target, ['--cpu-prof', `--cpu-prof-dir=${profileDir}`]);
  const figures = await runLoad({
    url: api.url,
    seconds: Number(values.seconds),
    connections: 50,
    ...plan(scenario, token, Number(values.scale), 99).api,
  });
  await drain(api);
  await api.child.stop();
  const file = readdirSync(profileDir).find((name) => name.endsWith('.cpuprofile'));
  if (!file) throw new Error(`no profile in ${profileDir}`);
  const summary = summarizeProfile(JSON.parse(readFileSync(join(profileDir, file), 'utf8')) as Profile);
  console.log(`${scenario} on ${values.database}: ${figures.rps.toFixed(0)} req/s, p99 ${figures.p99} ms`);
  console.log(`CPU profile: ${summary.totalMs} ms sampled (${join(profileDir, file)})`);
  console.log('\nSelf time by package:');
  for (const p of summary.packages) console.log(`  ${String(p.percent).padStart(5)} %  ${p.name}`);
  console.log('\nSelf time by function:');
  for (const f of summary.functions) console.log(`  ${String(f.percent).padStart(5)} %  ${f.name}`);
}

if (import.meta.url === `file://${process.argv[1]}`) {
  main().catch((error: unknown) => {
    console.error(error instanceof Error ? (error.stack ?? error.message) : error);
    process.exit(1);
  });
}
