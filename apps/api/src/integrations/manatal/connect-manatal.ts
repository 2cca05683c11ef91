import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import { startFakeManatal } from './fake-manatal-server';
import { createManatalClient, type ManatalClient } from './manatal-client';

export type ManatalConnection = { client: ManatalClient | null; description: string; close(): Promise<void> };

/**
 * The Manatal client the server uses: the real API with a token; outside production without one, a local fake
 * Manatal on loopback with generated data, so "Sync with Manatal" and "Import from Manatal" work offline.
 */
export async function connectManatal(config: Config): Promise<ManatalConnection> {
  const { manatal } = config;
  if (manatal.token) {
    return {
      client: createManatalClient({
        baseUrl: manatal.apiUrl,
        token: manatal.token,
        requestsPerMinute: manatal.requestsPerMinute,
      }),
      description: `Manatal at ${manatal.apiUrl}`,
      close: async () => {},
    };
  }
  if (config.env === 'production') {
    return { client: null, description: 'Manatal not configured (MANATAL_API_TOKEN)', close: async () => {} };
  }
  const token = randomBytes(16).toString('hex');
  const fake = await startFakeManatal({ token, sizes: { organizations: 12, jobs: 60, candidates: 300 } });
  return {
    client: createManatalClient({ baseUrl: fake.url, token, requestsPerMinute: 10_000 }),
    description: `local fake Manatal at ${fake.url} (set MANATAL_API_TOKEN for the real one)`,
    close: () => fake.close(),
  };
}
