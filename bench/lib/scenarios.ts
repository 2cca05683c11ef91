/** The routes under load, named once for the API run and its baseline. */
export const scenarioNames = [
  'interviews-first-page',
  'interviews-deep-page',
  'interviews-summary',
  'jobs-active',
  'interview-detail',
  'feedbacks',
  'create-interview',
  'wizard-search',
] as const;
export type ScenarioName = (typeof scenarioNames)[number];

export const PAGE_SIZE = 20;
/** Half-way through 100,000 interviews at 20 a page: an OFFSET of 49,980 rows. */
export const DEEP_PAGE = 2_500;
/** The viewer's zone the summary strip is asked in. */
export const SUMMARY_ZONE = 'Europe/Berlin';

/** What the API is asked, as the client asks it (newest first, 20 a page). */
export const apiPaths: Record<
  Exclude<ScenarioName, 'interview-detail' | 'create-interview' | 'wizard-search'>,
  string
> = {
  'interviews-first-page': `/api/interviews?page=1&limit=${PAGE_SIZE}&sort_by=date&sort_order=desc`,
  'interviews-deep-page': `/api/interviews?page=${DEEP_PAGE}&limit=${PAGE_SIZE}&sort_by=date&sort_order=desc`,
  'interviews-summary': `/api/interviews/summary?timezone=${encodeURIComponent(SUMMARY_ZONE)}`,
  'jobs-active': '/api/jobs?status=active',
  feedbacks: '/api/feedbacks',
};

export const scenarioLabels: Record<ScenarioName, string> = {
  'interviews-first-page': 'GET /api/interviews (page 1 by date)',
  'interviews-deep-page': `GET /api/interviews (page ${DEEP_PAGE} by date)`,
  'interviews-summary': 'GET /api/interviews/summary (the strip above the list)',
  'jobs-active': 'GET /api/jobs?status=active',
  'interview-detail': 'GET /api/interviews/{id}',
  feedbacks: 'GET /api/feedbacks',
  'create-interview': 'POST /api/interviews',
  'wizard-search': 'GET candidates, interviewers, jobs ?search= (wizard)',
};

/** The page size of the wizard's interviewer and candidate searches (the client's WIZARD_SEARCH_LIMIT). */
export const WIZARD_SEARCH_LIMIT = 20;

const candidateTerms = ['jurgen', 'ozturk', 'марія', 'ірина', 'sharma', 'kwame e', 'garcia', 'nguyen', 'an'];
const interviewerTerms = ['react', 'kafka', 'olena', 'muller'];
const jobTerms = ['react', 'python', 'zurich', 'senior'];

/**
 * What the New Interview wizard asks as the recruiter types (spec §7, decision: search on the server): candidate
 * searches most, then interviewers and positions; Latin names typed without accents, Cyrillic in lower case, one
 * short and common term. The baseline runs the same searches, by index.
 */
export const wizardSearchPaths: readonly string[] = [
  ...candidateTerms.map(
    (term) => `/api/candidates?limit=${WIZARD_SEARCH_LIMIT}&search=${encodeURIComponent(term)}`,
  ),
  ...interviewerTerms.map(
    (term) => `/api/interviewers?limit=${WIZARD_SEARCH_LIMIT}&search=${encodeURIComponent(term)}`,
  ),
  ...jobTerms.map((term) => `/api/jobs?limit=100&status=active&search=${encodeURIComponent(term)}`),
];

/** Interview ids the detail run cycles through: 1,000 spread over the whole table. */
export function detailIds(interviewCount: number): number[] {
  const step = Math.max(1, Math.floor(interviewCount / 1_000));
  return Array.from({ length: Math.min(1_000, interviewCount) }, (_, i) => 1 + i * step);
}

/** Cycles through `items`, one per call. */
export function cycle<T>(items: readonly T[]): () => T {
  let i = 0;
  return () => {
    const item = items[i % items.length];
    i++;
    if (item === undefined) throw new Error('cycle over an empty list');
    return item;
  };
}

export type Booking = {
  interviewer_id: number;
  candidate_id: number;
  job_id: number;
  date: string;
  duration: 60;
  timezone: 'UTC';
};

const SLOTS_PER_DAY = 14; // 08:00 … 21:00 UTC on the hour: one-hour interviews never overlap
const DAY_MS = 86_400_000;
/** Each run books in its own 10 weeks, so no run collides with another's bookings. */
const WEEKS_PER_RUN = 10;

/**
 * Bookings for one run, all valid (weekday, 08:00–21:00 UTC on the hour, a year and more ahead, past any
 * generated interview): request k books interviewer k mod I and candidate k mod C at the interviewer's next free
 * hour, so no two requests of the run overlap, except one in `conflictEvery`, which repeats the previous
 * booking's interviewer and time to exercise the 409 answer.
 */
export function bookings(options: {
  interviewers: number;
  candidates: number;
  jobs: number;
  run: number;
  conflictEvery?: number;
}): () => Booking {
  const { interviewers, candidates, jobs, conflictEvery = 20 } = options;
  const now = new Date();
  const start = new Date(Date.UTC(now.getUTCFullYear() + 1, now.getUTCMonth(), now.getUTCDate()));
  // The Monday on or after `start`, then this run's weeks.
  const monday =
    start.getTime() + ((8 - start.getUTCDay()) % 7) * DAY_MS + options.run * WEEKS_PER_RUN * 7 * DAY_MS;
  let k = 0;
  let previous: Booking | undefined;
  return () => {
    if (previous && conflictEvery > 0 && (k + 1) % conflictEvery === 0) {
      k++;
      // Same interviewer and time, a candidate whose own booking is weeks away: the interviewer's overlap must
      // answer 409.
      return {
        ...previous,
        candidate_id: 1 + ((previous.candidate_id - 1 + Math.floor(candidates / 2)) % candidates),
      };
    }
    const slot = Math.floor(k / interviewers);
    const day = Math.floor(slot / SLOTS_PER_DAY);
    const date =
      monday + (Math.floor(day / 5) * 7 + (day % 5)) * DAY_MS + (8 + (slot % SLOTS_PER_DAY)) * 3_600_000;
    const booking: Booking = {
      interviewer_id: 1 + (k % interviewers),
      candidate_id: 1 + (k % candidates),
      job_id: 1 + (k % jobs),
      date: new Date(date).toISOString(),
      duration: 60,
      timezone: 'UTC',
    };
    k++;
    previous = booking;
    return booking;
  };
}
