import type { messageResponseSchema } from '@interview-hub/contracts/auth';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

type MessageResponse = z.infer<typeof messageResponseSchema>;

/** POST /api/admin/users/{id}/reset-password: e-mails the user a password reset link. */
export function resetUserPassword(id: number): Promise<MessageResponse> {
  return apiRequest<MessageResponse>(`/api/admin/users/${id}/reset-password`, { method: 'POST' });
}

export function useResetUserPassword(id: number) {
  return useMutation({ mutationFn: () => resetUserPassword(id) });
}
