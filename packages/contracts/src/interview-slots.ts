/** Bookable times (spec §9): weekdays, every 30 minutes from 08:00, the last slot starting at 21:30. */
export const FIRST_SLOT_MINUTES = 8 * 60;
export const LAST_SLOT_MINUTES = 21 * 60 + 30;
export const SLOT_STEP_MINUTES = 30;

/** '08:00', '08:30', … '21:30'. */
export function timeSlots(): string[] {
  const slots: string[] = [];
  for (let m = FIRST_SLOT_MINUTES; m <= LAST_SLOT_MINUTES; m += SLOT_STEP_MINUTES) {
    slots.push(`${String(Math.floor(m / 60)).padStart(2, '0')}:${String(m % 60).padStart(2, '0')}`);
  }
  return slots;
}

const weekdayIndex: Record<string, number> = { Sun: 0, Mon: 1, Tue: 2, Wed: 3, Thu: 4, Fri: 5, Sat: 6 };

/**
 * A getter for one kind of date formatter, made once per time zone (making one costs far more than using it).
 * The getter throws a RangeError for a time zone that does not exist, and keeps nothing for it.
 *
 * @example
 * const clock = formatterPerTimeZone('en-GB', { hour: '2-digit', minute: '2-digit' });
 * clock('Europe/Berlin').format(date);
 */
export function formatterPerTimeZone(
  locale: string,
  options: Omit<Intl.DateTimeFormatOptions, 'timeZone'>,
): (timeZone: string) => Intl.DateTimeFormat {
  const formats = new Map<string, Intl.DateTimeFormat>();
  return (timeZone) => {
    let format = formats.get(timeZone);
    if (!format) {
      format = new Intl.DateTimeFormat(locale, { ...options, timeZone });
      formats.set(timeZone, format);
    }
    return format;
  };
}

const wallClock = formatterPerTimeZone('en-US', {
  weekday: 'short',
  hour: '2-digit',
  minute: '2-digit',
  second: '2-digit',
  hourCycle: 'h23',
});

/** The wall-clock weekday, hour and minute of an instant in an IANA time zone. */
export function localTime(
  date: Date,
  timeZone: string,
): { weekday: number; minutes: number; seconds: number } {
  const parts = wallClock(timeZone).formatToParts(date);
  const get = (type: string) => parts.find((p) => p.type === type)?.value ?? '';
  return {
    weekday: weekdayIndex[get('weekday')] ?? -1,
    minutes: Number(get('hour')) * 60 + Number(get('minute')),
    seconds: Number(get('second')) + date.getUTCMilliseconds() / 1000,
  };
}

export function isValidTimeZone(timeZone: string): boolean {
  try {
    wallClock(timeZone);
    return true;
  } catch {
    return false;
  }
}

/** Why an instant cannot be booked in a time zone, or null when it can. */
export function slotProblem(date: Date, timeZone: string, now: Date = new Date()): string | null {
  if (Number.isNaN(date.getTime())) return 'Date must be an ISO date and time';
  if (date.getTime() <= now.getTime()) return 'The interview must be in the future';
  const local = localTime(date, timeZone);
  if (local.weekday === 0 || local.weekday === 6) return 'Interviews can only be booked on weekdays';
  if (local.seconds !== 0 || local.minutes % SLOT_STEP_MINUTES !== 0) {
    return 'Interviews start on the hour or half hour';
  }
  if (local.minutes < FIRST_SLOT_MINUTES || local.minutes > LAST_SLOT_MINUTES) {
    return 'Interviews start between 08:00 and 21:30';
  }
  return null;
}
