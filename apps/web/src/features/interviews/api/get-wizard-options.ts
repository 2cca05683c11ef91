import type { candidatePageSchema } from '@interview-hub/contracts/candidates';
import type { interviewerPageSchema } from '@interview-hub/contracts/interviewers';
import type { JobPage } from '@interview-hub/contracts/jobs';
import { MAX_PAGE_SIZE } from '@interview-hub/contracts/pagination';
import { queryOptions, useQueries } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

type InterviewerPage = z.infer<typeof interviewerPageSchema>;
type CandidatePage = z.infer<typeof candidatePageSchema>;

/** The wizard reads active positions 100 at a time (spec §9). */
export const WIZARD_JOBS_LIMIT = 100;

/** GET /api/interviewers: everyone who can interview, by name. */
export function getWizardInterviewers(signal?: AbortSignal): Promise<InterviewerPage> {
  return apiRequest<InterviewerPage>('/api/interviewers', { query: { limit: MAX_PAGE_SIZE }, signal });
}

/** GET /api/jobs?limit=100&status=active: the positions the wizard lists by default. */
export function getWizardJobs(signal?: AbortSignal): Promise<JobPage> {
  return apiRequest<JobPage>('/api/jobs', { query: { limit: WIZARD_JOBS_LIMIT, status: 'active' }, signal });
}

/** GET /api/candidates: the candidates to choose from, by name. */
export function getWizardCandidates(signal?: AbortSignal): Promise<CandidatePage> {
  return apiRequest<CandidatePage>('/api/candidates', { query: { limit: MAX_PAGE_SIZE }, signal });
}

const wizardKey = ['interview-wizard'] as const;

export const wizardOptionQueries = {
  interviewers: () =>
    queryOptions({
      queryKey: [...wizardKey, 'interviewers'],
      queryFn: ({ signal }) => getWizardInterviewers(signal),
    }),
  jobs: () =>
    queryOptions({ queryKey: [...wizardKey, 'jobs'], queryFn: ({ signal }) => getWizardJobs(signal) }),
  candidates: () =>
    queryOptions({
      queryKey: [...wizardKey, 'candidates'],
      queryFn: ({ signal }) => getWizardCandidates(signal),
    }),
};

/** Interviewers, active positions and candidates, loaded together when the wizard opens (spec §7). */
export function useWizardOptions() {
  return useQueries({
    queries: [
      wizardOptionQueries.interviewers(),
      wizardOptionQueries.jobs(),
      wizardOptionQueries.candidates(),
    ],
    combine: ([interviewers, jobs, candidates]) => ({
      interviewers: interviewers.data?.data ?? [],
      jobs: jobs.data?.data ?? [],
      candidates: candidates.data?.data ?? [],
      isLoading: interviewers.isPending || jobs.isPending || candidates.isPending,
      isError: interviewers.isError || jobs.isError || candidates.isError,
    }),
  });
}
