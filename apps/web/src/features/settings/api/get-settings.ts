import type { AgencySettingsResponse } from '@interview-hub/contracts/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';

/** Every cached settings query starts with this key. */
export const settingsQueryKey = ['settings'] as const;

/** GET /api/settings: the agency's settings (admins and recruiters). */
export function getSettings(signal?: AbortSignal): Promise<AgencySettingsResponse> {
  return apiRequest<AgencySettingsResponse>('/api/settings', { signal });
}

export function settingsQueryOptions() {
  return queryOptions({ queryKey: settingsQueryKey, queryFn: ({ signal }) => getSettings(signal) });
}

export function useSettings() {
  return useQuery(settingsQueryOptions());
}
