import {
  ANALYTICS_DEFAULT_DAYS,
  type AnalyticsQuery,
  CALIBRATION_RULE,
  type CalibrationFlag,
  type InterviewerQuality,
  type InterviewerQualityCard,
  type Quality,
} from '@interview-hub/contracts/analytics';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { getInterviewer } from '../interviewers/get-interviewer';
import { type QualityRow, selectQuality } from './calibration.repository';
import { resolveCalibrationScope } from './calibration-scope';

/** The interviewer page's card looks back further than the screen: half a year gives most interviewers enough feedbacks. */
export const QUALITY_CARD_DEFAULT_DAYS = 180;

const rule = { min_interviews: CALIBRATION_RULE.min_interviews, z_threshold: CALIBRATION_RULE.z_threshold };

function flagsOf(row: QualityRow): CalibrationFlag[] {
  const raised: Record<CalibrationFlag, boolean> = {
    rating: row.rating_flag,
    pass_rate: row.pass_rate_flag,
    agreement: row.agreement_flag,
    no_show: row.no_show_flag,
    lateness: row.lateness_flag,
  };
  return (Object.keys(raised) as CalibrationFlag[]).filter((flag) => raised[flag]);
}

function toInterviewerQuality(row: QualityRow): InterviewerQuality {
  return {
    interviewer: { id: row.interviewer_id, name: row.name },
    interviews: row.interviews,
    feedbacks: row.feedbacks,
    rating_counts: [row.rating_1, row.rating_2, row.rating_3, row.rating_4, row.rating_5],
    mean_rating: row.mean_rating,
    peer_mean_rating: row.peer_mean_rating,
    rating_z: row.rating_z,
    pass_rate: row.pass_rate,
    peer_pass_rate: row.peer_pass_rate,
    pass_rate_difference:
      row.pass_rate === null || row.peer_pass_rate === null ? null : row.pass_rate - row.peer_pass_rate,
    pass_rate_z: row.pass_rate_z,
    decisions: row.decisions,
    agreement: row.agreement,
    peer_agreement: row.peer_agreement,
    agreement_z: row.agreement_z,
    no_show_rate: row.no_show_rate,
    peer_no_show_rate: row.peer_no_show_rate,
    no_show_z: row.no_show_z,
    lateness_rate: row.lateness_rate,
    peer_lateness_rate: row.peer_lateness_rate,
    lateness_z: row.lateness_z,
    flags: flagsOf(row),
  };
}

/** An interviewer with no interview in scope: nothing counted, nothing compared, nothing flagged. */
function withoutInterviews(interviewer: { id: number; name: string }): InterviewerQuality {
  return {
    interviewer,
    interviews: 0,
    feedbacks: 0,
    rating_counts: [0, 0, 0, 0, 0],
    mean_rating: null,
    peer_mean_rating: null,
    rating_z: null,
    pass_rate: null,
    peer_pass_rate: null,
    pass_rate_difference: null,
    pass_rate_z: null,
    decisions: 0,
    agreement: null,
    peer_agreement: null,
    agreement_z: null,
    no_show_rate: null,
    peer_no_show_rate: null,
    no_show_z: null,
    lateness_rate: null,
    peer_lateness_rate: null,
    lateness_z: null,
    flags: [],
  };
}

type QualityOptions = { db: Db; query: AnalyticsQuery; defaultTimeZone: string; now?: Date };

/** GET /api/analytics/quality: every interviewer with an interview in scope, against their peers. */
export async function getQuality(options: QualityOptions): Promise<Quality> {
  const now = options.now ?? new Date();
  const scope = await resolveCalibrationScope(options.db, options.query, {
    defaultTimeZone: options.defaultTimeZone,
    defaultDays: ANALYTICS_DEFAULT_DAYS,
    now,
  });
  const rows = await selectQuality(options.db, scope, { now });
  return { range: scope.range, rule, interviewers: rows.map(toInterviewerQuality) };
}

/**
 * GET /api/interviewers/{id}/quality: one interviewer's figures against the same peers as on the Analytics
 * screen (the filters narrow both). 404 for an interviewer the actor may not see.
 */
export async function getInterviewerQualityCard(
  options: QualityOptions & { actor: Actor; id: number },
): Promise<InterviewerQualityCard> {
  const interviewer = await getInterviewer({ db: options.db, actor: options.actor, id: options.id });
  const now = options.now ?? new Date();
  const scope = await resolveCalibrationScope(options.db, options.query, {
    defaultTimeZone: options.defaultTimeZone,
    defaultDays: QUALITY_CARD_DEFAULT_DAYS,
    now,
  });
  const [row] = await selectQuality(options.db, scope, { now, interviewerId: interviewer.id });
  return {
    range: scope.range,
    rule,
    quality: row
      ? toInterviewerQuality(row)
      : withoutInterviews({ id: interviewer.id, name: interviewer.name }),
  };
}
