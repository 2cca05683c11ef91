import { interviewListQuerySchema } from '@interview-hub/contracts/interviews';
import { jobListQuerySchema } from '@interview-hub/contracts/jobs';
import type { Db } from '../apps/api/src/db/client';
import { countFeedbacks, selectFeedbackPage } from '../apps/api/src/modules/feedbacks/feedbacks.repository';
import { listInterviewEvents } from '../apps/api/src/modules/interviews/interview-writes.repository';
import {
  countInterviews,
  findInterviewRow,
  selectInterviewPage,
} from '../apps/api/src/modules/interviews/interviews.repository';
import { countJobs, selectJobsPage } from '../apps/api/src/modules/jobs/jobs.repository';
import { DEEP_PAGE, PAGE_SIZE } from './lib/scenarios';
import type { SqlRunner } from './lib/sql-runner';

/** One statement as the product's repository sends it: text and parameters. */
export type Statement = { text: string; params: unknown[] };

/** The interview id the detail statements are captured with; the baseline swaps in the requested id. */
export const CAPTURE_ID = 424_242;

/** Runs `work` on a Drizzle handle that records, instead of the rows, the statements it sends. */
async function capture(runner: SqlRunner, work: (db: Db) => Promise<unknown>): Promise<Statement[]> {
  const statements: Statement[] = [];
  await work(runner.drizzle({ logQuery: (text, params) => statements.push({ text, params }) }));
  return statements;
}

const listParams = (page: number) =>
  interviewListQuerySchema.parse({
    page: String(page),
    limit: String(PAGE_SIZE),
    sort_by: 'date',
    sort_order: 'desc',
  });

/**
 * The read statements of each read route, taken from the product's own repository functions at start-up, so
 * the baseline runs exactly the SQL the API runs (the list and count run side by side in both).
 */
export async function captureReadStatements(runner: SqlRunner) {
  const jobQuery = jobListQuerySchema.parse({ status: 'active' });
  return {
    'interviews-first-page': await capture(runner, async (db) => {
      await selectInterviewPage(db, { params: listParams(1), matches: null }, null);
      await countInterviews(db, { params: listParams(1), matches: null }, null);
    }),
    'interviews-deep-page': await capture(runner, async (db) => {
      await selectInterviewPage(db, { params: listParams(DEEP_PAGE), matches: null }, null);
      await countInterviews(db, { params: listParams(DEEP_PAGE), matches: null }, null);
    }),
    'jobs-active': await capture(runner, async (db) => {
      await selectJobsPage(db, jobQuery);
      await countJobs(db, jobQuery);
    }),
    feedbacks: await capture(runner, async (db) => {
      await selectFeedbackPage(db, { scope: null, page: 1, limit: PAGE_SIZE, order: 'desc' });
      await countFeedbacks(db, null);
    }),
    'interview-detail': await capture(runner, async (db) => {
      await findInterviewRow(db, CAPTURE_ID, null);
      await listInterviewEvents(db, CAPTURE_ID);
    }),
  };
}

/** Captured detail parameters with the capture id replaced by `id`. */
export function withId(params: unknown[], id: number): unknown[] {
  return params.map((p) => (p === CAPTURE_ID ? id : p));
}
