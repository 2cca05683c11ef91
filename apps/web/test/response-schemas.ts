import {
  interviewerQualityCardSchema,
  loadSchema,
  moneyAnalyticsSchema,
  qualitySchema,
  speedSchema,
  throughputSchema,
} from '@interview-hub/contracts/analytics';
import {
  loginResponseSchema,
  messageResponseSchema,
  okResponseSchema,
  tokenResponseSchema,
} from '@interview-hub/contracts/auth';
import { availabilityResponseSchema } from '@interview-hub/contracts/availability';
import { backupListSchema, backupSchema } from '@interview-hub/contracts/backups';
import { calendarFeedResponseSchema } from '@interview-hub/contracts/calendar-feed';
import { candidateDetailSchema, candidatePageSchema } from '@interview-hub/contracts/candidates';
import { findATimeSchema, interviewerSlotsSchema } from '@interview-hub/contracts/capacity';
import { clientDecisionSchema } from '@interview-hub/contracts/client-decisions';
import { clientPageSchema, clientSchema } from '@interview-hub/contracts/clients';
import { errorResponseSchema } from '@interview-hub/contracts/errors';
import { feedbackPageSchema, feedbackSchema } from '@interview-hub/contracts/feedback';
import {
  earningsSchema,
  financePeriodsSchema,
  financeSummarySchema,
  ledgerLinePageSchema,
} from '@interview-hub/contracts/finance';
import { healthResponseSchema, readyResponseSchema } from '@interview-hub/contracts/health';
import { interviewSummarySchema } from '@interview-hub/contracts/interview-summary';
import { interviewerMatchListSchema } from '@interview-hub/contracts/interviewer-match';
import { interviewerSignInSchema } from '@interview-hub/contracts/interviewer-sign-in';
import {
  interviewerInterviewsSchema,
  interviewerPageSchema,
  interviewerSchema,
} from '@interview-hub/contracts/interviewers';
import {
  interviewDetailSchema,
  interviewPageSchema,
  overdueCountSchema,
} from '@interview-hub/contracts/interviews';
import { jobDetailSchema, jobPageSchema } from '@interview-hub/contracts/jobs';
import { candidateImportResultSchema, syncResultSchema } from '@interview-hub/contracts/manatal';
import { pageOf } from '@interview-hub/contracts/pagination';
import { agencySettingsResponseSchema } from '@interview-hub/contracts/settings';
import {
  knowledgeAreaSchema,
  questionSchema,
  templateListSchema,
  templateSchema,
} from '@interview-hub/contracts/templates';
import { userSchema } from '@interview-hub/contracts/users';
import { workspaceSchema } from '@interview-hub/contracts/workspace';
import { z } from 'zod';

/** A JSON reply's schema, or `null` for a route that answers no body (204). */
type ReplySchema = z.ZodType | null;

const knowledgeArea = knowledgeAreaSchema.omit({ questions: true });

/**
 * The response schema of every JSON route the client calls, by "METHOD /path" with `:id` for ids: the same
 * schemas the server serialises its answers with (apps/api/src/modules/*\/*.routes.ts), so a stubbed reply in a
 * component test has to have a shape the server can send. File downloads (PDF, zip) are not JSON and are not
 * listed; a JSON call to a route missing here fails the test.
 */
