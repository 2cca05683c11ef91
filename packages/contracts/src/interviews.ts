import { z } from 'zod';
import { clientDecisionSchema, clientDecisions } from './client-decisions';
import { formSchema } from './form-schema';
import { interviewSortColumns } from './interview-options';
import { pageOf } from './pagination';
import { recordIdQuerySchema, recordIdSchema, searchQuerySchema, textInput } from './record-fields';

/**
 * What became of an interview (ARCHITECTURE §9): booked, completed (by its feedback or as recorded), a no-show of
 * either side, or cancelled (by whom is `cancellation.by`). Any other value displays as 'Unknown' (spec §4).
 */
export const interviewStatuses = [
  'scheduled',
  'completed',
  'candidate_no_show',
  'interviewer_no_show',
  'cancelled',
] as const;
export const interviewStatusSchema = z.enum(interviewStatuses);
export type InterviewStatus = z.infer<typeof interviewStatusSchema>;

/** The outcomes recorded after the start, besides a cancellation. */
export const attendanceOutcomes = ['completed', 'candidate_no_show', 'interviewer_no_show'] as const;
export type AttendanceOutcome = (typeof attendanceOutcomes)[number];

/** Who called an interview off. */
export const cancellingParties = ['candidate', 'client', 'agency', 'interviewer'] as const;
export type CancellingParty = (typeof cancellingParties)[number];

/** Why, from a short list; 'other' asks for a note; 'unknown' is only for cancellations recorded before reasons. */
export const cancelReasons = [
  'schedule_conflict',
  'illness_or_emergency',
  'candidate_withdrew',
  'position_closed',
  'technical_problem',
  'other',
  'unknown',
] as const;
export type CancelReason = (typeof cancelReasons)[number];

export const cancelReasonLabels: Record<CancelReason, string> = {
  schedule_conflict: 'Schedule conflict',
  illness_or_emergency: 'Illness or emergency',
  candidate_withdrew: 'Candidate withdrew',
  position_closed: 'Position closed or filled',
  technical_problem: 'Technical problems',
  other: 'Other',
  unknown: 'Reason unknown',
};

export const cancellingPartyLabels: Record<CancellingParty, string> = {
  candidate: 'the candidate',
  client: 'the client',
  agency: 'the agency',
  interviewer: 'the interviewer',
};

/** Why an interview takes no feedback: it did not take place. The server refuses with these, the form shows them. */
export const noFeedbackReasons: Partial<Record<InterviewStatus, string>> = {
  cancelled: 'This interview was cancelled, so no feedback can be given.',
  candidate_no_show: 'The candidate did not show up for this interview, so no feedback can be given.',
  interviewer_no_show: 'The interviewer did not show up for this interview, so no feedback can be given.',
};

export const CANCEL_NOTE_REQUIRED = 'Say in a few words why the interview was cancelled';
export const OUTCOME_BEFORE_START = "An outcome can be recorded from the interview's start";

export const durationSchema = z.literal([30, 60, 90, 120], {
  error: 'Duration must be 30, 60, 90 or 120 minutes',
});

const id = z.number().int();
const isoDate = z.string();

/**
 * The lines of an interview's history: booked, moved, each outcome recorded, feedback, and the client's decision
 * recorded, changed or cleared (its words in `reason`).
 */
export const interviewEventKinds = [
  'created',
  'rescheduled',
  'cancelled',
  'feedback_submitted',
  'completed',
  'candidate_no_show',
  'interviewer_no_show',
  'client_decision',
  'client_decision_cleared',
] as const;

export const interviewEventSchema = z.object({
  id,
  kind: z.enum(interviewEventKinds),
  actor: z.object({ id, name: z.string() }).nullable(),
  from_date: isoDate.nullable(),
  to_date: isoDate.nullable(),
  from_duration: z.number().int().nullable(),
  to_duration: z.number().int().nullable(),
  /** The free-text reason or note. */
  reason: z.string().nullable(),
  /** A cancellation's party and listed reason. */
  cancelled_by: z.enum(cancellingParties).nullable(),
  reason_code: z.enum(cancelReasons).nullable(),
  /** A cancellation or move made inside the late window before the start (or after it). */
  late: z.boolean(),
  created_at: isoDate,
});
export type InterviewEvent = z.infer<typeof interviewEventSchema>;

/** What every view of an interview says of its outcome and its feedback deadline. */
export const interviewOutcomeFields = {
  /** Who cancelled and why, for a cancelled interview; null otherwise. */
  cancellation: z
    .object({
      by: z.enum(cancellingParties),
      reason: z.enum(cancelReasons),
      note: z.string().nullable(),
      late: z.boolean(),
    })
    .nullable(),
  /** When the feedback is due: the end plus the agency's feedback window; null where none is expected. */
  feedback_due_at: isoDate.nullable(),
  /** Past its due time without feedback, and neither cancelled nor a no-show. */
  feedback_overdue: z.boolean(),
};

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
  ...interviewOutcomeFields,
});
export type Interview = z.infer<typeof interviewSchema>;

/**
 * A row of the interviews list: the interview and the client's decision on it, for staff (null for an interviewer:
 * the client's hiring decision is the agency's business, decision 028).
 */
export const interviewListItemSchema = interviewSchema.extend({
  client_decision: z.enum(clientDecisions).nullable(),
});
export type InterviewListItem = z.infer<typeof interviewListItemSchema>;

