import { z } from 'zod';
import { isValidTimeZone } from './interview-slots';
import { currencySchema, defaultOutcomeFactors, outcomeFactorsSchema } from './money';

/** 'HH:MM', 24-hour. */
const clockTime = z.string().regex(/^([01]\d|2[0-3]):[0-5]\d$/, 'Enter a time as HH:MM (24-hour)');

/** Whole hours between 1 and a limit. */
const hours = (max: number, what: string) =>
  z
    .number({ error: `${what} must be a number of hours` })
    .int(`${what} must be a whole number of hours`)
    .min(1, `${what} must be at least 1 hour`)
    .max(max, `${what} must be at most ${max} hours`);

/** Reminder offsets in hours, each once, largest first. */
const offsets = (max: number, what: string) =>
  z
    .array(hours(max, what))
    .max(5, `At most 5 ${what.toLowerCase()}s`)
    .transform((values) => [...new Set(values)].sort((a, b) => b - a));

export const weekdays = [1, 2, 3, 4, 5, 6, 7] as const;
export const weekdayNames = [
  'Monday',
  'Tuesday',
  'Wednesday',
  'Thursday',
  'Friday',
  'Saturday',
  'Sunday',
] as const;

/**
 * The agency's settings (ARCHITECTURE §9): stored in the database, edited by admins, read by everything that
 * needs them at the moment it needs them, so a change takes effect without a restart.
 */
export const agencySettingsSchema = z
  .object({
    /** The agency's IANA time zone: working hours, reminders and the PDF report's times are in it. */
    time_zone: z
      .string()
      .min(1, 'Choose a time zone')
      .refine(isValidTimeZone, 'Time zone must be an IANA name such as Europe/Berlin'),
    /** ISO weekdays (1 = Monday … 7 = Sunday) on which interviews are booked. */
    working_days: z
      .array(z.number().int().min(1).max(7))
      .min(1, 'Choose at least one working day')
      .transform((days) => [...new Set(days)].sort((a, b) => a - b)),
    working_hours_start: clockTime,
    working_hours_end: clockTime,
    /** Feedback is due this many hours after the interview ends. */
    feedback_due_hours: hours(720, 'Feedback due'),
    /** The interviewer is reminded of missing feedback this many hours after the interview ends. */
    feedback_reminder_hours: offsets(720, 'Feedback reminder'),
    /** The admins are alerted this many hours after the feedback deadline. */
    escalation_hours: hours(720, 'Escalation'),
    /** Interviewer and candidate are reminded this many hours before the interview. */
    interview_reminder_hours: offsets(168, 'Interview reminder'),
    /** A cancellation or reschedule closer to the start than this is marked late. */
    late_window_hours: hours(168, 'Late window'),
    /** Whether candidates get e-mails (reminders, calendar invitations). */
    candidate_emails: z.boolean(),
    /** The agency's currency (ISO 4217): rates and the ledger are in its minor units. */
    currency: currencySchema,
    /** What share of pay and bill each outcome brings (issue 21). */
    outcome_factors: outcomeFactorsSchema,
  })
  .superRefine((settings, ctx) => {
    if (settings.working_hours_start >= settings.working_hours_end) {
      ctx.addIssue({
        code: 'custom',
        path: ['working_hours_end'],
        message: 'Working hours must end after they start',
      });
    }
  });
export type AgencySettings = z.output<typeof agencySettingsSchema>;
export type AgencySettingsInput = z.input<typeof agencySettingsSchema>;

/** The settings an agency starts with (the time zone comes from DEFAULT_TIMEZONE). */
export function defaultAgencySettings(timeZone: string): AgencySettings {
  return {
    time_zone: timeZone,
    working_days: [1, 2, 3, 4, 5],
    working_hours_start: '08:00',
    working_hours_end: '22:00',
    feedback_due_hours: 24,
    feedback_reminder_hours: [12, 1],
    escalation_hours: 48,
    interview_reminder_hours: [24, 1],
    late_window_hours: 24,
    candidate_emails: true,
    currency: 'USD',
    outcome_factors: defaultOutcomeFactors,
  };
}

/** `GET /api/settings`: the settings, and who changed them last and when (null while never changed). */
export const agencySettingsResponseSchema = z.object({
  settings: agencySettingsSchema,
  updated_at: z.string().nullable(),
  updated_by: z.string().nullable(),
});
export type AgencySettingsResponse = z.infer<typeof agencySettingsResponseSchema>;
