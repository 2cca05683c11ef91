import { z } from 'zod';
import { formSchema } from './form-schema';
import { isValidTimeZone } from './interview-slots';
import { textInput } from './record-fields';

const clockTime = z
  .string()
  .regex(/^([01]\d|2[0-3]):[0-5]\d$|^24:00$/, 'Times are HH:MM, from 00:00 to 24:00');
const day = z.iso.date({ error: 'Dates are YYYY-MM-DD' });

const whole = (min: number, max: number, message: string) =>
  z.number({ error: message }).int(message).min(min, message).max(max, message);

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
  notice_hours: whole(0, 336, 'Notice must be 0 to 336 hours').default(12),
  buffer_minutes: whole(0, 240, 'The buffer must be 0 to 240 minutes').default(15),
  max_per_day: whole(1, 20, 'The daily cap must be 1 to 20, or empty').nullable().default(null),
  max_per_week: whole(1, 100, 'The weekly cap must be 1 to 100, or empty').nullable().default(null),
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

const numberOrEmpty = z.union([z.number(), z.string()]);
const asNumber = (value: number | string) => (value === '' ? Number.NaN : Number(value));

/**
 * The availability card's form: every weekday (empty ones too, so a message's path names the right row), and
 * numbers as typed (an empty cap is no cap).
 */
export const availabilityFormSchema = formSchema({
  fields: z.object({
    timezone: z.string(),
    weekly: z.array(
      z.object({ weekday: z.number(), ranges: z.array(z.object({ start: z.string(), end: z.string() })) }),
    ),
    time_off: z.array(z.object({ from: z.string(), to: z.string() })),
    notice_hours: numberOrEmpty,
    buffer_minutes: numberOrEmpty,
    max_per_day: numberOrEmpty,
    max_per_week: numberOrEmpty,
  }),
  toBody: (values) => ({
    ...values,
    notice_hours: asNumber(values.notice_hours),
    buffer_minutes: asNumber(values.buffer_minutes),
    max_per_day: values.max_per_day === '' ? null : Number(values.max_per_day),
    max_per_week: values.max_per_week === '' ? null : Number(values.max_per_week),
  }),
  request: availabilitySchema,
});
export type AvailabilityFormValues = z.input<typeof availabilityFormSchema>;

/** The form's values for a saved availability: all seven weekdays, empty caps as ''. */
export function availabilityFormValues(saved: Availability): AvailabilityFormValues {
  return {
    timezone: saved.timezone,
    weekly: [1, 2, 3, 4, 5, 6, 7].map((weekday) => ({
      weekday,
      ranges: saved.weekly.find((day) => day.weekday === weekday)?.ranges ?? [],
    })),
    time_off: saved.time_off,
    notice_hours: saved.notice_hours,
    buffer_minutes: saved.buffer_minutes,
    max_per_day: saved.max_per_day ?? '',
    max_per_week: saved.max_per_week ?? '',
  };
}
