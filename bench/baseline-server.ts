import { parseArgs } from 'node:util';
import Fastify from 'fastify';
import { sharedRead } from '../apps/api/src/db/shared-reads';
import { bookInterview } from './baseline-booking';
import { captureReadStatements, captureWizardSearches, type Statement, withId } from './baseline-sql';
import { type Booking, WIZARD_SEARCH_LIMIT } from './lib/scenarios';
import { type DatabaseTarget, openSqlRunner } from './lib/sql-runner';

/**
 * The baseline the API is compared with: bare Fastify routes that run the API's SQL straight on `pg` (or on
 * PGlite), with no authentication, no validation, no DTO mapping and no logging. Started as a child process by
 * api-load.ts; prints nothing until it listens.
 *
 *   npx tsx bench/baseline-server.ts --port 4100 (--database-url URL | --data-dir DIR)
 */
async function main(): Promise<void> {
  const { values } = parseArgs({
    options: {
      port: { type: 'string', default: '0' },
      'database-url': { type: 'string' },
      'data-dir': { type: 'string' },
    },
  });
  const url = values['database-url'];
  const dataDir = values['data-dir'];
  const target: DatabaseTarget = url
    ? { kind: 'postgres', url }
    : dataDir
      ? { kind: 'pglite', dataDir }
      : (() => {
          throw new Error('--database-url or --data-dir is required');
        })();
  const runner = await openSqlRunner(target);
  const reads = await captureReadStatements(runner);
  const wizardSearches = await captureWizardSearches(runner);
  const app = Fastify({ logger: false });

  // As the API runs the interview, position and feedback lists: the page's ids, then their rows; beside them the
  // total, shared by concurrent requests.
  const page = (name: string, [ids, rows, count]: Statement[]) => {
    if (!ids || !rows || !count) throw new Error(`${name}: expected three captured statements`);
    return async () => {
      const [data, total] = await Promise.all([
        runner
          .query(ids.text, ids.params)
          .then((found) => runner.query(rows.text, [found.map((row) => row[0])])),
        sharedRead(runner, name, () => runner.query(count.text, count.params)),
      ]);
      return { data, total: total[0]?.[0] };
    };
  };
  app.get('/baseline/interviews-first-page', page('interviews', reads['interviews-first-page']));
  app.get('/baseline/interviews-deep-page', page('interviews', reads['interviews-deep-page']));
  app.get('/baseline/jobs-active', page('jobs', reads['jobs-active']));
  app.get('/baseline/interviews-summary', async () => {
    const [counts] = reads['interviews-summary'];
    if (!counts) throw new Error('no summary statement captured');
    return runner.query(counts.text, counts.params);
  });
  app.get('/baseline/feedbacks', page('feedbacks', reads.feedbacks));
  // The wizard's searches: positions as the position list runs them, the others a page beside its count.
  const wizardRoutes = wizardSearches.map(({ list, statements }, index) => {
    if (list === 'jobs') return page(`wizard-jobs-${index}`, statements);
    const [rows, count] = statements;
    if (!rows || !count) throw new Error(`wizard search ${index}: expected two captured statements`);
    // As the API lists them: the first page, then a count only when the page is full.
    return async () => {
      const data = await runner.query(rows.text, rows.params);
      if (data.length < WIZARD_SEARCH_LIMIT) return { data, total: data.length };
      const total = await runner.query(count.text, count.params);
      return { data, total: total[0]?.[0] };
    };
  });
  app.get<{ Params: { index: string } }>('/baseline/wizard-search/:index', async (request, reply) => {
    const route = wizardRoutes[Number(request.params.index)];
    return route ? route() : reply.status(404).send({ error: 'not found' });
  });
  app.get<{ Params: { id: string } }>('/baseline/interview-detail/:id', async (request, reply) => {
    const id = Number(request.params.id);
    const [row, events] = reads['interview-detail'];
    if (!row || !events) throw new Error('no detail statements captured');
    const found = await runner.query(row.text, withId(row.params, id));
    if (!found.length) return reply.status(404).send({ error: 'not found' });
    return { interview: found[0], events: await runner.query(events.text, withId(events.params, id)) };
  });
  app.post<{ Body: Booking }>('/baseline/create-interview', async (request, reply) => {
    const result = await bookInterview(runner, reads['interview-detail'], request.body);
    return reply.status(result.status).send(result.status === 201 ? result.rows : { error: 'conflict' });
  });
  // Through the same pool as the routes, like the API's /api/ready.
  app.get('/baseline/ready', async () => ({ status: 'ready', answer: await runner.query('select 1', []) }));

  const shutdown = () => {
    void app
      .close()
      .then(() => runner.close())
      .finally(() => process.exit(0));
  };
  process.once('SIGTERM', shutdown);
  process.once('SIGINT', shutdown);
  await app.listen({ port: Number(values.port), host: '127.0.0.1' });
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? (error.stack ?? error.message) : error);
  process.exit(1);
});
