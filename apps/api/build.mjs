// Bundles the server into dist/server.js (our own code and the contracts package; npm packages stay external)
// and copies the SQL migrations beside it, where src/db/migrate.ts looks for them at run time. Then it makes the
// empty database cluster that a new embedded data folder starts as a copy of (src/paths.ts), so that a first
// start does not run initdb.
import { cpSync, readFileSync, rmSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys({ ...pkg.dependencies, ...pkg.devDependencies }).filter(
  (name) => !name.startsWith('@interview-hub/'),
);

rmSync('dist', { recursive: true, force: true });
await build({
  entryPoints: ['src/server.ts'],
  outfile: 'dist/server.js',
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  logLevel: 'warning',
});
cpSync('src/db/migrations', 'dist/migrations', { recursive: true });
await (await PGlite.create('dist/pglite-cluster')).close();
console.log('built apps/api/dist/server.js');
