import { financeDocumentQuerySchema } from '@interview-hub/contracts/finance-documents';
import { permissionRoles } from '@interview-hub/contracts/permissions';
import { recordIdParamsSchema } from '@interview-hub/contracts/record-fields';
import { z } from 'zod';
import { requireActor } from '../../auth/authenticate';
import type { Config } from '../../config';
import type { Db } from '../../db/client';
import type { AppInstance } from '../../lib/fastify-types';
import { clientInvoice } from './client-invoice';
import { sendFinanceDocument } from './finance-document-file';
import { interviewerStatement, ownStatement } from './interviewer-statement';

const tags = ['finance'];
const fileBody = z.any().describe('A file download: PDF, or CSV (UTF-8 with a byte order mark)');

/** Statements (an interviewer's payouts of a month) and invoice drafts (a client's charges), as PDF or CSV. */
export function financeDocumentsRoutes(app: AppInstance, deps: { db: Db; config: Config }): void {
  const { db } = deps;
  const defaultTimeZone = deps.config.defaultTimeZone;
  const read = { roles: permissionRoles['finance.read'] };

  app.get(
    '/api/finance/statements/:id',
    {
      config: read,
      schema: {
        tags,
        summary: "An interviewer's statement for a month, as PDF or CSV",
        params: recordIdParamsSchema,
        querystring: financeDocumentQuerySchema,
        response: { 200: fileBody },
      },
    },
    async (request, reply) => {
      const { period, format } = request.query;
      const statement = await interviewerStatement({
        db,
        interviewerId: request.params.id,
        period,
        defaultTimeZone,
      });
      return sendFinanceDocument(reply, statement, format);
    },
  );

  app.get(
    '/api/finance/invoices/:id',
    {
      config: read,
      schema: {
        tags,
        summary: "A client's invoice draft for a month, as PDF or CSV",
        params: recordIdParamsSchema,
        querystring: financeDocumentQuerySchema,
        response: { 200: fileBody },
      },
    },
    async (request, reply) => {
      const { period, format } = request.query;
      const invoice = await clientInvoice({ db, clientId: request.params.id, period, defaultTimeZone });
      return sendFinanceDocument(reply, invoice, format);
    },
  );

  app.get(
    '/api/my-earnings/statement',
    {
      // Anyone signed in asks for their own, as for GET /api/my-earnings: without an interviewer record, 404.
      schema: {
        tags,
        summary: "The caller's own statement for a month, as an interviewer, as PDF or CSV",
        querystring: financeDocumentQuerySchema,
        response: { 200: fileBody },
      },
    },
    async (request, reply) => {
      const { period, format } = request.query;
      const statement = await ownStatement({ db, actor: requireActor(request), period, defaultTimeZone });
      return sendFinanceDocument(reply, statement, format);
    },
  );
}
