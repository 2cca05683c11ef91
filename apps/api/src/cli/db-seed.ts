import { migrateDatabase } from '../db/migrate';
import { isDatabaseEmpty, seedDemoData } from '../db/seed/seed-demo-data';
import { demoLedger } from '../modules/ledger/post-demo-ledger';
import { runCli } from './run-cli';

await runCli(async ({ config, database }) => {
  await migrateDatabase(database);
  if (!(await isDatabaseEmpty(database.db))) {
    throw new Error(
      'The database already holds data; run `npm run db:reset` to start again from the demo data.',
    );
  }
  const summary = await seedDemoData(database.db, { ledger: demoLedger(config.defaultTimeZone) });
  console.log(`Seeded demo data: ${JSON.stringify(summary)}`);
});
