// `npm run dev`: the API with reload on change (tsx watch) and the client with hot reload (Vite on port 5173,
// which forwards /api to the API). Sign-in redirects come back to the Vite server.
import { spawn } from 'node:child_process';
import { resolve } from 'node:path';

const root = resolve(import.meta.dirname, '..');
const env = {
  ...process.env,
  APP_URL: process.env.APP_URL ?? 'http://localhost:5173',
  // tsx watch restarts the API with SIGTERM and kills it after 5 s: no load balancer to drain for here.
  SHUTDOWN_DRAIN_MS: process.env.SHUTDOWN_DRAIN_MS ?? '0',
};
const children = [
  spawn('npx', ['tsx', 'watch', '--clear-screen=false', 'apps/api/src/server.ts'], {
    cwd: root,
    env,
    stdio: 'inherit',
  }),
  spawn('npx', ['vite', '--host', '127.0.0.1', '--port', '5173'], {
    cwd: resolve(root, 'apps/web'),
    env,
    stdio: 'inherit',
  }),
];
const stop = () => {
  for (const child of children) child.kill('SIGTERM');
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
for (const child of children)
  child.on('exit', (code) => {
    if (code && code !== 0) {
      stop();
      process.exitCode = code;
    }
  });
