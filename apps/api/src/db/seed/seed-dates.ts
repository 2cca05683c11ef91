import type { Random } from './prng';

const MINUTE = 60_000;
const HOUR = 60 * MINUTE;
const DAY = 24 * HOUR;

/** Working hours for interviews, in UTC: slots start on the hour or half hour, and end by 18:00. */
export const WORKDAY_START_MINUTES = 9 * 60;
export const WORKDAY_END_MINUTES = 18 * 60;

export function startOfUtcDay(date: Date): Date {
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
}

export const addMinutes = (date: Date, minutes: number): Date => new Date(date.getTime() + minutes * MINUTE);
export const addHours = (date: Date, hours: number): Date => new Date(date.getTime() + hours * HOUR);
export const addDays = (date: Date, days: number): Date => new Date(date.getTime() + days * DAY);

export function isWeekday(date: Date): boolean {
  const day = date.getUTCDay();
  return day !== 0 && day !== 6;
}

/** `2026-10-03`, the form of the candidate note markers. */
export const isoDay = (date: Date): string => date.toISOString().slice(0, 10);

export const earliest = (...dates: Date[]): Date => new Date(Math.min(...dates.map((d) => d.getTime())));
export const latest = (...dates: Date[]): Date => new Date(Math.max(...dates.map((d) => d.getTime())));

/** A random moment strictly between two dates (or `from` when they are equal or reversed). */
export function between(random: Random, from: Date, to: Date): Date {
  const span = to.getTime() - from.getTime();
  if (span <= 0) return from;
  return new Date(from.getTime() + Math.floor(random.next() * span));
}

/** The weekdays among `baseDay + first` … `baseDay + last` days. */
export function weekdaysBetween(baseDay: Date, first: number, last: number): Date[] {
  const days: Date[] = [];
  for (let offset = first; offset <= last; offset++) {
    const day = addDays(baseDay, offset);
    if (isWeekday(day)) days.push(day);
  }
  return days;
}

/** A start time on `day` at :00 or :30 such that an interview of `duration` minutes ends by 18:00. */
export function pickSlot(random: Random, day: Date, duration: number): Date {
  const slots = (WORKDAY_END_MINUTES - duration - WORKDAY_START_MINUTES) / 30;
  return addMinutes(day, WORKDAY_START_MINUTES + 30 * random.int(0, slots));
}

/** A plausible office-hours moment on a day some days before `date`. */
export function daysBefore(random: Random, date: Date, minDays: number, maxDays: number): Date {
  const day = addDays(startOfUtcDay(date), -random.int(minDays, maxDays));
  return addMinutes(day, random.int(7 * 60, 19 * 60));
}
