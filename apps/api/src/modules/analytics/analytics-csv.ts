import type { Load, MoneyAnalytics, Speed, Throughput } from '@interview-hub/contracts/analytics';
import { cancellingPartyLabels, cancelReasonLabels } from '@interview-hub/contracts/interviews';
import { majorUnits } from '@interview-hub/contracts/money';
import { formatSheetDateTime } from '../../documents/report-date';
import { type CsvCell, safeCsv } from '../../documents/safe-csv';

/**
 * The tables behind each section's charts as CSV (`safeCsv`: UTF-8 with a byte order mark, formulas escaped).
 * A section with several tables lists them one after another, an empty row between; counts are numbers, money
 * in major units of the agency's currency.
 */
type Rows = CsvCell[][];
const capital = (text: string) => text.charAt(0).toUpperCase() + text.slice(1);

export function throughputCsv(data: Throughput): string {
  const weeks: Rows = [
    [
      'Week (Monday)',
      'Scheduled',
      'Completed',
      'Candidate no-show',
      'Interviewer no-show',
      'Cancelled',
      'Total',
    ],
    ...data.weeks.map((w) => [
      w.week,
      w.scheduled,
      w.completed,
      w.candidate_no_show,
      w.interviewer_no_show,
      w.cancelled,
      w.total,
    ]),
  ];
  const reschedules: Rows = [
    ['Reschedule reason', 'Reschedules', 'Late'],
    ...data.reschedules.map((r) => [r.reason || 'No reason given', r.count, r.late]),
  ];
  const cancellations: Rows = [
    ['Cancelled by', 'Reason', 'Cancellations', 'Late'],
    ...data.cancellations.map((c) => [
      capital(cancellingPartyLabels[c.by]),
      cancelReasonLabels[c.reason],
      c.count,
      c.late,
    ]),
  ];
  return safeCsv([...weeks, [], ...reschedules, [], ...cancellations]);
}

export function speedCsv(data: Speed): string {
  const row = (name: string, f: Speed['overall']): CsvCell[] => [
    name,
    f.feedbacks,
    f.median_hours,
    f.p90_hours,
    f.on_time,
    f.late,
    f.overdue,
    f.adherence,
  ];
  return safeCsv([
    ['Interviewer', 'Feedbacks', 'Median hours', 'P90 hours', 'On time', 'Late', 'Overdue', 'Adherence'],
    row('All interviewers', data.overall),
    ...data.interviewers.map((f) => row(f.interviewer.name, f)),
  ]);
}

export function loadCsv(data: Load): string {
  const timeZone = data.range.time_zone;
  return safeCsv([
    ['Interviewer', 'Weekly cap', ...data.weeks, 'Total', 'Weeks over cap'],
    ...data.interviewers.map((i) => [i.interviewer.name, i.week_cap, ...i.counts, i.total, i.over_cap_weeks]),
    [],
    ['Idle interviewer', 'Last interview', 'Days idle'],
    ...data.idle.map((i) => [
      i.interviewer.name,
      i.last_interview_at === null ? 'Never' : formatSheetDateTime(new Date(i.last_interview_at), timeZone),
      i.days_idle,
    ]),
  ]);
}

export function moneyCsv(data: MoneyAnalytics): string {
  const { currency } = data;
  const amounts = ['Charged', 'Paid', 'Held', 'Margin'].map((name) => `${name} (${currency})`);
  // Counts go as text: every number of this sheet is written in major units.
  const sums = (row: Omit<MoneyAnalytics['months'][number], 'period'>): CsvCell[] => [
    String(row.interviews),
    row.charged,
    row.paid,
    row.held,
    row.margin,
  ];
  return safeCsv(
    [
      ['Month', 'Interviews', ...amounts],
      ...data.months.map((m) => [m.period, ...sums(m)]),
      [],
      ['Client', 'Interviews', ...amounts],
      ...data.clients.map((c) => [c.client?.name ?? 'No client', ...sums(c)]),
      [],
      ['Position', 'Client', 'Interviews', ...amounts],
      ...data.positions.map((p) => [p.job.title, p.client_name ?? 'No client', ...sums(p)]),
    ],
    (minor) => majorUnits(minor, currency),
  );
}
