import type { AnalyticsQuery, AnalyticsSection } from '@interview-hub/contracts/analytics';

/** Every analytics query starts with this key; a section's holds its filters, so each view is cached apart. */
export const analyticsQueryKey = ['analytics'] as const;

export const analyticsSectionQueryKey = (section: AnalyticsSection, query: AnalyticsQuery) =>
  [...analyticsQueryKey, section, query] as const;
