import type { StructuredFeedback } from '@interview-hub/contracts/feedback';

/**
 * Everything the client-ready feedback report shows, and nothing more: recruiter-only data (internal notes,
 * interviewer price, recruiter notes) has no place here, so it cannot leak into a document sent to a client.
 */
export type FeedbackReport = {
  feedbackId: number;
  candidate: { name: string; title?: string | null };
  position: { title: string };
  client: { name: string } | null;
  interviewer: { name: string };
  interviewDate: Date;
  submittedAt: Date;
  /** IANA time zone the report's dates are printed in: the agency's, named on the page. */
  timeZone: string;
  content: { kind: 'structured'; feedback: StructuredFeedback } | { kind: 'plain'; text: string };
};
