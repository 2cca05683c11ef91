import { candidateListQuerySchema } from '@interview-hub/contracts/candidates';
import { interviewerListQuerySchema } from '@interview-hub/contracts/interviewers';
import { interviewListQuerySchema } from '@interview-hub/contracts/interviews';
import { jobListQuerySchema } from '@interview-hub/contracts/jobs';
import type { Db } from '../apps/api/src/db/client';
import {
  countCandidates,
  selectCandidatesPage,
} from '../apps/api/src/modules/candidates/candidates.repository';
import { countFeedbacks, selectFeedbackPage } from '../apps/api/src/modules/feedbacks/feedbacks.repository';
import {
  countInterviewers,
  selectInterviewersPage,
} from '../apps/api/src/modules/interviewers/interviewers.repository';
import { countInterviewSummary } from '../apps/api/src/modules/interviews/interview-summary.repository';
import { listInterviewEvents } from '../apps/api/src/modules/interviews/interview-writes.repository';
import {
  countInterviews,
  findInterviewRow,
  selectInterviewPage,
} from '../apps/api/src/modules/interviews/interviews.repository';
import { summaryWindow } from '../apps/api/src/modules/interviews/summarize-interviews';
import { countJobs, selectJobsPage } from '../apps/api/src/modules/jobs/jobs.repository';
import { DEEP_PAGE, PAGE_SIZE, SUMMARY_ZONE, wizardSearchPaths } from './lib/scenarios';
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

const listFilter = (page: number) => ({
  params: listParams(page),
  matches: null,
  recruiterId: null,
  now: new Date(),
});

/**
 * The read statements of each read route, taken from the product's own repository functions at start-up, so
 * the baseline runs exactly the SQL the API runs (the list and count run side by side in both).
 */
export async function captureReadStatements(runner: SqlRunner) {
  const jobQuery = jobListQuerySchema.parse({ status: 'active' });
  return {
    'interviews-first-page': await capture(runner, async (db) => {
      await selectInterviewPage(db, listFilter(1), null);
      await countInterviews(db, listFilter(1), null);
    }),
    'interviews-deep-page': await capture(runner, async (db) => {
      await selectInterviewPage(db, listFilter(DEEP_PAGE), null);
      await countInterviews(db, listFilter(DEEP_PAGE), null);
    }),
    'interviews-summary': await capture(runner, async (db) => {
      await countInterviewSummary(db, summaryWindow(new Date(), SUMMARY_ZONE));
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

/** One wizard search: its list ('jobs' runs ids, rows and count; the others a page and a count) and statements. */
export type WizardSearch = { list: 'candidates' | 'interviewers' | 'jobs'; statements: Statement[] };

/** The statements of each wizard search of the benchmark, in `wizardSearchPaths` order. */
export async function captureWizardSearches(runner: SqlRunner): Promise<WizardSearch[]> {
  const searches: WizardSearch[] = [];
  for (const path of wizardSearchPaths) {
    const url = new URL(path, 'http://bench');
    const query = Object.fromEntries(url.searchParams);
    if (url.pathname === '/api/candidates') {
      const params = candidateListQuerySchema.parse(query);
      searches.push({
        list: 'candidates',
        statements: await capture(runner, async (db) => {
          await selectCandidatesPage(db, params, null);
          await countCandidates(db, params, null);
        }),
      });
    } else if (url.pathname === '/api/interviewers') {
      const params = interviewerListQuerySchema.parse(query);
      searches.push({
        list: 'interviewers',
        statements: await capture(runner, async (db) => {
          await selectInterviewersPage(db, params, null);
          await countInterviewers(db, params, null);
        }),
      });
    } else {
      const params = jobListQuerySchema.parse(query);
      searches.push({
        list: 'jobs',
        statements: await capture(runner, async (db) => {
          await selectJobsPage(db, params);
          await countJobs(db, params);
        }),
      });
    }
  }
  return searches;
}

/** Captured detail parameters with the capture id replaced by `id`. */
export function withId(params: unknown[], id: number): unknown[] {
  return params.map((p) => (p === CAPTURE_ID ? id : p));
}
