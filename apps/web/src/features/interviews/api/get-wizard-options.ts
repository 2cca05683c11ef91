import type { candidatePageSchema } from '@interview-hub/contracts/candidates';
import type { interviewerPageSchema } from '@interview-hub/contracts/interviewers';
import type { JobPage } from '@interview-hub/contracts/jobs';
import { DEFAULT_PAGE_SIZE } from '@interview-hub/contracts/pagination';
import { keepPreviousData, queryOptions, useQueries, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

type InterviewerPage = z.infer<typeof interviewerPageSchema>;
type CandidatePage = z.infer<typeof candidatePageSchema>;

/** The wizard reads active positions 100 at a time (spec §9). */
export const WIZARD_JOBS_LIMIT = 100;
/**
 * How many interviewers or candidates a search lists: the dropdown shows about seven at a time, and typing more
 * narrows the list (the server searches them all). A small page keeps each answer small.
 */
export const WIZARD_SEARCH_LIMIT = DEFAULT_PAGE_SIZE;

/** GET /api/interviewers?search=…: interviewers whose name, e-mail or tech stack holds the search, by name. */
export function searchWizardInterviewers(search: string, signal?: AbortSignal): Promise<InterviewerPage> {
  return apiRequest<InterviewerPage>('/api/interviewers', {
    query: { limit: WIZARD_SEARCH_LIMIT, search },
    signal,
  });
}

/** GET /api/jobs?limit=100&status=active&search=…: open positions whose title or client holds the search. */
export function searchWizardJobs(search: string, signal?: AbortSignal): Promise<JobPage> {
  return apiRequest<JobPage>('/api/jobs', {
    query: { limit: WIZARD_JOBS_LIMIT, status: 'active', search },
    signal,
  });
}

/** GET /api/candidates?search=…: candidates whose name or e-mail holds the search, by name. */
export function searchWizardCandidates(search: string, signal?: AbortSignal): Promise<CandidatePage> {
  return apiRequest<CandidatePage>('/api/candidates', {
    query: { limit: WIZARD_SEARCH_LIMIT, search },
    signal,
  });
}

const wizardKey = ['interview-wizard'] as const;

/**
 * One query per list and search text ('' for the list the wizard opens with). While a new search loads, the
 * previous answer stays on screen.
 */
export const wizardOptionQueries = {
  interviewers: (search = '') =>
    queryOptions({
      queryKey: [...wizardKey, 'interviewers', search],
      queryFn: ({ signal }) => searchWizardInterviewers(search, signal),
      placeholderData: keepPreviousData,
    }),
  jobs: (search = '') =>
    queryOptions({
      queryKey: [...wizardKey, 'jobs', search],
      queryFn: ({ signal }) => searchWizardJobs(search, signal),
      placeholderData: keepPreviousData,
    }),
  candidates: (search = '') =>
    queryOptions({
      queryKey: [...wizardKey, 'candidates', search],
      queryFn: ({ signal }) => searchWizardCandidates(search, signal),
      placeholderData: keepPreviousData,
    }),
};

/**
 * The first page of interviewers, active positions and candidates, loaded together when the wizard opens
 * (spec §7): whether each list is empty, and whether loading failed.
 */
export function useWizardOptions() {
  return useQueries({
    queries: [
      wizardOptionQueries.interviewers(),
      wizardOptionQueries.jobs(),
      wizardOptionQueries.candidates(),
    ],
    combine: ([interviewers, jobs, candidates]) => ({
      noInterviewers: interviewers.data?.meta.total === 0,
      noJobs: jobs.data?.meta.total === 0,
      noCandidates: candidates.data?.meta.total === 0,
      isLoading: interviewers.isPending || jobs.isPending || candidates.isPending,
      isError: interviewers.isError || jobs.isError || candidates.isError,
    }),
  });
}

/** The candidates a picker's (debounced) search finds on the server. */
export function useWizardCandidates(search: string) {
  return useQuery(wizardOptionQueries.candidates(search));
}

export function useWizardInterviewers(search: string, enabled = true) {
  return useQuery({ ...wizardOptionQueries.interviewers(search), enabled });
}

export function useWizardJobs(search: string) {
  return useQuery(wizardOptionQueries.jobs(search));
}
