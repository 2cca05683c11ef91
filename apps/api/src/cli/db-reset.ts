import { migrateDatabase } from '../db/migrate';
import { seedDemoData } from '../db/seed/seed-demo-data';
import { demoLedger } from '../modules/ledger/post-demo-ledger';
import { runCli } from './run-cli';

// Drops everything (our tables, the migrations journal and the job queue) and starts again from the demo data.
await runCli(async ({ config, database }) => {
  if (config.env === 'production') throw new Error('db:reset refuses to run with NODE_ENV=production.');
  await database.execute('drop schema if exists public cascade');
  await database.execute('drop schema if exists drizzle cascade');
  await database.execute('drop schema if exists pgboss cascade');
  await database.execute('create schema public');
  await migrateDatabase(database);
  const summary = await seedDemoData(database.db, { ledger: demoLedger(config.defaultTimeZone) });
  console.log(`Database reset. Seeded demo data: ${JSON.stringify(summary)}`);
});
