import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { cpus, loadavg } from 'node:os';
import { join } from 'node:path';
import pg from 'pg';
import { ROOT_DIR } from './bench-data';

export type Machine = {
  date: string;
  nproc: string;
  cpuModel: string;
  memory: string;
  node: string;
  postgres: string;
  pglite: string;
  chromium: string;
  commit: string;
  loadAverageAtStart: string;
};

function run(command: string, args: string[]): string {
  try {
    return execFileSync(command, args, { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim();
  } catch {
    return 'unknown';
  }
}

function packageVersion(name: string): string {
  const file = join(ROOT_DIR, 'node_modules', name, 'package.json');
  return (JSON.parse(readFileSync(file, 'utf8')) as { version: string }).version;
}

export const loadAverage = () =>
  loadavg()
    .map((l) => l.toFixed(2))
    .join(' ');

/** The facts a reader needs to compare figures: hardware, versions, commit, and how busy the machine was. */
export async function machineFacts(postgresUrl: string): Promise<Machine> {
  let postgres = 'unreachable';
  try {
    const client = new pg.Client({ connectionString: postgresUrl });
    await client.connect();
    postgres = (await client.query<{ v: string }>('select version() as v')).rows[0]?.v.split(' on ')[0] ?? '';
    await client.end();
  } catch {
    // reported as unreachable
  }
  const status = run('git', ['-C', ROOT_DIR, 'status', '--porcelain']);
  return {
    date: new Date().toISOString(),
    nproc: run('nproc', []),
    cpuModel: cpus()[0]?.model ?? 'unknown',
    memory: run('free', ['-h']).split('\n')[1]?.replace(/\s+/g, ' ') ?? 'unknown',
    node: process.version,
    postgres,
    pglite: packageVersion('@electric-sql/pglite'),
    chromium: run('/usr/bin/chromium', ['--version']),
    commit: `${run('git', ['-C', ROOT_DIR, 'rev-parse', '--short', 'HEAD'])}${status && status !== 'unknown' ? ' + uncommitted changes' : ''}`,
    loadAverageAtStart: loadAverage(),
  };
}
