import {
  SPEC_WORKING_HOURS,
  type WorkingHours,
  workingHoursOf,
} from '@interview-hub/contracts/interview-slots';
import type { AgencySettingsResponse } from '@interview-hub/contracts/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiRequest } from '../../../lib/api-client';
import { useCan } from '../../../lib/permissions';

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

/**
 * The agency's working days and hours, which bound the times a booking offers; the spec's (weekdays, 08:00 to
 * 21:30) until the settings arrive, or for a role that cannot read them.
 */
export function useWorkingHours(): WorkingHours {
  const settings = useQuery({ ...settingsQueryOptions(), enabled: useCan('settings.read') }).data?.settings;
  return settings ? workingHoursOf(settings) : SPEC_WORKING_HOURS;
}
