import type { AgencySettings, AgencySettingsResponse } from '@interview-hub/contracts/settings';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { settingsQueryKey } from './get-settings';

/** PUT /api/settings: saves every setting at once (admins). */
export function updateSettings(settings: AgencySettings): Promise<AgencySettingsResponse> {
  return apiRequest<AgencySettingsResponse>('/api/settings', { method: 'PUT', body: settings });
}

/** Saves the settings and puts the saved ones in the cache. */
export function useUpdateSettings() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: updateSettings,
    onSuccess: (saved) => queryClient.setQueryData(settingsQueryKey, saved),
  });
}
