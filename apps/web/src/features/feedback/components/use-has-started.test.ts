import { act, renderHook } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useHasStarted } from './use-has-started';

describe('useHasStarted', () => {
  afterEach(() => vi.useRealTimers());

  it('is true for a start in the past', () => {
    const { result } = renderHook(() => useHasStarted('2020-01-01T10:00:00.000Z'));
    expect(result.current).toBe(true);
  });

  it('turns true by itself when the start comes, not before', () => {
    vi.useFakeTimers({ now: new Date('2026-12-03T09:59:00.000Z') });
    const { result } = renderHook(() => useHasStarted('2026-12-03T10:00:00.000Z'));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(59_000));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(1_000));
    expect(result.current).toBe(true);
  });

  it('waits in steps for a start beyond the longest timer (about 24.8 days)', () => {
    const longest = 2_147_483_647;
    vi.useFakeTimers({ now: new Date('2026-01-01T00:00:00.000Z') });
    // 59 days ahead: two longest waits and the rest.
    const { result } = renderHook(() => useHasStarted('2026-03-01T00:00:00.000Z'));
    act(() => vi.advanceTimersByTime(longest));
    act(() => vi.advanceTimersByTime(longest));
    expect(result.current).toBe(false);
    act(() => vi.advanceTimersByTime(59 * 86_400_000 - 2 * longest));
    expect(result.current).toBe(true);
  });
});
