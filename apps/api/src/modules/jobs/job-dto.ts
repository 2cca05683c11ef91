import type { Job, JobDetail } from '@interview-hub/contracts/jobs';
import { storedBillingRule, storedPositionLevel } from '@interview-hub/contracts/money';
import { can } from '@interview-hub/contracts/permissions';
import { normalizePositionStatus } from '@interview-hub/contracts/position-status';
import type { Actor } from '../../auth/actor';
import type { JobRow } from './jobs.repository';

/** The keys only some roles receive: the fields are left out, not emptied, for the others. */
export type JobFieldAccess = { internalNotes: boolean; billing: boolean };

/** Internal notes (spec §6) and billing rules (ARCHITECTURE §9) are for recruiters and admins only. */
export function jobFieldsFor(actor: Actor): JobFieldAccess {
  return {
    internalNotes: can(actor.role, 'positions.readInternalNotes'),
    billing: can(actor.role, 'rates.edit'),
  };
}

/** Every field: for the audit log and for staff's own writes. */
export const allJobFields: JobFieldAccess = { internalNotes: true, billing: true };

export function toJobDto(row: JobRow, access: JobFieldAccess): Job {
  const { job } = row;
  const dto: Job = {
    id: job.id,
    title: job.title,
    // Stored statuses are already normal; older spellings are read the way the screens read them.
    status: normalizePositionStatus(job.status) ?? 'active',
    client_id: job.clientId,
    client_name: row.client?.name ?? null,
    technologies: job.technologies,
    template_id: job.templateId,
    template_name: row.templateName,
    note_for_interviewers: job.noteForInterviewers,
    feedback_template_link: job.feedbackTemplateLink,
    posting_link: job.postingLink,
    manatal_id: job.manatalId,
    interview_count: row.interviewCount,
    level: storedPositionLevel(job.level),
  };
  if (access.internalNotes) dto.internal_notes = job.internalNotes;
  if (access.billing) dto.billing = storedBillingRule(job.billing);
  return dto;
}

export function toJobDetailDto(row: JobRow, access: JobFieldAccess): JobDetail {
  if (!row.client) return { ...toJobDto(row, access), client: null };
  const { billing, ...client } = row.client;
  return {
    ...toJobDto(row, access),
    client: access.billing ? { ...client, billing: storedBillingRule(billing) } : client,
  };
}
