import { z } from 'zod';
import { interviewSortColumns } from './interview-options';
import { pageOf } from './pagination';
import { recordIdQuerySchema, recordIdSchema, searchQuerySchema, textInput } from './record-fields';

export const interviewStatuses = ['scheduled', 'completed', 'cancelled'] as const;
export const interviewStatusSchema = z.enum(interviewStatuses);
export type InterviewStatus = z.infer<typeof interviewStatusSchema>;

export const durationSchema = z.literal([30, 60, 90, 120], {
  error: 'Duration must be 30, 60, 90 or 120 minutes',
});

const id = z.number().int();
const isoDate = z.string();

export const interviewEventSchema = z.object({
  id,
  kind: z.enum(['created', 'rescheduled', 'cancelled', 'feedback_submitted']),
  actor: z.object({ id, name: z.string() }).nullable(),
  from_date: isoDate.nullable(),
  to_date: isoDate.nullable(),
  from_duration: z.number().int().nullable(),
  to_duration: z.number().int().nullable(),
  reason: z.string().nullable(),
  created_at: isoDate,
});
export type InterviewEvent = z.infer<typeof interviewEventSchema>;

/** An interview as the list and the detail screen read it (spec §3). */
export const interviewSchema = z.object({
  id,
  status: interviewStatusSchema,
  date: isoDate,
  duration: z.number().int(),
  reschedule_count: z.number().int(),
  call_link: z.string().nullable(),
  feedback_form_link: z.string().nullable(),
  recruiter_notes: z.string().nullable(),
  created_at: isoDate,
  updated_at: isoDate,
  template_id: id.nullable(),
  template: z.object({ id, name: z.string() }).nullable(),
  candidate: z.object({
    id,
    name: z.string(),
    title: z.string().nullable(),
    location: z.string().nullable(),
    email: z.string().nullable(),
  }),
  candidate_id: id,
  /** `timezone` is the interviewer's IANA zone, or null when they have not set one. */
  interviewer: z.object({ id, name: z.string(), email: z.string(), timezone: z.string().nullable() }),
  interviewer_id: id,
  recruiter: z.object({ id, name: z.string(), email: z.string() }).nullable(),
  job: z.object({
    id,
    title: z.string(),
    posting_link: z.string().nullable(),
    template_id: id.nullable(),
    client: z.object({ id, name: z.string(), website: z.string().nullable() }).nullable(),
  }),
  job_id: id,
  has_feedback: z.boolean(),
  /** The interview's feedback (there is at most one), null before it is submitted. */
  feedback_id: id.nullable(),
});
export type Interview = z.infer<typeof interviewSchema>;

export const interviewDetailSchema = interviewSchema.extend({ events: z.array(interviewEventSchema) });
export type InterviewDetail = z.infer<typeof interviewDetailSchema>;

const optionalId = recordIdQuerySchema;

/**
 * The list's filters. `search` matches the candidate's name, the position's title or its client's name; the dates
 * bound the interview's start (both inclusive), so "upcoming" is `date_from` = the viewer's midnight.
 */
export const interviewListQuerySchema = z.object({
  search: searchQuerySchema,
  job_id: optionalId,
  interviewer_id: optionalId,
  candidate_id: optionalId,
  status: textInput()
    .optional()
    .transform((value) =>
      value
        ?.split(',')
        .map((s) => s.trim())
        .filter((s): s is InterviewStatus => (interviewStatuses as readonly string[]).includes(s)),
    ),
  date_from: z.iso.datetime({ offset: true }).optional(),
  date_to: z.iso.datetime({ offset: true }).optional(),
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
  sort_by: z.enum(interviewSortColumns).default('date'),
  sort_order: z.enum(['asc', 'desc']).default('asc'),
});
export type InterviewListParams = z.output<typeof interviewListQuerySchema>;
export const interviewPageSchema = pageOf(interviewSchema);

const when = {
  date: z.iso.datetime({ offset: true, error: 'Date must be an ISO date and time' }),
  duration: durationSchema,
  /** The scheduler's IANA time zone; working hours are checked in it. */
  timezone: textInput().max(64).optional(),
  /** Book even though it overlaps another interview of the interviewer or candidate. */
  allow_conflict: z.boolean().optional(),
};

export const createInterviewSchema = z.object({
  interviewer_id: recordIdSchema,
  job_id: recordIdSchema,
  candidate_id: recordIdSchema,
  ...when,
  recruiter_notes: textInput().max(20_000).optional(),
});
export type CreateInterviewInput = z.input<typeof createInterviewSchema>;

export const rescheduleInterviewSchema = z.object({
  ...when,
  reason: textInput().trim().max(1000).optional(),
});
export type RescheduleInterviewInput = z.input<typeof rescheduleInterviewSchema>;

/** What a 409 on booking names: the interviews the new time collides with. */
export const interviewConflictSchema = z.object({
  id,
  date: isoDate,
  duration: z.number().int(),
  with: z.enum(['interviewer', 'candidate']),
  candidate_name: z.string(),
  interviewer_name: z.string(),
});
export type InterviewConflict = z.infer<typeof interviewConflictSchema>;
