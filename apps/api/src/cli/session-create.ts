import { parseArgs } from 'node:util';
import { createSession } from '../auth/sessions';
import { findUserByEmail } from '../auth/user-accounts.repository';
import { migrateAndSeed } from '../db/open-configured-database';
import { demoLedger } from '../modules/ledger/post-demo-ledger';
import { runCli } from './run-cli';

// Development and test tool: prints a session token for an existing active user, for the screenshot tool or
// end-to-end tests. On PGlite it must run while the server is stopped (one process at a time). Refused in production.
await runCli(async ({ config, database }) => {
  if (config.env === 'production') throw new Error('session:create refuses to run with NODE_ENV=production.');
  const { values } = parseArgs({ options: { email: { type: 'string' } } });
  if (!values.email) throw new Error('Usage: npm run session:create -- --email admin@example.com');
  await migrateAndSeed(database, config, () => {}, demoLedger(config.defaultTimeZone));
  const user = await findUserByEmail(database.db, values.email);
  if (user?.status !== 'active') throw new Error(`No active user with the e-mail ${values.email}.`);
  const { token } = await createSession({ db: database.db, jwtSecret: config.jwtSecret, user });
  console.log(token);
});
