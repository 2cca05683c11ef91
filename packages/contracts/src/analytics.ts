import { z } from 'zod';
import { cancellingParties, cancelReasons } from './interviews';
import { positionLevelSchema } from './money';
import { recordIdQuerySchema } from './record-fields';

/**
 * The Analytics screen (issue 22). Every figure is computed by SQL on the server; the screen draws it and lists
 * the table behind it. Days and weeks are the agency's time zone's (settings); a week starts on Monday.
 */

export const analyticsSections = ['throughput', 'speed', 'load', 'quality', 'money'] as const;
export type AnalyticsSection = (typeof analyticsSections)[number];
export const analyticsSectionLabels: Record<AnalyticsSection, string> = {
  throughput: 'Throughput',
  speed: 'Speed',
  load: 'Load',
  quality: 'Quality',
  money: 'Money',
};

/** The longest range one request may cover (two years), so a typo cannot ask for a century. */
export const ANALYTICS_MAX_DAYS = 731;
/** The default range: the last 12 weeks up to today. */
export const ANALYTICS_DEFAULT_DAYS = 84;

const day = z.iso.date({ error: 'Dates are YYYY-MM-DD' });

/**
 * GET /api/analytics/{section} and its CSV (…/{section}.csv): the filters, all optional. `from` and `to` bound
 * the interview's start by the agency's calendar days, both inclusive; without them, the last 12 weeks.
 */
