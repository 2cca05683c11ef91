import { periodOf } from '@interview-hub/contracts/money';

/** The month now, in this browser's zone (the server decides by the agency's zone when closing). */
export function currentPeriod(now = new Date()): string {
  return periodOf(now, Intl.DateTimeFormat().resolvedOptions().timeZone);
}

/** `count` months back from `period`, newest first: recentPeriods('2026-02', 3) → 2026-02, 2026-01, 2025-12. */
export function recentPeriods(period: string, count: number): string[] {
  const [year = 1970, month = 1] = period.split('-').map(Number);
  return Array.from({ length: count }, (_, back) => {
    const date = new Date(Date.UTC(year, month - 1 - back, 1));
    return `${date.getUTCFullYear()}-${String(date.getUTCMonth() + 1).padStart(2, '0')}`;
  });
}

/** The month of a `?period=` parameter when it is one, else the current month. */
export function periodParam(value: string | null): string {
  return value && /^\d{4}-(0[1-9]|1[0-2])$/.test(value) ? value : currentPeriod();
}
