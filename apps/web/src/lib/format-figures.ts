/**
 * How the Analytics screen and the interviewer's Quality card write figures: the same text in tables, stat cards, charts'
 * tooltips. A figure the server could not compute (null: nothing to divide by) is a dash.
 */
const EMPTY = '—';

let percent: Intl.NumberFormat | undefined;
let decimal: Intl.NumberFormat | undefined;

/** A share 0–1 as a whole percentage: '42%'. */
export function formatShare(share: number | null | undefined): string {
  if (share === null || share === undefined) return EMPTY;
  percent ??= new Intl.NumberFormat(undefined, { style: 'percent', maximumFractionDigits: 0 });
  return percent.format(share);
}

/** A number with at most one decimal: '3.4', '12'. */
export function formatDecimal(value: number | null | undefined): string {
  if (value === null || value === undefined) return EMPTY;
  decimal ??= new Intl.NumberFormat(undefined, { maximumFractionDigits: 1 });
  return decimal.format(value);
}

/** Hours with one decimal: '12.5 h'. */
export function formatHours(hours: number | null | undefined): string {
  return hours === null || hours === undefined ? EMPTY : `${formatDecimal(hours)} h`;
}

/** A difference of two shares in percentage points, signed: '+12 pp', '−8 pp'. */
export function formatPoints(difference: number | null | undefined): string {
  if (difference === null || difference === undefined) return EMPTY;
  const points = Math.round(difference * 100);
  return `${points > 0 ? '+' : points < 0 ? '−' : ''}${Math.abs(points)} pp`;
}