/** One interview with its history and, for staff, the client's decision in full (null for an interviewer). */
export const interviewDetailSchema = interviewSchema.extend({
  events: z.array(interviewEventSchema),
  client_decision: clientDecisionSchema.nullable(),
});
export type InterviewDetail = z.infer<typeof interviewDetailSchema>;

const optionalId = recordIdQuerySchema;
/** A query flag: 'true' or '1' turn it on; anything else, or nothing, leaves it off. */
const booleanFlag = textInput()
  .optional()
  .transform((value) => value === 'true' || value === '1');

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
  /** Only interviews whose feedback is overdue. */
  overdue: booleanFlag,
  /** Only interviews the caller booked. */
  mine: booleanFlag,
  /** Only interviews that have started and still await their feedback (booked or completed, none given). */
  awaiting_feedback: booleanFlag,
  /** Only interviews booked without a feedback template. */
  no_template: booleanFlag,
  page: z.coerce.number().int().min(1).max(1_000_000).default(1),
  limit: z.coerce.number().int().min(1).max(200).default(20),
  sort_by: z.enum(interviewSortColumns).default('date'),
  sort_order: z.enum(['asc', 'desc']).default('asc'),
});
export type InterviewListParams = z.output<typeof interviewListQuerySchema>;
export const interviewPageSchema = pageOf(interviewListItemSchema);

const when = {
  date: z.iso.datetime({ offset: true, error: 'Date must be an ISO date and time' }),
  duration: durationSchema,
  /** The scheduler's IANA time zone; working hours are checked in it. */
  timezone: textInput().max(64).optional(),
  /** Book even though it overlaps another interview of the interviewer or candidate. */
  allow_conflict: z.boolean().optional(),
  /**
   * Why the time is outside the interviewer's availability, notice or buffer, or over a cap: books it anyway
   * and goes into the history. Without it such a time answers 409 with the next free slots.
   */
  override_reason: textInput()
    .trim()
    .min(1, 'Say why you book outside their availability')
    .max(500, 'The reason must be at most 500 characters')
    .optional(),
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

const cancellationFields = {
  cancelled_by: z.enum(cancellingParties, { error: 'Choose who cancelled' }),
  reason: z.enum(
    cancelReasons.filter((reason) => reason !== 'unknown'),
    { error: 'Choose a reason' },
  ),
  note: textInput().trim().max(1000).optional(),
};
const noteForOther: [
  (body: { reason?: string; note?: string }) => boolean,
  { message: string; path: string[] },
] = [
  (body) => body.reason !== 'other' || Boolean(body.note),
  { message: CANCEL_NOTE_REQUIRED, path: ['note'] },
];

/** Cancelling: who called it off and why. Without a body (the spec's call) it is the agency's, reason unknown. */
export const cancellationSchema = z.object(cancellationFields).refine(...noteForOther);
export type CancellationInput = z.input<typeof cancellationSchema>;
// Fastify reads an absent body as null.
export const cancelInterviewSchema = cancellationSchema.nullish();

/** What happened, recorded after the start: attended, a no-show, or a cancellation with its party and reason. */
export const recordOutcomeSchema = z
  .discriminatedUnion('outcome', [
    z.object({
      outcome: z.enum(attendanceOutcomes),
      note: textInput().trim().max(1000).optional(),
    }),
    z.object({ outcome: z.literal('cancelled'), ...cancellationFields }),
  ])
  .refine(...noteForOther);
export type RecordOutcomeInput = z.input<typeof recordOutcomeSchema>;

const cancellationFormFields = { cancelled_by: z.string(), reason: z.string(), note: z.string() };
const cancellationBody = (values: { cancelled_by: string; reason: string; note: string }) => ({
  cancelled_by: values.cancelled_by,
  reason: values.reason,
  ...(values.note.trim() ? { note: values.note } : {}),
});

/** The Cancel Interview dialog: who cancelled, why from the list, and a note ('other' needs one). */
export const cancellationFormSchema = formSchema({
  fields: z.object(cancellationFormFields),
  toBody: cancellationBody,
  request: cancellationSchema,
});
export type CancellationFormValues = z.input<typeof cancellationFormSchema>;
export const emptyCancellation: CancellationFormValues = { cancelled_by: '', reason: '', note: '' };

/** The Record outcome dialog: what happened, and for a cancellation who and why. */
export const outcomeFormSchema = formSchema({
  fields: z.object({ outcome: z.string(), ...cancellationFormFields }),
  firstProblem: ({ outcome }) => (outcome ? null : { path: 'outcome', message: 'Choose what happened' }),
  toBody: ({ outcome, ...values }) =>
    outcome === 'cancelled'
      ? { outcome, ...cancellationBody(values) }
      : { outcome, ...(values.note.trim() ? { note: values.note } : {}) },
  request: recordOutcomeSchema,
});
export type OutcomeFormValues = z.input<typeof outcomeFormSchema>;

/** The count on the sidebar's Interviews link: feedback overdue on the caller's interviews. */
export const overdueCountSchema = z.object({
  count: z.number().int(),
  /** Whose: the ones the caller booked (a recruiter), every one (an admin), or their own (an interviewer). */
  scope: z.enum(['booked_by_me', 'all', 'own']),
});
export type OverdueCount = z.infer<typeof overdueCountSchema>;
