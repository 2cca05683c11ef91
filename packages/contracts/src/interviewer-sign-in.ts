import { z } from 'zod';

/**
 * Whether an interviewer can sign in: the user with their e-mail (any case), which is how an interviewer record
 * and a sign-in are linked. `invited` has not signed in yet; `active` has; `blocked` was blocked by an admin.
 */
export const interviewerSignInStatuses = ['none', 'invited', 'active', 'blocked'] as const;
export const interviewerSignInSchema = z.object({
  status: z.enum(interviewerSignInStatuses),
});
export type InterviewerSignIn = z.infer<typeof interviewerSignInSchema>;

/** The interviewer page's text for each state. */
export const signInStatusText: Record<InterviewerSignIn['status'], string> = {
  none: 'No sign-in yet',
  invited: 'Invitation sent',
  active: 'Has sign-in access',
  blocked: 'Sign-in blocked',
};
