import { createServer } from 'node:net';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../src/app';
import type { Database } from '../src/db/client';
import type { AppInstance } from '../src/lib/fastify-types';
import { testConfig } from './test-app';
import { createTestDatabase } from './test-database';

async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

/** The app listening on a loopback port, for flows that call back into the server over HTTP (sign-in). */
export function useListeningApp(): { app: AppInstance; database: Database; baseUrl: string } {
  const context = {} as { app: AppInstance; database: Database; baseUrl: string };
  beforeAll(async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    const database = await createTestDatabase();
    const app = await buildApp({ config: { ...testConfig, appUrl: baseUrl, port }, database, logger: false });
    await app.listen({ port, host: '127.0.0.1' });
    Object.assign(context, { app, database, baseUrl });
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}
