import type {
  CalibrationFlag,
  InterviewerQuality,
  InterviewerQualityCard,
} from '@interview-hub/contracts/analytics';
import { formatPoints, formatShare } from '../../../lib/format-figures';

const DAY = 86_400_000;

/** A signed number with a real minus sign, to `digits` decimals. */
const signed = (value: number, digits: number) => {
  const text = Math.abs(value).toFixed(digits);
  return value < 0 ? `−${text}` : value > 0 ? `+${text}` : text;
};

export const plural = (count: number, one: string, many: string) => `${count} ${count === 1 ? one : many}`;

/** What each flag says, above and below the peers, and what its z counts. */
const flagTexts: Record<CalibrationFlag, { above: string; below: string; z: keyof InterviewerQuality }> = {
  rating: {
    above: 'Rates far higher than peers on the same positions',
    below: 'Rates far lower than peers on the same positions',
    z: 'rating_z',
  },
  pass_rate: {
    above: 'Passes far more candidates than peers on the same positions',
    below: 'Passes far fewer candidates than peers on the same positions',
    z: 'pass_rate_z',
  },
  agreement: {
    above: "Agrees with clients' decisions far more often than peers",
    below: "Agrees with clients' decisions far less often than peers",
    z: 'agreement_z',
  },
  no_show: {
    above: 'Misses far more interviews than other interviewers',
    below: 'Misses far fewer interviews than other interviewers',
    z: 'no_show_z',
  },
  lateness: {
    above: 'Gives feedback late far more often than other interviewers',
    below: 'Gives feedback late far less often than other interviewers',
    z: 'lateness_z',
  },
};

/** The count a flag's z rests on, in words. */
function basis(flag: CalibrationFlag, quality: InterviewerQuality): string {
  if (flag === 'agreement') return plural(quality.decisions, 'client decision', 'client decisions');
  if (flag === 'no_show') return plural(quality.interviews, 'interview', 'interviews');
  return plural(quality.feedbacks, 'feedback', 'feedbacks');
}

/** 'Passes far more candidates than peers on the same positions (z = 2.9, 12 feedbacks)'. */
export function flagMessage(flag: CalibrationFlag, quality: InterviewerQuality): string {
  const texts = flagTexts[flag];
  const z = quality[texts.z];
  if (typeof z !== 'number') return texts.above;
  const zText = signed(z, 1).replace('+', '');
  return `${z > 0 ? texts.above : texts.below} (z = ${zText}, ${basis(flag, quality)})`;
}

/** 'Last 180 days; flagged when |z| > 2 with at least 10 feedbacks (…)'. */
export function ruleLine(card: InterviewerQualityCard): string {
  const days = Math.round((Date.parse(card.range.to) - Date.parse(card.range.from)) / DAY) + 1;
  const { z_threshold, min_interviews } = card.rule;
  return `Last ${days} days; flagged when |z| > ${z_threshold} with at least ${min_interviews} feedbacks (client decisions for agreement, interviews for no-shows)`;
}

/** '3.8 (peers 3.0)'. */
export function ratingText(quality: InterviewerQuality): string | null {
  if (quality.mean_rating === null) return null;
  const own = quality.mean_rating.toFixed(1);
  return quality.peer_mean_rating === null ? own : `${own} (peers ${quality.peer_mean_rating.toFixed(1)})`;
}

/** '92% (peers 50%, +42 pp)'. */
export function passRateText(quality: InterviewerQuality): string | null {
  if (quality.pass_rate === null) return null;
  const own = formatShare(quality.pass_rate);
  if (quality.peer_pass_rate === null || quality.pass_rate_difference === null) return own;
  return `${own} (peers ${formatShare(quality.peer_pass_rate)}, ${formatPoints(quality.pass_rate_difference)})`;
}

/** '75% of 4 client decisions (peers 50%)', or that none is recorded. */
export function agreementText(quality: InterviewerQuality): string {
  if (quality.agreement === null) return 'No client decision recorded yet';
  const own = `${formatShare(quality.agreement)} of ${plural(quality.decisions, 'client decision', 'client decisions')}`;
  return quality.peer_agreement === null ? own : `${own} (peers ${formatShare(quality.peer_agreement)})`;
}

/** A rate with the count it divides by and the other interviewers' rate: '0% of 12 interviews (others 6%)'. */
export function rateText(rate: number | null, peer: number | null, count: string): string | null {
  if (rate === null) return null;
  const own = `${formatShare(rate)} of ${count}`;
  return peer === null ? own : `${own} (others ${formatShare(peer)})`;
}
