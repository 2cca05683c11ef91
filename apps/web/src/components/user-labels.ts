import type { UserRole, UserStatus } from '@interview-hub/contracts/users';

export const roleLabels: Record<UserRole, string> = {
  recruiter: 'Recruiter',
  interviewer: 'Interviewer',
  admin: 'Admin',
};

export const statusLabels: Record<UserStatus, string> = { active: 'Active', blocked: 'Blocked' };
