import pino from 'pino';
import { buildApp } from './app';
import { loadConfig, loadDotEnv } from './config';
import { migrateAndSeed, openConfiguredDatabase } from './db/open-configured-database';
import { withStartupLock } from './db/startup-lock';
import { connectManatal } from './integrations/manatal/connect-manatal';
import { startJobs } from './jobs/job-queue';
import { loggerOptions } from './lib/logger';
import { createDrain } from './lib/shutdown-drain';
import { demoLedger } from './modules/ledger/post-demo-ledger';
import { webDistDir } from './paths';

/** Starts the product: configuration, database, migrations, demo data, then one HTTP server. */
async function main(): Promise<void> {
  loadDotEnv();
  const config = loadConfig();
  const database = await openConfiguredDatabase(config);
  const log = pino(loggerOptions(config.logLevel));
  const manatal = await connectManatal(config);
  const jobs = await withStartupLock(config.databaseUrl, async () => {
    await migrateAndSeed(
      database,
      config,
      (message) => console.log(message),
      demoLedger(config.defaultTimeZone),
    );
    await manatal.serveLinkedRecords(database.db);
    // Every instance sends jobs (an instance without workers stores them for those with workers).
    return startJobs({ database, config, log, manatal: manatal.client, workers: config.jobsEnabled });
  });
  const drain = createDrain();
  const app = await buildApp({
    drain,
    config,
    database,
    webDistDir,
    queue: jobs.queue,
    manatal: manatal.client,
    loggerInstance: log,
  });

  let closing = false;
  const shutdown = async (signal: string) => {
    if (closing) return;
    closing = true;
    // SIGTERM is how an orchestrator stops an instance: keep answering while the load balancer notices (readiness
    // 503) that it is going. Ctrl-C (SIGINT) at a terminal stops at once.
    const drainMs = signal === 'SIGTERM' ? config.shutdownDrainMs : 0;
    drain.start();
    app.log.info({ signal, drainMs }, 'shutting down: draining, then finishing in-flight requests');
    const timer = setTimeout(() => {
      app.log.error('shutdown took longer than 20 s after draining, exiting');
      process.exit(1);
    }, drainMs + 20_000);
    timer.unref();
    try {
      await new Promise((resolve) => setTimeout(resolve, drainMs));
      app.log.info('drained: closing');
      await app.close();
      await jobs.stop();
      await manatal.close();
      await database.close();
      process.exit(0);
    } catch (error) {
      app.log.error({ err: error }, 'error while shutting down');
      process.exit(1);
    }
  };
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
  process.on('SIGINT', () => void shutdown('SIGINT'));

  await app.listen({ port: config.port, host: config.host });
  const where = database.kind === 'pglite' ? `embedded PGlite in ${config.dataDir}` : 'PostgreSQL';
  console.log(`\nInterview Hub is running at ${config.appUrl} (database: ${where})`);
  console.log(
    'Sign in with "Sign in with Google"; without Google settings the development sign-in page lists the demo users.',
  );
  console.log(`Manatal: ${manatal.description}`);
  console.log(`API documentation: ${config.appUrl}/api/docs\n`);
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
