import type { CalendarStatus } from '@interview-hub/contracts/calendar-feed';
import { formatTimeAgo } from '../../../lib/format-date';

/** 'Synced 5 minutes ago', 'Stale: last synced 3 hours ago' or 'Failed: <why>', as the calendar card shows it. */
export function calendarStatusText(status: CalendarStatus, now: Date = new Date()): string {
  const ago = status.last_success_at ? formatTimeAgo(status.last_success_at, now) : null;
  switch (status.state) {
    case 'ok':
      return `Synced ${ago ?? 'just now'}`;
    case 'stale':
      return ago ? `Stale: last synced ${ago}` : 'Stale: not synced yet';
    case 'failed':
      return `Failed: ${status.error ?? 'the calendar could not be read'}`;
  }
}

/** Under a failure: the busy times of the last good sync still count, and since when they have not changed. */
export function calendarKeptSince(status: CalendarStatus, now: Date = new Date()): string | null {
  if (status.state !== 'failed' || !status.last_success_at) return null;
  return `The busy times of the last sync (${formatTimeAgo(status.last_success_at, now)}) still count.`;
}
