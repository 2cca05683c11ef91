import type { JobDetail } from '@interview-hub/contracts/jobs';
import type { JobPricingUpdate } from '@interview-hub/contracts/rates';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobQueryKey } from './get-job';
import { jobsQueryKey } from './get-jobs';

/** PUT /api/jobs/{id}/pricing: the level and the position's own rule (null: its client's). */
export function setJobPricing(id: number, input: JobPricingUpdate): Promise<JobDetail> {
  return apiRequest<JobDetail>(`/api/jobs/${id}/pricing`, { method: 'PUT', body: input });
}

export function useSetJobPricing(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobPricingUpdate) => setJobPricing(id, input),
    onSuccess: (job) => {
      queryClient.setQueryData(jobQueryKey(id), job);
      return queryClient.invalidateQueries({ queryKey: [...jobsQueryKey, 'page'] });
    },
  });
}
