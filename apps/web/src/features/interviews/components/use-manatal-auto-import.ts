import type { Candidate } from '@interview-hub/contracts/candidates';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { candidateQueryKey } from '../../candidates/api/get-candidate';
import { useImportManatalCandidate } from '../api/import-manatal-candidate';

/** Where the wizard remembers, for this browser tab, which combinations it has imported. */
export const MANATAL_IMPORTS_STORAGE_KEY = 'interview-hub:manatal-imports';

function importedCombinations(): string[] {
  try {
    const value: unknown = JSON.parse(sessionStorage.getItem(MANATAL_IMPORTS_STORAGE_KEY) ?? '[]');
    return Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
  } catch {
    return [];
  }
}

/** Records a combination; answers false when it was already recorded. */
function claimCombination(key: string): boolean {
  const seen = importedCombinations();
  if (seen.includes(key)) return false;
  sessionStorage.setItem(MANATAL_IMPORTS_STORAGE_KEY, JSON.stringify([...seen, key]));
  return true;
}

type AutoImportInput = { interviewerId: number | null; jobId: number | null; candidate: Candidate | null };

/**
 * Spec §4: once interviewer, position and a candidate known to Manatal are chosen, the candidate is imported from
 * Manatal once per combination, then their details are fetched again. A failure is only a warning.
 */
export function useManatalAutoImport({ interviewerId, jobId, candidate }: AutoImportInput) {
  const queryClient = useQueryClient();
  const { mutate, isPending } = useImportManatalCandidate();
  const [failed, setFailed] = useState(false);
  const candidateId = candidate?.id ?? null;
  const manatalId = candidate?.manatal_id ?? null;

  useEffect(() => {
    if (interviewerId === null || jobId === null || candidateId === null || manatalId === null) return;
    if (!claimCombination(`${interviewerId}:${jobId}:${candidateId}`)) return;
    setFailed(false);
    mutate(manatalId, {
      onSuccess: () => queryClient.invalidateQueries({ queryKey: candidateQueryKey(candidateId) }),
      onError: () => setFailed(true),
    });
  }, [interviewerId, jobId, candidateId, manatalId, mutate, queryClient]);

  return { importing: isPending, failed, dismiss: () => setFailed(false) };
}
