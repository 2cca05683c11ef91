import { act, renderHook } from '@testing-library/react';
import type { ReactNode } from 'react';
import { MemoryRouter, useLocation } from 'react-router';
import { afterEach, describe, expect, it } from 'vitest';
import { signInAs } from '../../../../test/stub-api';
import { clearToken } from '../../../lib/auth-store';
import { useAnalyticsUrlState } from './use-analytics-url-state';

const wrapper = ({ children }: { children: ReactNode }) => (
  <MemoryRouter initialEntries={['/analytics?from=2026-03-01&to=2026-03-31']}>{children}</MemoryRouter>
);

describe('useAnalyticsUrlState', () => {
  afterEach(() => clearToken());

  it('keeps a filter chosen just before a tab, both written before the screen renders again', () => {
    signInAs('recruiter');
    const { result } = renderHook(() => ({ url: useAnalyticsUrlState(), location: useLocation() }), {
      wrapper,
    });
    act(() => {
      // The same render's setters, one right after the other: a keyboard user is that fast.
      result.current.url.setFilters({ level: 'senior' });
      result.current.url.setTab('speed');
    });
    expect(result.current.location.search).toBe('?tab=speed&from=2026-03-01&to=2026-03-31&level=senior');
    expect(result.current.url.filters).toEqual({ from: '2026-03-01', to: '2026-03-31', level: 'senior' });
  });
});