export const responseSchemas: Record<string, ReplySchema> = {
  'GET /api/auth/profile': userSchema,
  'POST /api/auth/logout': okResponseSchema,
  'POST /api/auth/login': loginResponseSchema,
  'POST /api/auth/set-password': tokenResponseSchema,
  'POST /api/auth/change-password': okResponseSchema,
  'POST /api/auth/request-password-reset': messageResponseSchema,
  'GET /api/admin/backups': backupListSchema,
  'POST /api/admin/backups': backupSchema,
  'GET /api/candidates': candidatePageSchema,
  'GET /api/candidates/:id': candidateDetailSchema,
  'PUT /api/candidates/:id': candidateDetailSchema,
  'GET /api/clients': clientPageSchema,
  'GET /api/clients/:id': clientSchema,
  'PUT /api/clients/:id': clientSchema,
  'PUT /api/clients/:id/billing': clientSchema,
  'GET /api/feedbacks': feedbackPageSchema,
  'GET /api/feedbacks/:id': feedbackSchema,
  'PUT /api/feedbacks/:id': feedbackSchema,
  'GET /api/health': healthResponseSchema,
  'GET /api/ready': readyResponseSchema,
  'GET /api/interviewers': interviewerPageSchema,
  'GET /api/interviewers/:id': interviewerSchema,
  'GET /api/interviewers/:id/interviews': interviewerInterviewsSchema,
  'GET /api/interviewers/:id/quality': interviewerQualityCardSchema,
  'POST /api/interviewers': interviewerSchema,
  'PUT /api/interviewers/:id': interviewerSchema,
  'PUT /api/interviewers/:id/rates': interviewerSchema,
  'GET /api/interviewers/:id/sign-in': interviewerSignInSchema,
  'POST /api/interviewers/:id/invite': interviewerSignInSchema,
  'GET /api/interviews': interviewPageSchema,
  'GET /api/interviewer-matches': interviewerMatchListSchema,
  'GET /api/interviews/:id': interviewDetailSchema,
  'POST /api/interviews': interviewDetailSchema,
  'POST /api/interviews/:id/reschedule': interviewDetailSchema,
  'POST /api/interviews/:id/cancel': interviewDetailSchema,
  'POST /api/interviews/:id/outcome': interviewDetailSchema,
  'GET /api/interviews/overdue-count': overdueCountSchema,
  'GET /api/interviews/summary': interviewSummarySchema,
  'GET /api/my-interviews': workspaceSchema,
  'GET /api/my-earnings': earningsSchema,
  'GET /api/interviewers/:id/availability': availabilityResponseSchema,
  'GET /api/interviewers/:id/slots': interviewerSlotsSchema,
  'GET /api/interviews/find-a-time': findATimeSchema,
  'PUT /api/interviews/:id/client-decision': clientDecisionSchema,
  'DELETE /api/interviews/:id/client-decision': null,
  'GET /api/interviews/:id/ledger': ledgerLinePageSchema,
  'POST /api/interviews/:id/ledger': ledgerLinePageSchema,
  'PUT /api/interviewers/:id/availability': availabilityResponseSchema,
  'GET /api/interviewers/:id/calendar': calendarFeedResponseSchema,
  'PUT /api/interviewers/:id/calendar': calendarFeedResponseSchema,
  'DELETE /api/interviewers/:id/calendar': null,
  'GET /api/jobs': jobPageSchema,
  'GET /api/jobs/:id': jobDetailSchema,
  'PUT /api/jobs/:id': jobDetailSchema,
  'PUT /api/jobs/:id/pricing': jobDetailSchema,
  'POST /api/candidates/import/manatal': candidateImportResultSchema,
  'POST /api/sync/candidates/manual': syncResultSchema,
  'POST /api/clients/sync/manatal': syncResultSchema,
  'POST /api/jobs/sync/manatal': syncResultSchema,
  'GET /api/templates': templateListSchema,
  'GET /api/templates/:id': templateSchema,
  'POST /api/templates': templateSchema,
  'PUT /api/templates/:id': templateSchema,
  'DELETE /api/templates/:id': null,
  'POST /api/templates/:id/duplicate': templateSchema,
  'POST /api/knowledge_areas': knowledgeArea,
  'PUT /api/knowledge_areas/:id': knowledgeArea,
  'POST /api/knowledge_areas/:id/move': knowledgeArea,
  'DELETE /api/knowledge_areas/:id': null,
  'GET /api/questions': z.array(questionSchema),
  'POST /api/questions': questionSchema,
  'POST /api/questions/batch': z.array(questionSchema),
  'PUT /api/questions/:id': questionSchema,
  'DELETE /api/questions/:id': null,
  'GET /api/admin/users': pageOf(userSchema),
  'GET /api/admin/users/:id': userSchema,
  'POST /api/admin/users': userSchema,
  'PUT /api/admin/users/:id': userSchema,
  'POST /api/admin/users/:id/block': userSchema,
  'POST /api/admin/users/:id/unblock': userSchema,
  'POST /api/admin/users/:id/reset-password': z.object({ message: z.string() }),
  'GET /api/analytics/throughput': throughputSchema,
  'GET /api/analytics/speed': speedSchema,
  'GET /api/analytics/load': loadSchema,
  'GET /api/analytics/quality': qualitySchema,
  'GET /api/analytics/money': moneyAnalyticsSchema,
  'GET /api/finance/periods': financePeriodsSchema,
  'GET /api/finance/summary': financeSummarySchema,
  'GET /api/finance/lines': ledgerLinePageSchema,
  'POST /api/finance/periods/:id/close': null,
  'GET /api/settings': agencySettingsResponseSchema,
  'PUT /api/settings': agencySettingsResponseSchema,
};

/**
 * The table's key of a request: the method and the path with each number segment, and each month (YYYY-MM, the
 * ledger's other key in paths), written `:id`.
 */
export function routeKey(method: string, path: string): string {
  const pathname = new URL(path, 'http://localhost').pathname.replace(/\/\d+(?:-\d{2})?(?=\/|$)/g, '/:id');
  return `${method.toUpperCase()} ${pathname}`;
}

let outsideContract: string | null = null;

/**
 * For a test that shows how a screen copes with a reply our server never sends but the spec allows (an unknown
 * status, a plain array list): the current test's replies are not checked. Say why; it is reset after each test.
 */
export function acceptRepliesOutsideTheContract(why: string): void {
  outsideContract = why;
}

export function resetReplyChecks(): void {
  outsideContract = null;
}

/** What is wrong with a reply to `key`, or null when its shape is one the server sends. */
export function replyProblem(key: string, value: unknown): string | null {
  if (outsideContract) return null;
  if (!(key in responseSchemas)) return `${key}: no response schema in apps/web/test/response-schemas.ts`;
  const schema = responseSchemas[key];
  if (schema === null || schema === undefined) return value === undefined ? null : `${key}: answers no body`;
  const parsed = schema.safeParse(value);
  return parsed.success
    ? null
    : `${key}: the stubbed reply is not what the server sends: ${z.prettifyError(parsed.error)}`;
}

/** Statuses a proxy in front of the server answers with its own page (the server is down or slow). */
const gatewayStatuses = new Set([502, 503, 504]);

/**
 * What is wrong with a failed reply to `key`, or null: the server answers every error with one shape
 * (`contracts/errors.ts`). An empty body, and a gateway status whose body is not JSON (a proxy's page), are
 * left alone: those come from in front of the server.
 */
export function errorReplyProblem(key: string, status: number, responseText: string): string | null {
  if (outsideContract || responseText === '') return null;
  let body: unknown;
  try {
    body = JSON.parse(responseText);
  } catch {
    if (gatewayStatuses.has(status)) return null;
    return `${key}: the stubbed ${status} reply is not JSON, but the server answers errors as JSON`;
  }
  const parsed = errorResponseSchema.safeParse(body);
  return parsed.success
    ? null
    : `${key}: the stubbed ${status} reply is not the server's error shape: ${z.prettifyError(parsed.error)}`;
}
