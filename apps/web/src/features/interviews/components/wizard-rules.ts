import type { Candidate } from '@interview-hub/contracts/candidates';
import { DEFAULT_INTERVIEW_DURATION } from '@interview-hub/contracts/interview-options';
import type { Interviewer } from '@interview-hub/contracts/interviewers';
import type { CreateInterviewInput } from '@interview-hub/contracts/interviews';
import type { Job } from '@interview-hub/contracts/jobs';
import { viewerTimeZone } from '../../../lib/format-date';
import { toIsoDateTime } from './schedule-options';

export type InterviewDuration = CreateInterviewInput['duration'];

/** What the wizard keeps of the chosen interviewer (a list row and a ranked match both carry it). */
export type WizardInterviewer = Pick<Interviewer, 'id' | 'name' | 'email' | 'tech_stack'>;

export type WizardValues = {
  /**
   * The choices are kept whole: a choice stays shown when a later search (or the first page of a long list) does
   * not hold it.
   */
  job: Job | null;
  interviewer: WizardInterviewer | null;
  candidate: Candidate | null;
  day: string | null;
  time: string | null;
  duration: InterviewDuration;
  notes: string;
  /** Every slot of the agency's hours, not only the interviewer's free ones (issue 20's soft override). */
  showAllTimes: boolean;
  /** Why a time outside their free time is booked anyway; recorded in the history. */
  overrideReason: string;
};

export const initialWizardValues: WizardValues = {
  job: null,
  interviewer: null,
  candidate: null,
  day: null,
  time: null,
  duration: DEFAULT_INTERVIEW_DURATION,
  notes: '',
  showAllTimes: false,
  overrideReason: '',
};

export const wizardSteps = [
  { label: 'Participants', description: 'Position, interviewer, candidate' },
  { label: 'Schedule', description: 'Date, time, duration' },
  { label: 'Details', description: 'Optional notes' },
] as const;
export const LAST_WIZARD_STEP = wizardSteps.length - 1;

/**
 * Spec §5: step 1 needs position, interviewer and candidate; step 2 date and time, and a reason when the time is
 * outside the interviewer's free time; notes are optional.
 */
export function isStepComplete(step: number, values: WizardValues, needsReason = false): boolean {
  if (step === 0) return values.job !== null && values.interviewer !== null && values.candidate !== null;
  if (step === 1) {
    return (
      values.day !== null && values.time !== null && (!needsReason || values.overrideReason.trim() !== '')
    );
  }
  return true;
}

const escapeHtml = (text: string) =>
  text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');

/**
 * Plain text as simple HTML: blank lines separate paragraphs, single line breaks become <br>. Undefined when the
 * trimmed text is empty, so the field is left out (spec §5).
 */
export function notesToHtml(text: string): string | undefined {
  const trimmed = text.trim();
  if (!trimmed) return undefined;
  return trimmed
    .split(/\n\s*\n/)
    .map((paragraph) => `<p>${escapeHtml(paragraph.trim()).replace(/\n/g, '<br>')}</p>`)
    .join('');
}

/** The POST /api/interviews body, or null while a required value is missing. */
export function toCreateInput(values: WizardValues, allowConflict: boolean): CreateInterviewInput | null {
  const { job, interviewer, candidate, day, time } = values;
  if (job === null || interviewer === null || candidate === null || day === null || time === null) {
    return null;
  }
  const notes = notesToHtml(values.notes);
  const reason = values.showAllTimes ? values.overrideReason.trim() : '';
  return {
    interviewer_id: interviewer.id,
    job_id: job.id,
    candidate_id: candidate.id,
    date: toIsoDateTime(day, time),
    duration: values.duration,
    timezone: viewerTimeZone(),
    ...(notes ? { recruiter_notes: notes } : {}),
    ...(allowConflict ? { allow_conflict: true } : {}),
    ...(reason ? { override_reason: reason } : {}),
  };
}
