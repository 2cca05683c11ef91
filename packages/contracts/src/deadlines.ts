import type { AgencySettings } from './settings';

const HOUR = 3_600_000;

/** When feedback on an interview is due: its end plus the agency's feedback window. */
export function feedbackDueAt(
  start: Date,
  duration: number,
  settings: Pick<AgencySettings, 'feedback_due_hours'>,
): Date {
  return new Date(start.getTime() + duration * 60_000 + settings.feedback_due_hours * HOUR);
}

/** A cancellation or move is late when made inside the late window before the start, or after the start. */
export function isLate(start: Date, at: Date, settings: Pick<AgencySettings, 'late_window_hours'>): boolean {
  return at.getTime() > start.getTime() - settings.late_window_hours * HOUR;
}
