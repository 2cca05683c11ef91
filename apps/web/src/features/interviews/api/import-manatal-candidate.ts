import type { candidateImportResultSchema, candidateImportSchema } from '@interview-hub/contracts/manatal';
import { useMutation } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiRequest } from '../../../lib/api-client';

type CandidateImport = z.input<typeof candidateImportSchema>;
type CandidateImportResult = z.infer<typeof candidateImportResultSchema>;

/** POST /api/candidates/import/manatal: refreshes (or creates) a candidate from the applicant-tracking service. */
export function importManatalCandidate(manatalId: number): Promise<CandidateImportResult> {
  const body: CandidateImport = { manatal_id: manatalId };
  return apiRequest<CandidateImportResult>('/api/candidates/import/manatal', { method: 'POST', body });
}

export function useImportManatalCandidate() {
  return useMutation({ mutationFn: importManatalCandidate });
}
