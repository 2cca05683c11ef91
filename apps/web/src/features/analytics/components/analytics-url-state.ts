import {
  type AnalyticsQuery,
  type AnalyticsSection,
  analyticsQuerySchema,
  analyticsSections,
} from '@interview-hub/contracts/analytics';

/** The filters the URL may hold, in the order they are written back. */
const filterKeys = ['from', 'to', 'client_id', 'job_id', 'level'] as const;

/** What /analytics shows: the section (?tab=) and the filters, exactly the query its requests send. */
export type AnalyticsUrlState = { tab: AnalyticsSection; filters: AnalyticsQuery };

/**
 * The filters of a URL, read with the server's own schema. A bad parameter (a typo, an old link, `from` after
 * `to`) is dropped on its own and the others kept, so a shared link still opens on what it could mean.
 */
export function readAnalyticsFilters(params: URLSearchParams): AnalyticsQuery {
  const raw: Record<string, string> = {};
  for (const key of filterKeys) {
    const value = params.get(key);
    if (value) raw[key] = value;
  }
  // Each failed pass drops the parameters its issues name; there are at most as many passes as parameters.
  for (let pass = 0; pass <= filterKeys.length; pass += 1) {
    const parsed = analyticsQuerySchema.safeParse(raw);
    if (parsed.success) return parsed.data;
    for (const issue of parsed.error.issues) delete raw[String(issue.path[0])];
  }
  return {};
}

/** The section of a URL; an unknown one, or one the viewer may not open, is the first. */
export function readAnalyticsTab(params: URLSearchParams, allowed: readonly AnalyticsSection[]) {
  const tab = analyticsSections.find((section) => section === params.get('tab'));
  return tab && allowed.includes(tab) ? tab : analyticsSections[0];
}

/** The URL's search for a state; the first section and empty filters are left out. */
export function analyticsSearchParams(state: AnalyticsUrlState): URLSearchParams {
  const params = new URLSearchParams();
  if (state.tab !== analyticsSections[0]) params.set('tab', state.tab);
  for (const key of filterKeys) {
    const value = state.filters[key];
    if (value !== undefined) params.set(key, String(value));
  }
  return params;
}

export function hasAnalyticsFilters(filters: AnalyticsQuery): boolean {
  return filterKeys.some((key) => filters[key] !== undefined);
}
