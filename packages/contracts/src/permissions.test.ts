import { describe, expect, it } from 'vitest';
import { can, permissionRoles } from './permissions';

describe('can', () => {
  it('lets staff schedule, reschedule and cancel interviews, and not interviewers', () => {
    for (const action of ['interviews.create', 'interviews.reschedule', 'interviews.cancel'] as const) {
      expect(can('admin', action)).toBe(true);
      expect(can('recruiter', action)).toBe(true);
      expect(can('interviewer', action)).toBe(false);
    }
  });

  it('keeps user management and the candidate sync to admins', () => {
    expect(can('admin', 'users.manage')).toBe(true);
    expect(can('recruiter', 'users.manage')).toBe(false);
    expect(can('recruiter', 'manatal.syncCandidates')).toBe(false);
    expect(can('recruiter', 'manatal.syncRecords')).toBe(true);
  });

  it('lets interviewers submit feedback, and edit only their own (staff edit any)', () => {
    expect(can('interviewer', 'feedback.submit')).toBe(true);
    expect(can('interviewer', 'feedback.editAny')).toBe(false);
    expect(can('recruiter', 'feedback.editAny')).toBe(true);
  });

  it('lets staff read every interview (and filter by interviewer); interviewers read their own', () => {
    expect(can('admin', 'interviews.readAll')).toBe(true);
    expect(can('recruiter', 'interviews.readAll')).toBe(true);
    expect(can('interviewer', 'interviews.readAll')).toBe(false);
  });

  it('allows nothing without a role', () => {
    for (const permission of Object.keys(permissionRoles) as (keyof typeof permissionRoles)[]) {
      expect(can(null, permission)).toBe(false);
      expect(can(undefined, permission)).toBe(false);
    }
  });
});
