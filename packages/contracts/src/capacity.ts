import { z } from 'zod';
import type { Availability } from './availability';
import { calendarStatusSchema } from './calendar-feed';
import type { SlotProblemKind } from './free-slots';
import { isValidTimeZone } from './interview-slots';
import { durationSchema } from './interviews';
import { recordIdQuerySchema, textInput } from './record-fields';

/** How many working days ahead "has a free slot" and Find a time look (issue 20). */
export const FREE_SLOT_WORKING_DAYS = 10;
/** How many times Find a time offers, and how many of them one interviewer may take. */
export const FIND_A_TIME_OPTIONS = 10;
export const FIND_A_TIME_PER_INTERVIEWER = 3;
/** How many free slots a refused booking suggests instead. */
export const NEXT_FREE_SLOTS = 5;
/** The longest window one slot search covers. */
export const MAX_SLOT_WINDOW_DAYS = 35;
/**
 * Fairness compares each interviewer's interviews this week with their weekly cap; an interviewer without a cap
 * is compared with this many, so a busy uncapped interviewer does not always come first.
 */
export const FAIR_WEEK_WITHOUT_CAP = 10;

const durationQuery = z.coerce.number().pipe(durationSchema).default(60);
/** The scheduler's IANA zone in a query string. */
export const zoneQuerySchema = textInput()
  .max(64)
  .refine(isValidTimeZone, 'Time zone must be an IANA name such as Europe/Berlin')
  .optional();

/** The state of an interviewer's own calendar feed (null: none connected). */
export const calendarStateSchema = calendarStatusSchema.shape.state.nullable();

/** Interviews this ISO week (the interviewer's) against their weekly cap (null: none). */
export const weekLoadSchema = z.object({ count: z.number().int(), cap: z.number().int().nullable() });
export type WeekLoad = z.infer<typeof weekLoadSchema>;

/** GET /api/interviewers/{id}/slots */
export const slotQuerySchema = z
  .object({
    from: z.iso.datetime({ offset: true, error: 'from must be an ISO date and time' }),
    to: z.iso.datetime({ offset: true, error: 'to must be an ISO date and time' }),
    duration: durationQuery,
    /** The scheduler's zone: slots start on its half hours, within the agency's working hours there. */
    timezone: zoneQuerySchema,
    /** The candidate's own interviews are busy times too. */
    candidate_id: recordIdQuerySchema,
    /** When moving an interview, its own time is not busy. */
    exclude_interview_id: recordIdQuerySchema,
  })
  .refine((q) => Date.parse(q.to) > Date.parse(q.from), { message: 'to must be after from', path: ['to'] })
  .refine((q) => Date.parse(q.to) - Date.parse(q.from) <= MAX_SLOT_WINDOW_DAYS * 86_400_000, {
    message: `A slot search covers at most ${MAX_SLOT_WINDOW_DAYS} days`,
    path: ['to'],
  });
export type SlotQuery = z.output<typeof slotQuerySchema>;

export const interviewerSlotsSchema = z.object({
  interviewer_id: z.number().int(),
  /** Their zone, to show their local time beside each slot. */
  interviewer_timezone: z.string(),
  /** False until they set their availability: then only the agency's hours and busy times bound the slots. */
  availability_set: z.boolean(),
  calendar_state: calendarStateSchema,
  week: weekLoadSchema,
  /** Free starts, soonest first, as ISO instants. */
  slots: z.array(z.string()),
});
export type InterviewerSlots = z.infer<typeof interviewerSlotsSchema>;

/** GET /api/interviews/find-a-time */
export const findATimeQuerySchema = z.object({
  job_id: recordIdQuerySchema.unwrap(),
  candidate_id: recordIdQuerySchema,
  duration: durationQuery,
  timezone: zoneQuerySchema,
});

export const timeOptionSchema = z.object({
  start: z.string(),
  interviewer: z.object({
    id: z.number().int(),
    name: z.string(),
    email: z.string(),
    tech_stack: z.array(z.string()),
    timezone: z.string(),
  }),
  score: z.number().int(),
  rank: z.number().int(),
  week: weekLoadSchema,
  calendar_state: calendarStateSchema,
});
export type TimeOption = z.infer<typeof timeOptionSchema>;
export const findATimeSchema = z.object({
  data: z.array(timeOptionSchema),
  technologies: z.array(z.string()),
});

/** A 409's details when the time is not free: what is wrong, and the next free starts instead. */
export const slotRefusalSchema = z.object({
  problems: z.array(z.object({ kind: z.string(), message: z.string() })).min(1),
  /** False when a reason can book it anyway (outside availability, a cap, the buffer, the notice). */
  overridable: z.boolean(),
  next_free: z.array(z.string()),
});
export type SlotRefusal = z.infer<typeof slotRefusalSchema>;

/** What each problem says, about a named interviewer. */
export function slotProblemMessage(kind: SlotProblemKind, name: string, availability: Availability): string {
  switch (kind) {
    case 'notice':
      return `${name} needs ${availability.notice_hours} hours' notice`;
    case 'time_off':
      return `${name} is off that day`;
    case 'outside_availability':
      return `That time is outside ${name}'s availability`;
    case 'day_cap':
      return `${name} already has ${availability.max_per_day} interviews that day, their daily cap`;
    case 'week_cap':
      return `${name} already has ${availability.max_per_week} interviews that week, their weekly cap`;
    case 'calendar_busy':
      return `${name}'s calendar is busy at that time`;
    case 'busy':
      return `${name} already has an interview at that time`;
    case 'buffer':
      return `${name} keeps ${availability.buffer_minutes} minutes free between interviews`;
  }
}

/** Problems a reason can override; a busy calendar cannot (the interviewer must free the time first). */
export const overridableProblems: readonly SlotProblemKind[] = [
  'notice',
  'time_off',
  'outside_availability',
  'day_cap',
  'week_cap',
  'buffer',
];
