import {
  earningsQuerySchema,
  earningsSchema,
  financePeriodsSchema,
  financeSummaryQuerySchema,
  financeSummarySchema,
  ledgerLinePageSchema,
  ledgerLinesQuerySchema,
  periodParamsSchema,
  repriceInterviewSchema,
} from '@interview-hub/contracts/finance';
import { permissionRoles } from '@interview-hub/contracts/permissions';
import { recordIdParamsSchema } from '@interview-hub/contracts/record-fields';
import { requireActor } from '../../auth/authenticate';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AppInstance } from '../../lib/fastify-types';
import { closePeriod } from './close-period';
import { financePeriods, financeSummary, listLedgerLines, myEarnings } from './finance-reads';
import { interviewLedger, repriceInterview } from './reprice-interview';

const tags = ['finance'];

/** Money (issue 21): the admins' ledger, months and margin, and an interviewer's own earnings. */
export function financeRoutes(app: AppInstance, deps: { db: Db; config: Config }): void {
  const { db } = deps;
  const defaultTimeZone = deps.config.defaultTimeZone;
  const read = { roles: permissionRoles['finance.read'] };
  const manage = { roles: permissionRoles['finance.manage'] };

  app.get(
    '/api/finance/summary',
    {
      config: read,
      schema: {
        tags,
        summary: 'A month: billed, paid, held and the margin, by client and by position',
        querystring: financeSummaryQuerySchema,
        response: { 200: financeSummarySchema },
      },
    },
    async (request) => financeSummary({ db, period: request.query.period, defaultTimeZone }),
  );

  app.get(
    '/api/finance/periods',
    {
      config: read,
      schema: {
        tags,
        summary: 'Every month with ledger lines or closed, latest first',
        response: { 200: financePeriodsSchema },
      },
    },
    async () => financePeriods(db),
  );

  app.get(
    '/api/finance/lines',
    {
      config: read,
      schema: {
        tags,
        summary: "A month's ledger lines, by client, position, interviewer or kind, with their totals",
        querystring: ledgerLinesQuerySchema,
        response: { 200: ledgerLinePageSchema },
      },
    },
    async (request) => listLedgerLines(db, request.query),
  );

  app.post(
    '/api/finance/periods/:period/close',
    {
      config: manage,
      schema: { tags, summary: 'Closes a month that has ended', params: periodParamsSchema },
    },
    async (request, reply) => {
      await closePeriod({ db, actor: requireActor(request), period: request.params.period, defaultTimeZone });
      return reply.status(204).send();
    },
  );

  app.get(
    '/api/interviews/:id/ledger',
    {
      config: read,
      schema: {
        tags,
        summary: "An interview's ledger lines",
        params: recordIdParamsSchema,
        response: { 200: ledgerLinePageSchema },
      },
    },
    async (request) => interviewLedger(db, request.params.id),
  );

  app.post(
    '/api/interviews/:id/ledger',
    {
      config: manage,
      schema: {
        tags,
        summary: "Prices an interview again with today's rates, saying why",
        params: recordIdParamsSchema,
        body: repriceInterviewSchema,
        response: { 200: ledgerLinePageSchema },
      },
    },
    async (request) =>
      repriceInterview({
        db,
        actor: requireActor(request),
        interviewId: request.params.id,
        reason: request.body.reason,
        defaultTimeZone,
      }),
  );

  app.get(
    '/api/my-earnings',
    {
      // Anyone signed in asks for their own: someone without an interviewer record gets 404.
      schema: {
        tags,
        summary: "The caller's own payouts of a month, as an interviewer",
        querystring: earningsQuerySchema,
        response: { 200: earningsSchema },
      },
    },
    async (request) =>
      myEarnings({ db, actor: requireActor(request), period: request.query.period, defaultTimeZone }),
  );
}
