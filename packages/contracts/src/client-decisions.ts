import { Temporal } from 'temporal-polyfill';
import { z } from 'zod';
import { formSchema } from './form-schema';
import { textInput } from './record-fields';

/**
 * What the client finally decided on the candidate for the interview's position (issue 22), recorded after the
 * report (the interview's feedback) exists. Kept per interview; the analytics compare it with the interviewer's
 * recommendation (Pass agrees with advanced or hired, Fail with rejected).
 */
export const clientDecisions = ['advanced', 'rejected', 'hired'] as const;
export type ClientDecision = (typeof clientDecisions)[number];
export const clientDecisionLabels: Record<ClientDecision, string> = {
  advanced: 'Advanced',
  rejected: 'Rejected',
  hired: 'Hired',
};

/** Who recorded it: someone at the agency, or (later) the client itself. */
export const decisionParties = ['agency', 'client'] as const;
export type DecisionParty = (typeof decisionParties)[number];

/** The recommendation a decision agrees with. */
export function agreesWith(decision: ClientDecision): 'Pass' | 'Fail' {
  return decision === 'rejected' ? 'Fail' : 'Pass';
}

export const clientDecisionSchema = z.object({
  decision: z.enum(clientDecisions),
  /** The day the client decided, YYYY-MM-DD. */
  decided_on: z.iso.date(),
  comment: z.string().nullable(),
  recorded_by: z.object({ id: z.number().int(), name: z.string() }).nullable(),
  recorded_by_party: z.enum(decisionParties),
  recorded_at: z.string(),
  updated_at: z.string(),
});
export type ClientDecisionRecord = z.infer<typeof clientDecisionSchema>;

/** PUT /api/interviews/{id}/client-decision: records or replaces it. */
export const recordClientDecisionSchema = z.object({
  decision: z.enum(clientDecisions, { error: 'Choose the decision' }),
  decided_on: z.iso.date({ error: 'Pick the day of the decision' }),
  comment: textInput().trim().max(2000, 'The comment must be at most 2000 characters').optional(),
});
export type RecordClientDecisionInput = z.input<typeof recordClientDecisionSchema>;

/** Why a decision cannot be recorded yet: the report it answers is the interview's feedback. */
export const DECISION_NEEDS_FEEDBACK = "Record the client's decision once the feedback is in";
export const DECISION_IN_FUTURE = 'The day of the decision cannot be in the future';
export const DECISION_BEFORE_INTERVIEW = "The day of the decision cannot be before the interview's day";

/**
 * What is wrong with the day of a decision, or null: it may not be after today nor before the interview's day,
 * both taken in the agency's time zone (a decision on the evening of the interview is on its day).
 */
export function decisionDayProblem(options: {
  decidedOn: string;
  interviewStart: Date;
  timeZone: string;
  now: Date;
}): string | null {
  const day = Temporal.PlainDate.from(options.decidedOn);
  const dayIn = (instant: Date) =>
    Temporal.Instant.fromEpochMilliseconds(instant.getTime())
      .toZonedDateTimeISO(options.timeZone)
      .toPlainDate();
  if (Temporal.PlainDate.compare(day, dayIn(options.now)) > 0) return DECISION_IN_FUTURE;
  if (Temporal.PlainDate.compare(day, dayIn(options.interviewStart)) < 0) return DECISION_BEFORE_INTERVIEW;
  return null;
}

/**
 * How the interview's history words a decision: 'Advanced, decided on 2026-11-20: second round next week'. The
 * day stays ISO: the server writes it once for every reader's locale.
 */
export function decisionHistoryWords(row: {
  decision: ClientDecision;
  decidedOn: string;
  comment: string | null;
}): string {
  const words = `${clientDecisionLabels[row.decision]}, decided on ${row.decidedOn}`;
  return row.comment ? `${words}: ${row.comment}` : words;
}

/** The client's decision dialog: the decision, its day (today by default) and an optional comment. */
export const clientDecisionFormSchema = formSchema({
  fields: z.object({ decision: z.string(), decided_on: z.string(), comment: z.string() }),
  toBody: ({ comment, ...values }) => ({ ...values, ...(comment.trim() ? { comment } : {}) }),
  request: recordClientDecisionSchema,
});
export type ClientDecisionFormValues = z.input<typeof clientDecisionFormSchema>;
