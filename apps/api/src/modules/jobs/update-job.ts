import {
  type JobDetail,
  type JobUpdateInput,
  type JobUpdateValues,
  jobUpdateSchema,
} from '@interview-hub/contracts/jobs';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { richTextIfHtml } from '../../lib/sanitize-html';
import { POSITION_NOT_FOUND } from './get-job';
import { allJobFields, toJobDetailDto } from './job-dto';
import { findJobById, type NewJob, templateExists, updateJobRow } from './jobs.repository';

export const TEMPLATE_NOT_FOUND = 'Template not found';

/** The columns an edit sets: only the fields sent (the two position screens send different fields). */
function jobColumns(input: JobUpdateValues): Partial<NewJob> {
  const columns: Partial<NewJob> = {};
  if (input.title !== undefined) columns.title = input.title;
  if (input.status !== undefined) columns.status = input.status;
  if (input.template_id !== undefined) columns.templateId = input.template_id;
  if (input.technologies !== undefined) columns.technologies = input.technologies;
  if (input.note_for_interviewers !== undefined)
    columns.noteForInterviewers = richTextIfHtml(input.note_for_interviewers);
  if (input.internal_notes !== undefined) columns.internalNotes = richTextIfHtml(input.internal_notes);
  if (input.feedback_template_link !== undefined) columns.feedbackTemplateLink = input.feedback_template_link;
  return columns;
}

/** Saves either position screen's edit; a template that does not exist answers 400. */
export async function updateJob(options: {
  db: Db;
  actor: Actor;
  id: number;
  input: JobUpdateInput;
}): Promise<JobDetail> {
  const input = jobUpdateSchema.parse(options.input);
  const columns = jobColumns(input);
  return options.db.transaction(async (tx) => {
    const before = await findJobById(tx, options.id);
    if (!before) throw new AppError('NOT_FOUND', POSITION_NOT_FOUND);
    if (input.template_id != null && !(await templateExists(tx, input.template_id))) {
      throw new AppError('BAD_REQUEST', TEMPLATE_NOT_FOUND);
    }
    if (Object.keys(columns).length === 0) return toJobDetailDto(before, allJobFields);
    await updateJobRow(tx, before.job.id, columns);
    const after = await findJobById(tx, before.job.id);
    if (!after) throw new Error('job vanished inside its update');
    await writeAudit(tx, {
      actorId: options.actor.id,
      action: 'job.update',
      entity: 'job',
      entityId: before.job.id,
      before: toJobDetailDto(before, allJobFields),
      after: toJobDetailDto(after, allJobFields),
    });
    return toJobDetailDto(after, allJobFields);
  });
}
