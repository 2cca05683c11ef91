import { z } from 'zod';
import { isValidTimeZone } from './interview-slots';
import { textInput } from './record-fields';

const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Times are HH:MM, from 00:00 to 24:00');
const day = z.iso.date({ error: 'Dates are YYYY-MM-DD' });

/** One stretch of a weekday in the interviewer's own time, e.g. 09:00–12:30. */
export const timeRangeSchema = z
  .object({ start: clockTime, end: clockTime })
  .refine((range) => range.start < range.end, {
    message: 'A time range must end after it starts',
    path: ['end'],
  });
export type TimeRange = z.infer<typeof timeRangeSchema>;

/**
 * When an interviewer can take interviews (issue 20): weekly ranges in their own IANA zone (ISO weekdays, 1 =
 * Monday), whole days off, the notice they need, a buffer kept free around each interview, and caps per day
 * and per ISO week (null: no cap).
 */
export const availabilitySchema = z.object({
  timezone: textInput()
    .max(64)
    .refine(isValidTimeZone, 'Time zone must be an IANA name such as Europe/Berlin'),
  weekly: z
    .array(z.object({ weekday: z.number().int().min(1).max(7), ranges: z.array(timeRangeSchema).max(8) }))
    .max(7)
    .refine((days) => new Set(days.map((d) => d.weekday)).size === days.length, 'Each weekday appears once'),
  time_off: z
    .array(
      z
        .object({ from: day, to: day })
        .refine((off) => off.from <= off.to, 'Time off must end after it starts'),
    )
    .max(100),
  notice_hours: z.number().int().min(0).max(336).default(12),
  buffer_minutes: z.number().int().min(0).max(240).default(15),
  max_per_day: z.number().int().min(1).max(20).nullable().default(null),
  max_per_week: z.number().int().min(1).max(100).nullable().default(null),
});
export type Availability = z.output<typeof availabilitySchema>;

/** GET/PUT /api/interviewers/{id}/availability: the availability, and whether the interviewer has set it. */
export const availabilityResponseSchema = availabilitySchema.extend({
  /** False until set: then the weekly ranges are empty and bookings are bounded by the agency's hours alone. */
  is_set: z.boolean(),
  updated_at: z.string().nullable(),
});
export type AvailabilityResponse = z.infer<typeof availabilityResponseSchema>;
export type AvailabilityInput = z.input<typeof availabilitySchema>;

export const CAPS_ARE_THE_AGENCYS =
  'Only recruiters and admins change the caps on interviews per day and per week';
