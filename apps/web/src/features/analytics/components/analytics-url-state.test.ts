import { describe, expect, it } from 'vitest';
import { analyticsSearchParams, readAnalyticsFilters, readAnalyticsTab } from './analytics-url-state';

const read = (search: string) => readAnalyticsFilters(new URLSearchParams(search));

describe("the Analytics screen's URL", () => {
  it('reads every filter as the server would', () => {
    expect(read('from=2026-01-05&to=2026-03-29&client_id=5&job_id=9&level=senior')).toEqual({
      from: '2026-01-05',
      to: '2026-03-29',
      client_id: 5,
      job_id: 9,
      level: 'senior',
    });
  });

  it('drops only the parameters the server would refuse', () => {
    expect(read('from=2026-02-30&to=2026-03-29&client_id=0&job_id=x&level=boss')).toEqual({
      to: '2026-03-29',
    });
    // From after to: the range's start goes, its end stays.
    expect(read('from=2026-04-01&to=2026-03-29&level=lead')).toEqual({ to: '2026-03-29', level: 'lead' });
    // A range longer than two years keeps its start only.
    expect(read('from=2020-01-01&to=2026-03-29')).toEqual({ from: '2020-01-01' });
  });

  it('opens the first section for an unknown one or one the viewer may not see', () => {
    const all = ['throughput', 'speed', 'load', 'quality', 'money'] as const;
    expect(readAnalyticsTab(new URLSearchParams('tab=quality'), all)).toBe('quality');
    expect(readAnalyticsTab(new URLSearchParams('tab=money'), all.slice(0, 4))).toBe('throughput');
    expect(readAnalyticsTab(new URLSearchParams('tab=whatever'), all)).toBe('throughput');
  });

  it('writes back only what differs from the defaults', () => {
    expect(analyticsSearchParams({ tab: 'throughput', filters: {} }).toString()).toBe('');
    expect(
      analyticsSearchParams({
        tab: 'load',
        filters: { client_id: 5, level: 'junior', job_id: undefined },
      }).toString(),
    ).toBe('tab=load&client_id=5&level=junior');
  });
});
