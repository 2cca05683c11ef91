import { z } from 'zod';
import { interviewSchema } from './interviews';

/** An interview as the interviewer's workspace shows it: with the position's notes for interviewers. */
export const workspaceInterviewSchema = interviewSchema.extend({
  /** The position's notes for interviewers (never its internal notes). */
  note_for_interviewers: z.string().nullable(),
});
export type WorkspaceInterview = z.infer<typeof workspaceInterviewSchema>;

/** A reminder that will reach the interviewer, and how. */
export const upcomingReminderSchema = z.object({
  interview_id: z.number().int(),
  kind: z.enum(['interviewer_before', 'feedback_reminder']),
  due_at: z.string(),
  channel: z.enum(['telegram', 'email']),
  candidate_name: z.string(),
});
export type UpcomingReminder = z.infer<typeof upcomingReminderSchema>;

/** GET /api/my-interviews: the interviewer's own day. */
export const workspaceSchema = z.object({
  /** The caller's interviewer record (where their availability is set), null when they interview nobody. */
  interviewer_id: z.number().int().nullable(),
  /** Not yet ended (from `from`, the viewer's midnight), soonest first. */
  upcoming: z.array(workspaceInterviewSchema),
  /** Started, still expecting feedback, none given: oldest deadline first. */
  feedback_due: z.array(workspaceInterviewSchema),
  /** The latest past interviews, most recent first. */
  recent: z.array(workspaceInterviewSchema),
  reminders: z.array(upcomingReminderSchema),
});
export type Workspace = z.infer<typeof workspaceSchema>;

export const workspaceQuerySchema = z.object({
  /** Where "today" starts for the viewer (their midnight); the last 12 hours without it. */
  from: z.iso.datetime({ offset: true }).optional(),
});
