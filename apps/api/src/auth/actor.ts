import type { UserRole } from '@interview-hub/contracts/users';

/** The signed-in user a request acts for, as checked against a live session. */
export type Actor = {
  id: number;
  sessionId: string;
  name: string;
  email: string;
  role: UserRole;
};
