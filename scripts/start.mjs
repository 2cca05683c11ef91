// `npm start`: builds what is not built yet, then runs the one server (API under /api, the client elsewhere).
import { buildIfStale } from './build-if-stale.mjs';

try {
  buildIfStale();
} catch (error) {
  console.error(error.message);
  process.exit(1);
}
await import('../apps/api/dist/server.js');
