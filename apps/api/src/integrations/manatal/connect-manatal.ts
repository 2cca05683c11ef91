import { randomBytes } from 'node:crypto';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import { addLinkedRecordsToFake } from './fake-manatal-linked';
import { startFakeManatal } from './fake-manatal-server';
import { readManatalLinkedRecords } from './linked-records.repository';
import { createManatalClient, type ManatalClient } from './manatal-client';

export type ManatalConnection = {
  client: ManatalClient | null;
  description: string;
  /** The local fake only: serve the records the database links to Manatal ids (the demo data's), as stored. */
  serveLinkedRecords(db: Db): Promise<void>;
  close(): Promise<void>;
};

const nothingToServe = async () => {};

/** What the local fake generates: Manatal ids 1–12 (organizations), 1–60 (jobs) and 1–300 (candidates). */
export const FAKE_SIZES = { organizations: 12, jobs: 60, candidates: 300 } as const;

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
      serveLinkedRecords: nothingToServe,
      close: async () => {},
    };
  }
  if (config.env === 'production') {
    return {
      client: null,
      description: 'Manatal not configured (MANATAL_API_TOKEN)',
      serveLinkedRecords: nothingToServe,
      close: async () => {},
    };
  }
  const token = randomBytes(16).toString('hex');
  const fake = await startFakeManatal({ token, sizes: FAKE_SIZES });
  return {
    client: createManatalClient({ baseUrl: fake.url, token, requestsPerMinute: 10_000 }),
    description: `local fake Manatal at ${fake.url} with candidates 1–${FAKE_SIZES.candidates} (set MANATAL_API_TOKEN for the real one)`,
    serveLinkedRecords: async (db) => addLinkedRecordsToFake(fake.data, await readManatalLinkedRecords(db)),
    close: () => fake.close(),
  };
}
