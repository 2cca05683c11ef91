/**
 * The one way the client shows instants: the user's locale (which decides 12- or 24-hour time and the order of
 * day and month), in the viewer's time zone unless another is given, and naming the zone whenever it is not the
 * viewer's own. Formats are made on first use rather than when the module loads: a page's first Intl object
 * loads the locale data, tens of milliseconds on a phone, which then delays only the first dates and not the
 * screen's first paint.
 */
type FormatOptions = {
  /** Shown for a missing or unreadable value. */
  empty?: string;
  /** IANA zone to show the instant in; the zone's name is added when it differs from the viewer's. */
  timeZone?: string | null;
};

const formats = new Map<string, Intl.DateTimeFormat>();

const dateParts: Intl.DateTimeFormatOptions = {
  weekday: 'short',
  year: 'numeric',
  month: 'short',
  day: 'numeric',
};
const timeParts: Intl.DateTimeFormatOptions = { hour: 'numeric', minute: '2-digit' };

/** The viewer's IANA time zone, as the browser reports it. */
export function viewerTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone;
}

function getFormat(
  kind: 'date-time' | 'date' | 'time' | 'weekday-time',
  timeZone: string | null | undefined,
): Intl.DateTimeFormat {
  const zone = timeZone && timeZone !== viewerTimeZone() ? timeZone : undefined;
  // The viewer's zone is part of the key: a format made without a zone keeps the zone it was made in.
  const key = `${kind}|${zone ?? ''}|${viewerTimeZone()}`;
  let format = formats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, {
      ...(kind === 'time' ? {} : kind === 'weekday-time' ? { weekday: 'short' as const } : dateParts),
      ...(kind === 'date' ? {} : timeParts),
      ...(zone ? { timeZone: zone, ...(kind === 'date' ? {} : { timeZoneName: 'short' as const }) } : {}),
    });
    formats.set(key, format);
  }
  return format;
}

function parse(value: string | Date | null | undefined): Date | null {
  if (!value) return null;
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? null : date;
}

/** 'Mon, Mar 2, 2026, 9:30 AM' (en-US) or 'Mon, 2 Mar 2026, 09:30' (en-GB); with 'CET' when `timeZone` is not the viewer's. */
export function formatDateTime(value: string | Date | null | undefined, options: FormatOptions = {}): string {
  const date = parse(value);
  return date ? getFormat('date-time', options.timeZone).format(date) : (options.empty ?? '—');
}

/** The day alone: 'Mon, Mar 2, 2026'. */
export function formatDate(value: string | Date | null | undefined, options: FormatOptions = {}): string {
  const date = parse(value);
  return date ? getFormat('date', options.timeZone).format(date) : (options.empty ?? '—');
}

/** The viewer's today as a calendar day, YYYY-MM-DD (a date field's default). */
export function viewerToday(now: Date = new Date()): string {
  const pad = (value: number) => String(value).padStart(2, '0');
  return `${now.getFullYear()}-${pad(now.getMonth() + 1)}-${pad(now.getDate())}`;
}

/** The time of day alone, in the same style as `formatDateTime`: '9:30 AM' or '09:30'. */
export function formatTime(value: string | Date | null | undefined, options: FormatOptions = {}): string {
  const date = parse(value);
  return date ? getFormat('time', options.timeZone).format(date) : (options.empty ?? '—');
}

/** A time this week or next, short: 'Tue 9:30 AM' or 'Tue 09:30'. */
export function formatWeekdayTime(
  value: string | Date | null | undefined,
  options: FormatOptions = {},
): string {
  const date = parse(value);
  return date ? getFormat('weekday-time', options.timeZone).format(date) : (options.empty ?? '—');
}

const relativeFormats = new Map<string, Intl.RelativeTimeFormat>();
const relativeUnits: [Intl.RelativeTimeFormatUnit, number][] = [
  ['day', 86_400_000],
  ['hour', 3_600_000],
  ['minute', 60_000],
];

/** How long ago an instant was, in the user's locale: 'just now', '5 minutes ago', '3 hours ago', '2 days ago'. */
export function formatTimeAgo(value: string | Date, now: Date = new Date()): string {
  const date = parse(value);
  if (!date) return '—';
  const elapsed = Math.max(0, now.getTime() - date.getTime());
  const [unit, size] = relativeUnits.find(([, ms]) => elapsed >= ms) ?? [null, 0];
  if (unit === null) return 'just now';
  const locale = Intl.DateTimeFormat().resolvedOptions().locale;
  let format = relativeFormats.get(locale);
  if (!format) {
    format = new Intl.RelativeTimeFormat(undefined, { numeric: 'auto' });
    relativeFormats.set(locale, format);
  }
  return format.format(-Math.floor(elapsed / size), unit);
}

const dayFormats = new Map<string, Intl.DateTimeFormat>();

/**
 * A calendar day (YYYY-MM-DD) as itself, whatever the viewer's zone: 'Mar 2, 2026', or 'Mar 2' when `short`.
 * The day is read and written in UTC, so no zone can move it to the day before.
 */
export function formatDay(day: string | null | undefined, options: { short?: boolean; empty?: string } = {}) {
  const date = day && /^\d{4}-\d{2}-\d{2}$/.test(day) ? new Date(`${day}T00:00:00Z`) : null;
  if (!date || Number.isNaN(date.getTime())) return options.empty ?? '—';
  const key = options.short ? 'short' : 'long';
  let format = dayFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(undefined, {
      month: 'short',
      day: 'numeric',
      ...(options.short ? {} : { year: 'numeric' as const }),
      timeZone: 'UTC',
    });
    dayFormats.set(key, format);
  }
  return format.format(date);
}
