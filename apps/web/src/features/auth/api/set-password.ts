import type { setPasswordRequestSchema, tokenResponseSchema } from '@interview-hub/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

export type SetPasswordRequest = z.input<typeof setPasswordRequestSchema>;
type TokenResponse = z.infer<typeof tokenResponseSchema>;

/** POST /api/auth/set-password (no auth): sets the password from an invitation link; answers a session token. */
export function setPassword(request: SetPasswordRequest): Promise<TokenResponse> {
  return apiRequest<TokenResponse>('/api/auth/set-password', {
    method: 'POST',
    body: request,
    unauthenticated: true,
  });
}

export function useSetPassword() {
  return useMutation({ mutationFn: setPassword });
}
