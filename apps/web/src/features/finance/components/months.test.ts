import { describe, expect, it } from 'vitest';
import { periodParam, recentPeriods } from './months';

describe('months', () => {
  it('counts back across a new year', () => {
    expect(recentPeriods('2026-02', 3)).toEqual(['2026-02', '2026-01', '2025-12']);
  });

  it('takes a well-formed ?period= and falls back to the current month otherwise', () => {
    expect(periodParam('2025-12')).toBe('2025-12');
    expect(periodParam('2025-13')).toMatch(/^\d{4}-\d{2}$/);
    expect(periodParam(null)).not.toBe('2025-13');
  });
});
