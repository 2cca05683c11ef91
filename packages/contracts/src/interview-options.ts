/**
 * The interview constants that screens need at first render, apart from the zod schemas in `interviews.ts`:
 * importing that module builds every schema, work a phone should not do before it shows the interviews list.
 */

/** Interview lengths in minutes with their labels (spec §9); 60 is the default for new and rescheduled ones. */
export const interviewDurations = [
  { value: 30, label: '30 minutes' },
  { value: 60, label: '1 hour' },
  { value: 90, label: '1.5 hours' },
  { value: 120, label: '2 hours' },
] as const;
export const DEFAULT_INTERVIEW_DURATION = 60;

/** The columns the interviews list can be sorted by (`sort_by`). */
export const interviewSortColumns = [
  'date',
  'candidate',
  'job_title',
  'interviewer',
  'duration',
  'reschedule_count',
  'status',
  'feedback_due_at',
] as const;
export type InterviewSortColumn = (typeof interviewSortColumns)[number];

/** '1 hour' for 60, or 'N minutes' for a length without a label. */
export function durationLabel(minutes: number): string {
  return interviewDurations.find((d) => d.value === minutes)?.label ?? `${minutes} minutes`;
}
