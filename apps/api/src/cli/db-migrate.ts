import { migrateDatabase } from '../db/migrate';
import { runCli } from './run-cli';

await runCli(async ({ database }) => {
  await migrateDatabase(database);
  console.log(`Migrations applied (${database.kind}).`);
});
