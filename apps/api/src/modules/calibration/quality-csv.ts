import type { Quality } from '@interview-hub/contracts/analytics';
import { type CsvCell, safeCsv } from '../../documents/safe-csv';

const header = [
  'Interviewer ID',
  'Interviewer',
  'Interviews',
  'Feedbacks',
  'Rated 1',
  'Rated 2',
  'Rated 3',
  'Rated 4',
  'Rated 5',
  'Mean rating',
  'Peer mean rating',
  'Rating z',
  'Pass rate',
  'Peer pass rate',
  'Pass rate difference',
  'Pass rate z',
  'Client decisions',
  'Agreement',
  'Peer agreement',
  'Agreement z',
  'No-show rate',
  'Peer no-show rate',
  'No-show z',
  'Lateness rate',
  'Peer lateness rate',
  'Lateness z',
  'Flags',
];

/** Counts as they are; shares, means and z to four decimals (the screen shows fewer). */
const number = (value: number) => (Number.isInteger(value) ? String(value) : value.toFixed(4));

/** The table behind the quality section, one row per interviewer, through the one safe CSV writer. */
export function qualityCsv(quality: Quality): string {
  const rows: CsvCell[][] = quality.interviewers.map((q) => [
    String(q.interviewer.id),
    q.interviewer.name,
    q.interviews,
    q.feedbacks,
    ...q.rating_counts,
    q.mean_rating,
    q.peer_mean_rating,
    q.rating_z,
    q.pass_rate,
    q.peer_pass_rate,
    q.pass_rate_difference,
    q.pass_rate_z,
    q.decisions,
    q.agreement,
    q.peer_agreement,
    q.agreement_z,
    q.no_show_rate,
    q.peer_no_show_rate,
    q.no_show_z,
    q.lateness_rate,
    q.peer_lateness_rate,
    q.lateness_z,
    q.flags.join(' '),
  ]);
  return safeCsv([header, ...rows], number);
}
