import type { AnalyticsQuery, AnalyticsSection } from '@interview-hub/contracts/analytics';
import { useMutation } from '@tanstack/react-query';
import { downloadFile } from '../../../lib/api-client';

/** GET /api/analytics/{section}.csv with the screen's filters: the section's table, saved under the server's name. */
export function downloadAnalyticsCsv(section: AnalyticsSection, query: AnalyticsQuery): Promise<void> {
  return downloadFile(`/api/analytics/${section}.csv`, `analytics-${section}.csv`, { query });
}

export function useDownloadAnalyticsCsv() {
  return useMutation({
    mutationFn: (options: { section: AnalyticsSection; query: AnalyticsQuery }) =>
      downloadAnalyticsCsv(options.section, options.query),
  });
}
