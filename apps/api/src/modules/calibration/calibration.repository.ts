import { CALIBRATION_RULE } from '@interview-hub/contracts/analytics';
import { type SQL, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from '../../db/sql-values';
import type { CalibrationScope } from './calibration-scope';

/** Fewer peer feedbacks than this on the position, and the peers are those of the level (then of all positions). */
export const MIN_PEER_FEEDBACKS = 3;

/** One interviewer's figures as the statement answers them (counts as integers, the rest float8 or null). */
export type QualityRow = {
  interviewer_id: number;
  name: string;
  interviews: number;
  no_shows: number;
  feedbacks: number;
  rating_1: number;
  rating_2: number;
  rating_3: number;
  rating_4: number;
  rating_5: number;
  mean_rating: number | null;
  peer_mean_rating: number | null;
  rating_z: number | null;
  pass_rate: number | null;
  peer_pass_rate: number | null;
  pass_rate_z: number | null;
  decisions: number;
  agreement: number | null;
  peer_agreement: number | null;
  agreement_z: number | null;
  no_show_rate: number | null;
  peer_no_show_rate: number | null;
  no_show_z: number | null;
  lateness_rate: number | null;
  peer_lateness_rate: number | null;
  lateness_z: number | null;
  rating_flag: boolean;
  pass_rate_flag: boolean;
  agreement_flag: boolean;
  no_show_flag: boolean;
  lateness_flag: boolean;
};

/** The sum of a cell column over the other interviewers' cells of the same tier (a window minus one's own). */
const othersOf = (column: string) =>
  sql.raw(`
    sum(${column}) over (partition by job_id) - ${column} as job_${column},
    sum(${column}) over (partition by level) - sum(${column}) over (partition by interviewer_id, level) as level_${column},
    sum(${column}) over () - sum(${column}) over (partition by interviewer_id) as all_${column}`);

/** The column of the tier a cell's peers come from (`tier` for ratings and passes, `decided_tier` for agreement). */
const picked = (column: string, tier: 'tier' | 'decided_tier') =>
  sql.raw(`case ${tier} when 1 then job_${column} when 2 then level_${column} when 3 then all_${column} end`);

/** 1: the position; 2: the position's level (none when it has no level); 3: every position in scope; null: no peer. */
const tierBy = (count: string) =>
  sql.raw(`case when job_${count} >= ${MIN_PEER_FEEDBACKS} then 1
    when level is not null and level_${count} >= ${MIN_PEER_FEEDBACKS} then 2
    when all_${count} > 0 then 3 end`);

/** z of a share `p` over `n` against the expected share `e`; null when e is 0 or 1 (no spread) or n is 0. */
const proportionZ = (p: string, e: string, n: string) =>
  sql.raw(
    `case when ${n} > 0 and ${e} > 0 and ${e} < 1 then (${p} - ${e}) / sqrt(${e} * (1 - ${e}) / ${n}) end`,
  );

/** Flagged: at least the rule's count of what the figure divides by, and |z| over the threshold. */
const flag = (z: string, n: string) =>
  sql`coalesce(${sql.raw(n)} >= ${CALIBRATION_RULE.min_interviews} and abs(${sql.raw(z)}) > ${CALIBRATION_RULE.z_threshold}, false)`;

/**
 * Every interviewer's quality figures against their peers, in one statement (decision record 029 states the
 * rules). Population: interviews in scope, started by `now`, not cancelled. Feedbacks: theirs with a rating 1–5
 * and a Pass or Fail. Ratings and passes are compared per (interviewer × position) cell with the other
 * interviewers' feedbacks on the position, or the level, or all positions (`tierBy`); the expectation is the
 * average of the cells' peer figures weighted by the interviewer's feedbacks in each. Ratings (one decimal) are
 * summed as whole tenths in float8, exact for any realistic count, so equal ratings give a variance of exactly 0
 * (no z from rounding noise) while the arithmetic stays float8, far cheaper than `numeric`.
 */
export async function selectQuality(
  db: Db,
  scope: CalibrationScope,
  options: { now: Date; interviewerId?: number },
): Promise<QualityRow[]> {
  const only: SQL =
    options.interviewerId === undefined ? sql`true` : sql`o.interviewer_id = ${options.interviewerId}`;
  const result = await db.execute(sql`
    with scoped as (
      select i.id, i.interviewer_id, i.job_id, j.level, i.status, i.feedback_due_at
      from interviews i join jobs j on j.id = i.job_id
      where ${scope.where} and i.date <= ${options.now} and i.status <> 'cancelled'
    ),
    fb as (
      select s.interviewer_id, s.job_id, s.level, (f.rating * 10)::int as r10, round(f.rating)::int as bucket,
        case when f.overall_recommendation = 'Pass' then 1 else 0 end as pass,
        case when f.created_at > s.feedback_due_at then 1 else 0 end as late,
        case when d.decision is null then null
          when (f.overall_recommendation = 'Pass') = (d.decision in ('advanced', 'hired')) then 1 else 0 end as agreed
      from scoped s
      join feedbacks f on f.interview_id = s.id
      left join client_decisions d on d.interview_id = s.id
      where f.rating between 1 and 5 and f.overall_recommendation in ('Pass', 'Fail')
    ),
    cell as (
      select interviewer_id, job_id, level, count(*)::float8 as n, sum(r10)::float8 as s,
        sum(r10 * r10)::float8 as ss, sum(pass)::float8 as p, count(agreed)::float8 as dn,
        coalesce(sum(agreed), 0)::float8 as da
      from fb group by interviewer_id, job_id, level
    ),
    cell_others as (
      select interviewer_id, n, dn, level, ${othersOf('n')}, ${othersOf('s')}, ${othersOf('ss')}, ${othersOf('p')},
        ${othersOf('dn')}, ${othersOf('da')}
      from cell
    ),
    cell_tier as (
      select *, ${tierBy('n')} as tier, ${tierBy('dn')} as decided_tier from cell_others
    ),
    cell_peer as (
      select interviewer_id, n, dn, ${picked('n', 'tier')} as pn, ${picked('s', 'tier')} as ps,
        ${picked('ss', 'tier')} as pss, ${picked('p', 'tier')} as pp,
        ${picked('dn', 'decided_tier')} as pdn, ${picked('da', 'decided_tier')} as pda
      from cell_tier
    ),
    peer as (
      select interviewer_id,
        sum(n * ps / pn) / sum(n) / 10 as mean,
        sum(n * (pn * pss - ps * ps) / (pn * pn)) / sum(n) / 100 as variance,
        sum(n * pp / pn) / sum(n) as pass,
        sum(dn * pda / pdn) / nullif(sum(dn) filter (where pdn is not null), 0) as agreement
      from cell_peer group by interviewer_id
    ),
    own as (
      select interviewer_id, count(*)::float8 as interviews,
        count(*) filter (where status = 'interviewer_no_show')::float8 as no_shows
      from scoped group by interviewer_id
    ),
    own_fb as (
      select interviewer_id, count(*)::float8 as feedbacks, sum(r10)::float8 / count(*) / 10 as mean,
        sum(pass)::float8 as passes, count(agreed)::float8 as decisions, coalesce(sum(agreed), 0)::float8 as agreed,
        sum(late)::float8 as late,
        count(*) filter (where bucket = 1) as r1, count(*) filter (where bucket = 2) as r2,
        count(*) filter (where bucket = 3) as r3, count(*) filter (where bucket = 4) as r4,
        count(*) filter (where bucket = 5) as r5
      from fb group by interviewer_id
    ),
    totals as materialized (
      select sum(interviews) as interviews, sum(no_shows) as no_shows,
        (select count(*) from fb)::float8 as feedbacks, (select sum(late) from fb)::float8 as late
      from own
    ),
    figures as (
      select o.interviewer_id, o.interviews, o.no_shows, coalesce(f.feedbacks, 0) as feedbacks,
        coalesce(f.r1, 0) as r1, coalesce(f.r2, 0) as r2, coalesce(f.r3, 0) as r3, coalesce(f.r4, 0) as r4,
        coalesce(f.r5, 0) as r5,
        f.mean, p.mean as peer_mean, p.variance as peer_variance,
        f.passes / f.feedbacks as pass, p.pass as peer_pass,
        coalesce(f.decisions, 0) as decisions, f.agreed / nullif(f.decisions, 0) as agreement,
        p.agreement as peer_agreement,
        o.no_shows / o.interviews as no_show, (t.no_shows - o.no_shows) / nullif(t.interviews - o.interviews, 0) as peer_no_show,
        f.late / f.feedbacks as late, (t.late - coalesce(f.late, 0)) / nullif(t.feedbacks - coalesce(f.feedbacks, 0), 0) as peer_late
      from own o
      left join own_fb f on f.interviewer_id = o.interviewer_id
      left join peer p on p.interviewer_id = o.interviewer_id
      cross join totals t
      where ${only}
    ),
    scored as (
      select *,
        case when feedbacks > 0 and peer_variance > 0 then (mean - peer_mean) / sqrt(peer_variance / feedbacks) end as rating_z,
        ${proportionZ('pass', 'peer_pass', 'feedbacks')} as pass_z,
        ${proportionZ('agreement', 'peer_agreement', 'decisions')} as agreement_z,
        ${proportionZ('no_show', 'peer_no_show', 'interviews')} as no_show_z,
        ${proportionZ('late', 'peer_late', 'feedbacks')} as late_z
      from figures
    )
    select s.interviewer_id, iv.name, s.interviews::int, s.no_shows::int, s.feedbacks::int,
      s.r1::int as rating_1, s.r2::int as rating_2, s.r3::int as rating_3, s.r4::int as rating_4, s.r5::int as rating_5,
      s.mean::float8 as mean_rating, s.peer_mean::float8 as peer_mean_rating, s.rating_z::float8,
      s.pass::float8 as pass_rate, s.peer_pass::float8 as peer_pass_rate, s.pass_z::float8 as pass_rate_z,
      s.decisions::int, s.agreement::float8, s.peer_agreement::float8, s.agreement_z::float8,
      s.no_show::float8 as no_show_rate, s.peer_no_show::float8 as peer_no_show_rate, s.no_show_z::float8,
      s.late::float8 as lateness_rate, s.peer_late::float8 as peer_lateness_rate, s.late_z::float8 as lateness_z,
      ${flag('rating_z', 'feedbacks')} as rating_flag,
      ${flag('pass_z', 'feedbacks')} as pass_rate_flag,
      ${flag('agreement_z', 'decisions')} as agreement_flag,
      ${flag('no_show_z', 'interviews')} as no_show_flag,
      ${flag('late_z', 'feedbacks')} as lateness_flag
    from scored s join interviewers iv on iv.id = s.interviewer_id
    order by iv.name, iv.id`);
  return rowsOf<QualityRow>(result);
}
