import type { UserRole } from './users';

/**
 * Who may do what: the one table both sides read. The server narrows its routes with it (`roles` in a route's
 * config) and the client shows each role only the actions it may take, so a button never leads to a 403.
 * Record-level rules (an interviewer's own interviews and feedback) are checked by the server on top of these.
 */
export const permissionRoles = {
  /** Every interview, not only one's own: staff filter the list by interviewer. */
  'interviews.readAll': ['admin', 'recruiter'],
  'interviews.create': ['admin', 'recruiter'],
  'interviews.reschedule': ['admin', 'recruiter'],
  'interviews.cancel': ['admin', 'recruiter'],
  /** Record what happened (attended, no-show, cancelled); an interviewer only for their own, after its start. */
  'interviews.recordOutcome': ['admin', 'recruiter', 'interviewer'],
  /** 'My interviews', the interviewer's own workspace and landing screen. */
  'interviews.workspace': ['interviewer'],
  /** The client's decision on the candidate after the report (issue 22). */
  'interviews.recordClientDecision': ['admin', 'recruiter'],
  'feedback.submit': ['admin', 'recruiter', 'interviewer'],
  'feedback.edit': ['admin', 'recruiter', 'interviewer'],
  /** Anyone's feedback; the others edit only what they wrote. */
  'feedback.editAny': ['admin', 'recruiter'],
  'interviewers.create': ['admin', 'recruiter'],
  'interviewers.edit': ['admin', 'recruiter'],
  /** Their own phone, Telegram and time zone, for interviewers (the server checks it is their own). */
  'interviewers.editContact': ['admin', 'recruiter', 'interviewer'],
  /** An interviewer's availability (time zone, weekly hours, time off); interviewers their own, caps excepted. */
  'interviewers.editAvailability': ['admin', 'recruiter', 'interviewer'],
  /** The caps on an interviewer's interviews per day and per week. */
  'interviewers.editCaps': ['admin', 'recruiter'],
  /** Create an interviewer's sign-in (a user with the interviewer role) and e-mail the invitation. */
  'interviewers.invite': ['admin', 'recruiter'],
  'candidates.edit': ['admin', 'recruiter'],
  'clients.edit': ['admin', 'recruiter'],
  'positions.edit': ['admin', 'recruiter'],
  /** Billing rules of clients and positions, a position's level, interviewers' pay per level (issue 21). */
  'rates.edit': ['admin', 'recruiter'],
  'positions.readInternalNotes': ['admin', 'recruiter'],
  'templates.edit': ['admin', 'recruiter'],
  'manatal.import': ['admin', 'recruiter'],
  'manatal.syncRecords': ['admin', 'recruiter'],
  'manatal.syncCandidates': ['admin'],
  'users.manage': ['admin'],
  /** List the embedded database's backups and take one now. */
  'backups.manage': ['admin'],
  /** The agency's settings (time zone, working hours, deadlines, reminders); recruiters read them. */
  'settings.read': ['admin', 'recruiter'],
  'settings.manage': ['admin'],
  /** The ledger, its months, the margin, statements and invoices (issue 21): money is the admins'. */
  'finance.read': ['admin'],
  /** Close a month; price an interview again. */
  'finance.manage': ['admin'],
  /** An interviewer's own earnings and statements (the screen; the server answers anyone with their own). */
  'finance.ownEarnings': ['interviewer'],
  /** The Analytics screen, the interviews' summary strip and interviewers' quality cards; its money part needs finance.read. */
  'analytics.read': ['admin', 'recruiter'],
} as const satisfies Record<string, readonly UserRole[]>;

export type Permission = keyof typeof permissionRoles;

/** Whether a role may take an action; no role (signed out, unreadable token) may take none. */
export function can(role: UserRole | null | undefined, permission: Permission): boolean {
  if (!role) return false;
  const roles: readonly UserRole[] = permissionRoles[permission];
  return roles.includes(role);
}
