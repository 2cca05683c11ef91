import type { Job, JobDetail } from '@interview-hub/contracts/jobs';
import { can } from '@interview-hub/contracts/permissions';
import { normalizePositionStatus } from '@interview-hub/contracts/position-status';
import type { Actor } from '../../auth/actor';
import type { JobRow } from './jobs.repository';

/** Internal notes are for recruiters and admins only (spec §6): interviewers never receive the key. */
export function seesInternalNotes(actor: Actor): boolean {
  return can(actor.role, 'positions.readInternalNotes');
}

export function toJobDto(row: JobRow, withInternalNotes: boolean): Job {
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
  };
  if (withInternalNotes) dto.internal_notes = job.internalNotes;
  return dto;
}

export function toJobDetailDto(row: JobRow, withInternalNotes: boolean): JobDetail {
  return { ...toJobDto(row, withInternalNotes), client: row.client };
}
