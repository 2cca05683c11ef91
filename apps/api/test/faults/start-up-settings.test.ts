import { beforeAll, describe, expect, it } from 'vitest';
import { ensureServerBuilt } from './build-server';
import { createPgliteDatabase } from './fault-databases';
import { startServerProcess } from './server-process';

const production = {
  NODE_ENV: 'production',
  GOOGLE_CLIENT_ID: 'interview-hub-test',
  GOOGLE_CLIENT_SECRET: 'interview-hub-test-secret',
  // As a deployment leaves it: not set.
  SEED_DEMO_DATA: undefined,
};

describe('settings checked at start-up', () => {
  beforeAll(() => ensureServerBuilt(), 300_000);

  it('starts in production on an empty database without creating any user', { timeout: 90_000 }, async () => {
    const { database } = await createPgliteDatabase(async () => {});
    try {
      const server = await startServerProcess({ ...database, env: production });
      expect(await server.stop()).toEqual({ code: 0, signal: null });
      expect(await database.query('select email from users')).toEqual([]);
    } finally {
      await database.remove();
    }
  });

  it('refuses to serve the development sign-in page on a network address, naming the setting', {
    timeout: 60_000,
  }, async () => {
    const { database } = await createPgliteDatabase(async () => {});
    try {
      const outcome = await startServerProcess({
        ...database,
        env: { NODE_ENV: 'development', HOST: '0.0.0.0' },
      }).then(
        async (server) => `started, then ${JSON.stringify(await server.stop())}`,
        (error: unknown) => (error instanceof Error ? error.message : String(error)),
      );
      expect(outcome).toMatch(/exited \(1\)[\s\S]*HOST: 0\.0\.0\.0[\s\S]*DEV_SIGN_IN_ON_NETWORK=true/);
    } finally {
      await database.remove();
    }
  });
});
