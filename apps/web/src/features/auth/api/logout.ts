import type { okResponseSchema } from '@interview-hub/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { endSession } from '../../../lib/session';

type OkResponse = z.infer<typeof okResponseSchema>;

/** POST /api/auth/logout: revokes the session on the server. */
export function logout(): Promise<OkResponse> {
  return apiRequest<OkResponse>('/api/auth/logout', { method: 'POST' });
}

/**
 * Logs out: asks the server to revoke the session (best effort, a failure does not keep the user signed in),
 * then clears the token and the user and goes to /login.
 */
export function useLogout() {
  const navigate = useNavigate();
  return useMutation({
    mutationFn: logout,
    onSettled: () => {
      endSession();
      void navigate('/login', { replace: true });
    },
  });
}
