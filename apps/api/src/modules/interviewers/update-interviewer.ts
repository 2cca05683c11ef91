import {
  DUPLICATE_INTERVIEWER_EMAIL,
  INTERVIEWER_OWN_FIELDS_ONLY,
  type InterviewerInput,
  type InterviewerValues,
  interviewerInputSchema,
} from '@interview-hub/contracts/interviewers';
import { can } from '@interview-hub/contracts/permissions';
import { writeAudit } from '../../audit/audit.repository';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { INTERVIEWER_NOT_FOUND } from './get-interviewer';
import { interviewerColumns, interviewerScopeFor, toInterviewerDto } from './interviewer-dto';
import {
  findInterviewerByEmail,
  findInterviewerById,
  type InterviewerRow,
  isUniqueViolation,
  updateInterviewerRow,
} from './interviewers.repository';

/** The columns only staff may change (all but the interviewer's own phone, Telegram and time zone). */
const staffColumns = ['name', 'email', 'price', 'feedbackFolderId', 'notes', 'techStack'] as const;

/**
 * Interviewers save their own record (anyone else's answers 404) and change only their phone, Telegram and time
 * zone: any other change is refused (403), not dropped.
 */
function assertOwnFieldsOnly(actor: Actor, before: InterviewerRow, input: InterviewerValues) {
  if (can(actor.role, 'interviewers.edit')) return;
  const columns = interviewerColumns(input);
  const changed = staffColumns.some(
    (column) =>
      column in columns && JSON.stringify(columns[column] ?? null) !== JSON.stringify(before[column] ?? null),
  );
  if (changed) throw new AppError('FORBIDDEN', INTERVIEWER_OWN_FIELDS_ONLY);
}

/**
 * Saves the interviewer page's edit. Fields left out keep their value; the rating is read-only. Moving to an
 * e-mail another interviewer has answers 409.
 */
export async function updateInterviewer(options: {
  db: Db;
  actor: Actor;
  id: number;
  input: InterviewerInput;
}): Promise<InterviewerRow> {
  const input = interviewerInputSchema.parse(options.input);
  try {
    return await options.db.transaction(async (tx) => {
      const before = await findInterviewerById(tx, options.id, interviewerScopeFor(options.actor));
      if (!before) throw new AppError('NOT_FOUND', INTERVIEWER_NOT_FOUND);
      assertOwnFieldsOnly(options.actor, before, input);
      const sameEmail = await findInterviewerByEmail(tx, input.email);
      if (sameEmail && sameEmail.id !== before.id)
        throw new AppError('CONFLICT', DUPLICATE_INTERVIEWER_EMAIL);
      const after = await updateInterviewerRow(tx, before.id, interviewerColumns(input));
      await writeAudit(tx, {
        actorId: options.actor.id,
        action: 'interviewer.update',
        entity: 'interviewer',
        entityId: before.id,
        before: toInterviewerDto(before),
        after: toInterviewerDto(after),
      });
      return after;
    });
  } catch (error) {
    if (isUniqueViolation(error)) throw new AppError('CONFLICT', DUPLICATE_INTERVIEWER_EMAIL);
    throw error;
  }
}
