import { z } from 'zod';
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
