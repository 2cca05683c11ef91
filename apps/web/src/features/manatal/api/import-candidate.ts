import type { candidateImportResultSchema, candidateImportSchema } from '@interview-hub/contracts/manatal';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';
import { candidatesQueryKey } from '../../candidates/api/get-candidates';

type CandidateImport = z.input<typeof candidateImportSchema>;
export type CandidateImportResult = z.infer<typeof candidateImportResultSchema>;

/** POST /api/candidates/import/manatal: creates or refreshes one candidate from Manatal; 404 for an unknown id. */
export function importCandidate(manatalId: number): Promise<CandidateImportResult> {
  const body: CandidateImport = { manatal_id: manatalId };
  return apiRequest<CandidateImportResult>('/api/candidates/import/manatal', { method: 'POST', body });
}

/** Imports a candidate; every cached candidate query (list and details) is refreshed afterwards. */
export function useImportCandidate() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: importCandidate,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: candidatesQueryKey }),
  });
}
