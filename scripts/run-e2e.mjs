// `npm run test:e2e`: the end-to-end journeys in Debian's Chromium, skipped with a clear message where it is absent.
// Extra arguments go to Vitest, e.g. `node scripts/run-e2e.mjs --reporter=json --outputFile=e2e.json`.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, writeFileSync } from 'node:fs';
import { dirname, resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const chromium = '/usr/bin/chromium';
const args = process.argv.slice(2);

/** The file a `--outputFile=…` or `--outputFile …` argument names, if any. */
function outputFileArgument() {
  for (const [index, arg] of args.entries()) {
    if (arg.startsWith('--outputFile=')) return arg.slice('--outputFile='.length);
    if (arg === '--outputFile') return args[index + 1];
  }
  return undefined;
}

if (!existsSync(chromium)) {
  const reason = `${chromium} not found`;
  console.log(`End-to-end tests skipped: ${reason}. Install it with: apt-get install -y chromium`);
  // A report in Vitest's JSON shape, so a summary of all tiers shows the tier as skipped rather than missing.
  const outputFile = outputFileArgument();
  if (outputFile) {
    const file = resolve(root, outputFile);
    mkdirSync(dirname(file), { recursive: true });
    const report = {
      numTotalTests: 1,
      numPassedTests: 0,
      numFailedTests: 0,
      numPendingTests: 1,
      numTodoTests: 0,
      success: true,
      testResults: [{ name: `e2e (skipped: ${reason})`, status: 'skipped', assertionResults: [] }],
    };
    writeFileSync(file, JSON.stringify(report));
  }
  process.exit(0);
}

const result = spawnSync('npx', ['vitest', 'run', '--config', 'e2e/vitest.config.ts', ...args], {
  cwd: root,
  stdio: 'inherit',
});
if (result.error) console.error(result.error.message);
process.exit(result.status ?? 1);
