export const SLOT_STEP_MINUTES = 30;

/**
 * When interviews may start, in the scheduler's own time: the agency's working days (ISO, 1 = Monday) and hours
 * (settings), every 30 minutes from the start, the last slot 30 minutes before the end. The spec's §9 times are
 * the default: weekdays, 08:00 to 21:30.
 */
export type WorkingHours = { days: readonly number[]; start: string; end: string };
export const SPEC_WORKING_HOURS: WorkingHours = { days: [1, 2, 3, 4, 5], start: '08:00', end: '22:00' };

/** The working hours the agency's settings name. */
export function workingHoursOf(settings: {
  working_days: readonly number[];
  working_hours_start: string;
  working_hours_end: string;
}): WorkingHours {
  return {
    days: settings.working_days,
    start: settings.working_hours_start,
    end: settings.working_hours_end,
  };
}

const minutesOf = (clock: string) => Number(clock.slice(0, 2)) * 60 + Number(clock.slice(3, 5));
const clockOf = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;

/** The first and the last slot's start, in minutes after midnight. */
function slotBounds(hours: WorkingHours) {
  const first = Math.ceil(minutesOf(hours.start) / SLOT_STEP_MINUTES) * SLOT_STEP_MINUTES;
  return { first, last: minutesOf(hours.end) - SLOT_STEP_MINUTES };
}

/** '08:00', '08:30', … '21:30' by default. */
export function timeSlots(hours: WorkingHours = SPEC_WORKING_HOURS): string[] {
  const { first, last } = slotBounds(hours);
  const slots: string[] = [];
  for (let m = first; m <= last; m += SLOT_STEP_MINUTES) slots.push(clockOf(m));
  return slots;
}

const dayNames = ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'];

/** Whether a weekday (0 = Sunday, as Date and dayjs count) is a working day. */
export function isWorkingDay(weekday: number, hours: WorkingHours = SPEC_WORKING_HOURS): boolean {
  return hours.days.includes(weekday === 0 ? 7 : weekday);
}

function workingDaysProblem(hours: WorkingHours): string {
  const weekdays = hours.days.length === 5 && [1, 2, 3, 4, 5].every((d) => hours.days.includes(d));
  if (weekdays) return 'Interviews can only be booked on weekdays';
  const names = [...hours.days].sort().map((d) => dayNames[d % 7]);
  return `Interviews can only be booked on ${names.join(', ')}`;
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

/** Why an instant cannot be booked in a time zone within the working hours, or null when it can. */
export function slotProblem(
  date: Date,
  timeZone: string,
  now: Date = new Date(),
  hours: WorkingHours = SPEC_WORKING_HOURS,
): string | null {
  if (Number.isNaN(date.getTime())) return 'Date must be an ISO date and time';
  if (date.getTime() <= now.getTime()) return 'The interview must be in the future';
  const local = localTime(date, timeZone);
  if (!isWorkingDay(local.weekday, hours)) return workingDaysProblem(hours);
  if (local.seconds !== 0 || local.minutes % SLOT_STEP_MINUTES !== 0) {
    return 'Interviews start on the hour or half hour';
  }
  const { first, last } = slotBounds(hours);
  if (local.minutes < first || local.minutes > last) {
    return `Interviews start between ${clockOf(first)} and ${clockOf(last)}`;
  }
  return null;
}
