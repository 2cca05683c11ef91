import type { InterviewerSignIn } from '@interview-hub/contracts/interviewer-sign-in';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { interviewersQueryKey } from './get-interviewers';

const signInQueryKey = (id: number) => [...interviewersQueryKey, 'detail', id, 'sign-in'] as const;

/** GET /api/interviewers/{id}/sign-in: none, invited, active or blocked (staff only). */
export function getInterviewerSignIn(id: number, signal?: AbortSignal): Promise<InterviewerSignIn> {
  return apiRequest<InterviewerSignIn>(`/api/interviewers/${id}/sign-in`, { signal });
}

export function useInterviewerSignIn(id: number) {
  return useQuery(
    queryOptions({ queryKey: signInQueryKey(id), queryFn: ({ signal }) => getInterviewerSignIn(id, signal) }),
  );
}

/** POST /api/interviewers/{id}/invite: creates their sign-in and e-mails the invitation; 409 when one exists. */
export function inviteInterviewer(id: number): Promise<InterviewerSignIn> {
  return apiRequest<InterviewerSignIn>(`/api/interviewers/${id}/invite`, { method: 'POST' });
}

export function useInviteInterviewer(id: number) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => inviteInterviewer(id),
    onSuccess: (signIn) => queryClient.setQueryData(signInQueryKey(id), signIn),
    // A 409 means a sign-in exists after all: read what it is.
    onError: () => queryClient.invalidateQueries({ queryKey: signInQueryKey(id) }),
  });
}
