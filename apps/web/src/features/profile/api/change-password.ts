import type { changePasswordRequestSchema, okResponseSchema } from '@interview-hub/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type ChangePasswordRequest = z.input<typeof changePasswordRequestSchema>;
type OkResponse = z.infer<typeof okResponseSchema>;

/** POST /api/auth/change-password: changes the caller's password; their other sessions end. */
export function changePassword(request: ChangePasswordRequest): Promise<OkResponse> {
  return apiRequest<OkResponse>('/api/auth/change-password', { method: 'POST', body: request });
}

export function useChangePassword() {
  return useMutation({ mutationFn: changePassword });
}