export const analyticsQuerySchema = z
  .object({
    from: day.optional(),
    to: day.optional(),
    client_id: recordIdQuerySchema,
    job_id: recordIdQuerySchema,
    level: positionLevelSchema.optional(),
  })
  .refine((q) => !q.from || !q.to || q.from <= q.to, { message: 'from must not be after to', path: ['from'] })
  .refine(
    (q) => !q.from || !q.to || (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 <= ANALYTICS_MAX_DAYS,
    { message: `The range may span at most ${ANALYTICS_MAX_DAYS} days`, path: ['to'] },
  );
export type AnalyticsQuery = z.output<typeof analyticsQuerySchema>;

/** The range the server used (the defaults filled in), so the screen labels what it shows. */
const rangeSchema = z.object({ from: day, to: day, time_zone: z.string() });
const person = z.object({ id: z.number().int(), name: z.string() });
const count = z.number().int().min(0);
/** A share 0–1, or null when there is nothing to divide by. */
const share = z.number().min(0).max(1).nullable();

/** GET /api/analytics/throughput */
export const throughputSchema = z.object({
  range: rangeSchema,
  /** One row per week of the range (Monday, YYYY-MM-DD), every week present, by what became of the interview. */
  weeks: z.array(
    z.object({
      week: day,
      scheduled: count,
      completed: count,
      candidate_no_show: count,
      interviewer_no_show: count,
      cancelled: count,
      total: count,
    }),
  ),
  /**
   * Reschedules made in the range (of interviews that pass the filters), by the reason given ('' when none was),
   * most frequent first.
   */
  reschedules: z.array(z.object({ reason: z.string(), count, late: count })),
  /** Cancellations by who cancelled and why, most frequent first; `late`: inside the late window. */
  cancellations: z.array(
    z.object({ by: z.enum(cancellingParties), reason: z.enum(cancelReasons), count, late: count }),
  ),
});
export type Throughput = z.infer<typeof throughputSchema>;

/** GET /api/analytics/speed: from an interview's end to its feedback, in hours. */
const speedFigures = z.object({
  feedbacks: count,
  median_hours: z.number().nullable(),
  p90_hours: z.number().nullable(),
  /** Given by the feedback deadline. */
  on_time: count,
  late: count,
  /** Past the deadline and still without feedback. */
  overdue: count,
  /** on_time / (on_time + late + overdue). */
  adherence: share,
});
export const speedSchema = z.object({
  range: rangeSchema,
  overall: speedFigures,
  interviewers: z.array(speedFigures.extend({ interviewer: person })),
});
export type Speed = z.infer<typeof speedSchema>;

/** GET /api/analytics/load: interviews (not cancelled) per interviewer per week against their weekly cap. */
export const loadSchema = z.object({
  range: rangeSchema,
  weeks: z.array(day),
  interviewers: z.array(
    z.object({
      interviewer: person,
      week_cap: z.number().int().nullable(),
      /** Aligned with `weeks`. */
      counts: z.array(count),
      total: count,
      /** Weeks above the cap. */
      over_cap_weeks: count,
    }),
  ),
  /** Interviewers with no interview in the 30 days before now (nor booked after), longest idle first. */
  idle: z.array(
    z.object({
      interviewer: person,
      last_interview_at: z.string().nullable(),
      days_idle: z.number().int().nullable(),
    }),
  ),
});
export type Load = z.infer<typeof loadSchema>;

/**
 * The calibration rule: a figure is flagged when it is more than `z_threshold` standard errors from what the peers
 * gave on the same positions (else the same level, else all positions) and rests on at least `min_interviews` of
 * what it counts: feedbacks (rating, pass rate, lateness), feedbacks with the client's decision (agreement),
 * interviews (no-shows). Decision record 029.
 */
export const CALIBRATION_RULE = { min_interviews: 10, z_threshold: 2 } as const;
export const calibrationFlags = ['rating', 'pass_rate', 'agreement', 'no_show', 'lateness'] as const;
export type CalibrationFlag = (typeof calibrationFlags)[number];

/** One interviewer's quality figures against their peers. */
export const interviewerQualitySchema = z.object({
  interviewer: person,
  /** Interviews in the range that happened or were missed (not cancelled). */
  interviews: count,
  feedbacks: count,
  /** How many feedbacks gave each rating 1–5 (index 0 is rating 1); ratings are rounded to the whole. */
  rating_counts: z.array(count).length(5),
  mean_rating: z.number().nullable(),
  peer_mean_rating: z.number().nullable(),
  rating_z: z.number().nullable(),
  pass_rate: share,
  peer_pass_rate: share,
  /** pass_rate − peer_pass_rate. */
  pass_rate_difference: z.number().nullable(),
  pass_rate_z: z.number().nullable(),
  /** Feedbacks whose candidate has the client's decision. */
  decisions: count,
  /** Share of those where Pass met advanced or hired and Fail met rejected. */
  agreement: share,
  peer_agreement: share,
  agreement_z: z.number().nullable(),
  /** Interviewer no-shows / interviews. */
  no_show_rate: share,
  /** The other interviewers' no-shows / their interviews, in the same scope. */
  peer_no_show_rate: share,
  no_show_z: z.number().nullable(),
  /** Feedbacks given after the deadline / feedbacks. */
  lateness_rate: share,
  /** The other interviewers' late feedbacks / their feedbacks, in the same scope. */
  peer_lateness_rate: share,
  lateness_z: z.number().nullable(),
  flags: z.array(z.enum(calibrationFlags)),
});
export type InterviewerQuality = z.infer<typeof interviewerQualitySchema>;

/** GET /api/analytics/quality */
export const qualitySchema = z.object({
  range: rangeSchema,
  rule: z.object({ min_interviews: z.number().int(), z_threshold: z.number() }),
  interviewers: z.array(interviewerQualitySchema),
});
export type Quality = z.infer<typeof qualitySchema>;

/** GET /api/interviewers/{id}/quality: the interviewer page's card (the last 180 days unless a range is given). */
export const interviewerQualityCardSchema = z.object({
  range: rangeSchema,
  rule: z.object({ min_interviews: z.number().int(), z_threshold: z.number() }),
  quality: interviewerQualitySchema,
});
export type InterviewerQualityCard = z.infer<typeof interviewerQualityCardSchema>;

/** Money in minor units of the agency's currency. */
const moneyRow = z.object({
  charged: z.number().int(),
  paid: z.number().int(),
  held: z.number().int(),
  margin: z.number().int(),
  interviews: count,
});

/**
 * How many positions the money section names, the most billed first; the others are summed in one row. An agency
 * bills thousands of positions in a quarter: a screen cannot show them, nor a request carry them fast. The CSV
 * lists every one.
 */
export const MONEY_TOP_POSITIONS = 50;

/** GET /api/analytics/money (admins): the ledger by month (YYYY-MM), client and position over the range. */
export const moneyAnalyticsSchema = z.object({
  range: rangeSchema,
  currency: z.string(),
  months: z.array(moneyRow.extend({ period: z.string() })),
  clients: z.array(moneyRow.extend({ client: person.nullable() })),
  positions: z.array(
    moneyRow.extend({
      job: z.object({ id: z.number().int(), title: z.string() }),
      client_name: z.string().nullable(),
    }),
  ),
  /** The positions after the first MONEY_TOP_POSITIONS (all of them in the CSV), summed; null when none. */
  other_positions: moneyRow.extend({ positions: count }).nullable(),
});
export type MoneyAnalytics = z.infer<typeof moneyAnalyticsSchema>;
