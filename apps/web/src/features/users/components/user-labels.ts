import type { UserRole, UserStatus } from '@interview-hub/contracts/users';
import dayjs from 'dayjs';

export const roleLabels: Record<UserRole, string> = {
  recruiter: 'Recruiter',
  interviewer: 'Interviewer',
  admin: 'Admin',
};

export const statusLabels: Record<UserStatus, string> = { active: 'Active', blocked: 'Blocked' };

/** Role choices in the spec's order (§2 Users): recruiter first, the default of a new user. */
export const roleOptions = (['recruiter', 'interviewer', 'admin'] as const).map((value) => ({
  value,
  label: roleLabels[value],
}));

export const statusOptions = (['active', 'blocked'] as const).map((value) => ({
  value,
  label: statusLabels[value],
}));

/** A timestamp in the user's time zone, or `empty` when there is none (e.g. a user who never signed in). */
export function formatDateTime(value: string | null, empty = 'Never'): string {
  return value ? dayjs(value).format('MMM D, YYYY HH:mm') : empty;
}
