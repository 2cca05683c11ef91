import type { InterviewerSignIn } from '@interview-hub/contracts/interviewer-sign-in';
import type { Actor } from '../../auth/actor';
import { findUserByEmail, type UserRow } from '../../auth/user-accounts.repository';
import type { Db } from '../../db/client';
import type { JobQueue } from '../../jobs/job-queue';
import { createUser } from '../users/create-user';
import { getInterviewer } from './get-interviewer';

function signInOf(user: UserRow | null): InterviewerSignIn {
  if (!user) return { status: 'none' };
  if (user.status === 'blocked') return { status: 'blocked' };
  // A user who has never signed in still holds only the invitation.
  return { status: user.lastLogin ? 'active' : 'invited' };
}

/** Whether the interviewer can sign in: the user with their e-mail, whatever its case. */
export async function getInterviewerSignIn(options: {
  db: Db;
  actor: Actor;
  id: number;
}): Promise<InterviewerSignIn> {
  const interviewer = await getInterviewer(options);
  return signInOf(await findUserByEmail(options.db, interviewer.email));
}

/**
 * Gives the interviewer a sign-in: a user with the interviewer role, their name and e-mail, and the invitation
 * e-mail with a set-password link, all by the user-creation use case. A user with that e-mail already answers
 * 409 from there.
 */
export async function inviteInterviewer(options: {
  db: Db;
  queue: JobQueue;
  appUrl: string;
  actor: Actor;
  id: number;
}): Promise<InterviewerSignIn> {
  const interviewer = await getInterviewer(options);
  const user = await createUser({
    ...options,
    input: {
      name: interviewer.name,
      email: interviewer.email,
      role: 'interviewer',
      phone: interviewer.phone,
    },
  });
  return signInOf(user);
}
