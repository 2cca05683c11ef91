import { afterAll, beforeAll, inject } from 'vitest';
import { type AppDeps, buildApp } from '../src/app';
import { createSession } from '../src/auth/sessions';
import { type Config, loadConfig } from '../src/config';
import type { Database, Db } from '../src/db/client';
import type { AppInstance } from '../src/lib/fastify-types';
import { createUser, type TestUser } from './factories';
import { createTestDatabase } from './test-database';

export const testConfig: Config = {
  ...loadConfig({
    NODE_ENV: 'test',
    JWT_SECRET: 'test-secret-that-is-long-enough-for-hs256!!',
    LOG_LEVEL: 'silent',
  }),
  appUrl: 'http://127.0.0.1:3000',
  // Never the working directory's ./data: the backup routes write into DATA_DIR/backups.
  dataDir: inject('testDataDir'),
};

export type TestContext = {
  app: AppInstance;
  database: Database;
  db: Db;
  config: Config;
  /** `Authorization` header of a fresh session for the user. */
  authHeader(user: Pick<TestUser, 'id' | 'role'>): Promise<{ authorization: string }>;
  /** A new user of the role with a live session. */
  signIn(
    role: TestUser['role'],
    overrides?: Parameters<typeof createUser>[1],
  ): Promise<{ user: TestUser; headers: { authorization: string } }>;
};

/**
 * Builds the app on a fresh database for the test file. Call once at the top of a file:
 * `const t = useTestApp();` then use `t.app.inject(...)` inside tests.
 */
export function useTestApp(
  options: Partial<Omit<AppDeps, 'database'>> | (() => Partial<Omit<AppDeps, 'database'>>) = {},
): TestContext {
  const context = {} as TestContext;
  beforeAll(async () => {
    // A function is read when the file's tests start, after earlier beforeAll hooks (e.g. a fake service) ran.
    const overrides = typeof options === 'function' ? options() : options;
    const database = await createTestDatabase();
    const config = overrides.config ?? testConfig;
    const app = await buildApp({ logger: false, ...overrides, config, database });
    await app.ready();
    const authHeader = async (user: Pick<TestUser, 'id' | 'role'>) => {
      const { token } = await createSession({ db: database.db, jwtSecret: config.jwtSecret, user });
      return { authorization: `Bearer ${token}` };
    };
    Object.assign(context, {
      app,
      database,
      db: database.db,
      config,
      authHeader,
      async signIn(role: TestUser['role'], userOverrides = {}) {
        const user = await createUser(database.db, { ...userOverrides, role });
        return { user, headers: await authHeader(user) };
      },
    } satisfies TestContext);
  });
  afterAll(async () => {
    await context.app?.close();
    await context.database?.close();
  });
  return context;
}
