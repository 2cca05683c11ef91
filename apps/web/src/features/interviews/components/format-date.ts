let dateTimeFormat: Intl.DateTimeFormat | undefined;

/**
 * Made on first use rather than when the module loads: a page's first Intl object loads the locale data, tens of
 * milliseconds on a phone, which then delays only the first dates and not the screen's first paint.
 */
function getDateTimeFormat(): Intl.DateTimeFormat {
  dateTimeFormat ??= new Intl.DateTimeFormat(undefined, {
    weekday: 'short',
    year: 'numeric',
    month: 'short',
    day: 'numeric',
    hour: '2-digit',
    minute: '2-digit',
  });
  return dateTimeFormat;
}

/** 'Mon, Mar 2, 2026, 09:30 AM' in the user's locale and time zone; '—' for a missing or broken date. */
export function formatDateTime(iso: string | null | undefined): string {
  if (!iso) return '—';
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? '—' : getDateTimeFormat().format(date);
}
