import { parseArgs } from 'node:util';
import { startFakeManatal } from './fake-manatal-server';

/**
 * Runs the fake Manatal from the command line, e.g.
 * `node --import tsx apps/api/src/integrations/manatal/fake-manatal-cli.ts --port 4010 --candidates 10000
 *  --organizations 500 --jobs 2000 --token dev-token`
 * then point the API at it with MANATAL_API_URL=<printed url> MANATAL_API_TOKEN=dev-token.
 */
const usage = `Usage: fake-manatal-cli [--port 4010] [--host 127.0.0.1] [--token dev-token] [--seed 42]
  [--organizations 20] [--jobs 60] [--candidates 200] [--rate-limit <requests per minute>]`;

function count(name: string, value: string | undefined): number | undefined {
  if (value === undefined) return undefined;
  const parsed = Number(value);
  if (!Number.isInteger(parsed) || parsed < 0)
    throw new Error(`--${name} must be a whole number, got "${value}"`);
  return parsed;
}

async function main() {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '4010' },
      host: { type: 'string', default: '127.0.0.1' },
      token: { type: 'string', default: 'dev-token' },
      seed: { type: 'string' },
      organizations: { type: 'string' },
      jobs: { type: 'string' },
      candidates: { type: 'string' },
      'rate-limit': { type: 'string' },
      help: { type: 'boolean', default: false },
    },
  });
  if (values.help) {
    console.log(usage);
    return;
  }
  const fake = await startFakeManatal({
    port: count('port', values.port),
    host: values.host,
    token: values.token,
    rateLimitPerMinute: count('rate-limit', values['rate-limit']),
    sizes: {
      seed: count('seed', values.seed),
      organizations: count('organizations', values.organizations),
      jobs: count('jobs', values.jobs),
      candidates: count('candidates', values.candidates),
    },
  });
  const { organizations, jobs, candidates } = fake.data;
  console.log(
    `Fake Manatal at ${fake.url} (token "${fake.token}"): ${organizations.length} organizations, ` +
      `${jobs.length} jobs, ${candidates.length} candidates`,
  );
  const stop = () => {
    fake.close().then(
      () => process.exit(0),
      () => process.exit(1),
    );
  };
  process.once('SIGINT', stop);
  process.once('SIGTERM', stop);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  console.error(usage);
  process.exit(1);
});
