import type { AnalyticsQuery, AnalyticsSection } from '@interview-hub/contracts/analytics';
import { analyticsSections } from '@interview-hub/contracts/analytics';
import { useCallback, useMemo, useRef } from 'react';
import { useSearchParams } from 'react-router';
import { useCan } from '../../../lib/permissions';
import {
  type AnalyticsUrlState,
  analyticsSearchParams,
  readAnalyticsFilters,
  readAnalyticsTab,
} from './analytics-url-state';

/** Money is the ledger's: admins only (finance.read); every other section needs analytics.read alone. */
export function useAnalyticsSections(): AnalyticsSection[] {
  const money = useCan('finance.read');
  return useMemo(() => analyticsSections.filter((section) => section !== 'money' || money), [money]);
}

export type AnalyticsFiltersChange = Partial<AnalyticsQuery>;

/**
 * /analytics?tab=…&from=…&to=…&client_id=…&job_id=…&level=…: each change is a new history entry, so Back
 * undoes it and a copied link opens the same view.
 */
export function useAnalyticsUrlState() {
  const sections = useAnalyticsSections();
  const [params, setParams] = useSearchParams();
  const state: AnalyticsUrlState = useMemo(
    () => ({ tab: readAnalyticsTab(params, sections), filters: readAnalyticsFilters(params) }),
    [params, sections],
  );
  // The address as last written: React Router's functional update reads the params of its last render, so a
  // second change made before that render (a filter, then a tab at once) would drop the first.
  const latest = useRef(params);
  const rendered = useRef(params);
  if (rendered.current !== params) {
    rendered.current = params;
    latest.current = params;
  }
  const write = useCallback(
    (next: (current: AnalyticsUrlState) => AnalyticsUrlState) => {
      const current = latest.current;
      const written = analyticsSearchParams(
        next({ tab: readAnalyticsTab(current, sections), filters: readAnalyticsFilters(current) }),
      );
      latest.current = written;
      setParams(written);
    },
    [setParams, sections],
  );
  const setTab = useCallback((tab: AnalyticsSection) => write((s) => ({ ...s, tab })), [write]);
  const setFilters = useCallback(
    (change: AnalyticsFiltersChange) =>
      write((s) => {
        const filters = { ...s.filters, ...change };
        // A position belongs to one client: choosing another client drops it.
        if (change.client_id !== undefined && change.client_id !== s.filters.client_id && !change.job_id) {
          filters.job_id = undefined;
        }
        return { ...s, filters };
      }),
    [write],
  );
  const reset = useCallback(() => write((s) => ({ tab: s.tab, filters: {} })), [write]);
  return { ...state, sections, setTab, setFilters, reset };
}
