import type { Interviewer, InterviewerValues } from '@interview-hub/contracts/interviewers';
import { storedLevelAmounts } from '@interview-hub/contracts/money';
import type { Actor } from '../../auth/actor';
import type { InterviewerRow, InterviewerScope, NewInterviewer } from './interviewers.repository';

/** Interviewers see only their own record; admins and recruiters see all. */
export function interviewerScopeFor(actor: Actor): InterviewerScope {
  return actor.role === 'interviewer' ? { interviewerEmail: actor.email } : null;
}

export function toInterviewerDto(row: InterviewerRow): Interviewer {
  return {
    id: row.id,
    name: row.name,
    email: row.email,
    phone: row.phone,
    telegram: row.telegram,
    telegram_chat_id: row.telegramChatId,
    price: row.price == null ? null : Number(row.price),
    rating: row.rating == null ? null : Number(row.rating),
    feedback_folder_id: row.feedbackFolderId,
    notes: row.notes,
    tech_stack: row.techStack,
    timezone: row.timezone,
    level_rates: storedLevelAmounts(row.levelRates),
  };
}

/**
 * The columns an input sets. A field left out of the input is left out here too (an insert takes the column
 * default, an update keeps the value); a null price is stored as unset (null) and a null tech stack as none.
 */
export function interviewerColumns(input: InterviewerValues): Partial<NewInterviewer> {
  const columns: Partial<NewInterviewer> = { name: input.name, email: input.email };
  if (input.phone !== undefined) columns.phone = input.phone;
  if (input.telegram !== undefined) columns.telegram = input.telegram;
  if (input.telegram_chat_id !== undefined) columns.telegramChatId = input.telegram_chat_id;
  if (input.price !== undefined) columns.price = input.price;
  if (input.feedback_folder_id !== undefined) columns.feedbackFolderId = input.feedback_folder_id;
  if (input.notes !== undefined) columns.notes = input.notes;
  if (input.tech_stack !== undefined) columns.techStack = input.tech_stack ?? [];
  if (input.timezone !== undefined) columns.timezone = input.timezone;
  return columns;
}
