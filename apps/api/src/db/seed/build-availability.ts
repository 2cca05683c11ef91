import type { interviewerAvailability } from '../schema/records';

type AvailabilityRow = Omit<typeof interviewerAvailability.$inferInsert, 'interviewerId'>;

const weekdays = [1, 2, 3, 4, 5];
const range = (start: string, end: string) => ({ start, end });

/** Week shapes freelancers keep, in their own zone: office hours, split days, evenings after a day job. */
const shapes: readonly ((now: Date) => AvailabilityRow)[] = [
  () => ({
    weekly: weekdays.map((weekday) => ({ weekday, ranges: [range('09:00', '18:00')] })),
    timeOff: [],
    noticeHours: 12,
    bufferMinutes: 15,
  }),
  () => ({
    weekly: [1, 2, 3, 4].map((weekday) => ({
      weekday,
      ranges: [range('08:30', '12:30'), range('14:00', '17:00')],
    })),
    timeOff: [],
    noticeHours: 24,
    bufferMinutes: 30,
    maxPerDay: 2,
    maxPerWeek: 6,
  }),
  () => ({
    weekly: [...weekdays, 6].map((weekday) => ({ weekday, ranges: [range('18:00', '21:30')] })),
    timeOff: [],
    noticeHours: 12,
    bufferMinutes: 15,
    maxPerDay: 1,
  }),
  (now) => ({
    weekly: weekdays.map((weekday) => ({ weekday, ranges: [range('10:00', '16:00')] })),
    // Away for a few days next week.
    timeOff: [{ from: dayAfter(now, 8), to: dayAfter(now, 11) }],
    noticeHours: 12,
    bufferMinutes: 15,
    maxPerWeek: 8,
  }),
];

function dayAfter(now: Date, days: number): string {
  return new Date(now.getTime() + days * 86_400_000).toISOString().slice(0, 10);
}

/**
 * The demo interviewers' availability: Ian (the first) keeps office hours, the others one of the shapes in turn,
 * and every fifth has not set any (the agency's hours apply to them).
 */
export function buildAvailability(count: number, now: Date): (AvailabilityRow | null)[] {
  return Array.from({ length: count }, (_, index) => {
    if (index > 0 && index % 5 === 4) return null;
    const shape = shapes[index % shapes.length];
    return shape ? shape(now) : null;
  });
}
