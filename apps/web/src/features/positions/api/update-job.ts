import type { JobDetail, JobUpdateInput } from '@interview-hub/contracts/jobs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { jobQueryKey } from './get-job';
import { jobsQueryKey } from './get-jobs';

/**
 * PUT /api/jobs/{id}: the detail screen sends {technologies, template_id, note_for_interviewers, internal_notes,
 * feedback_template_link}, the edit screen {title, status, template_id}; answers the updated position.
 */
export function updateJob(id: number, input: JobUpdateInput): Promise<JobDetail> {
  return apiRequest<JobDetail>(`/api/jobs/${id}`, { method: 'PUT', body: input });
}

export function useUpdateJob(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: JobUpdateInput) => updateJob(id, input),
    onSuccess: (job) => {
      queryClient.setQueryData(jobQueryKey(id), job);
      return queryClient.invalidateQueries({ queryKey: [...jobsQueryKey, 'page'] });
    },
  });
}
