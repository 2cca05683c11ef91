import dayjs from 'dayjs';

/** A timestamp in the user's time zone ('Mar 2, 2026 09:30'), or `empty` when there is none. */
export function formatDateTime(value: string | null, empty = ''): string {
  return value ? dayjs(value).format('MMM D, YYYY HH:mm') : empty;
}

/** A day in the user's time zone ('Mar 2, 2026'). */
export function formatDate(value: string): string {
  return dayjs(value).format('MMM D, YYYY');
}
