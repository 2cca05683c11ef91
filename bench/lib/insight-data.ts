import { type DatabaseTarget, openSqlRunner, type Query } from './sql-runner';

/** What the insight step added to the copy, for the report. */
export type InsightData = {
  levelledJobs: number;
  cancellations: number;
  reschedules: number;
  feedbacks: number;
  lateFeedbacks: number;
  decisions: number;
  /** Share of decisions that agree with the interviewer's recommendation (Pass: advanced or hired). */
  agreement: number;
  prepareMs: number;
};

/** A stable pseudo-random 0–99 per row and purpose, the same on PostgreSQL and PGlite. */
const roll = (column: string, salt: number) => `mod(abs(hashint4(${column} * 7919 + ${salt})), 100)`;

/** Interviewers who agree with their clients far less often than their peers (the calibration flags them). */
const OUTLIERS = '(7, 42)';

const statements = [
  // Positions get a level (the data set has none): a fifth each, so level filters and level rates mean something.
  `update jobs set level = (array['junior', 'middle', 'senior', 'lead', 'staff'])[1 + id % 5] where level is null`,
  // Cancellations by who called them off (candidate 40 %, client 25 %, agency 20 %, interviewer 15 %), a
  // reason fitting the party, and 1 in 5 inside the late window; the interview's history says the same.
  `update interviews set
     cancelled_by = case when ${roll('id', 1)} < 40 then 'candidate' when ${roll('id', 1)} < 65 then 'client'
       when ${roll('id', 1)} < 85 then 'agency' else 'interviewer' end,
     cancel_reason = case when ${roll('id', 1)} < 40
         then (array['schedule_conflict', 'candidate_withdrew', 'illness_or_emergency'])[1 + id % 3]
       when ${roll('id', 1)} < 65 then (array['position_closed', 'schedule_conflict'])[1 + id % 2]
       when ${roll('id', 1)} < 85 then (array['technical_problem', 'other'])[1 + id % 2]
       else (array['illness_or_emergency', 'schedule_conflict'])[1 + id % 2] end,
     outcome_late = ${roll('id', 2)} < 20
   where status = 'cancelled' and cancel_reason = 'unknown'`,
  `update interview_events e set cancelled_by = i.cancelled_by, reason_code = i.cancel_reason, late = i.outcome_late
     from interviews i where i.id = e.interview_id and e.kind = 'cancelled'`,
  // Reschedules with the reasons people give (a tenth without one), 1 in 6 inside the late window.
  `update interview_events set
     reason = case when ${roll('id', 3)} < 45 then 'The candidate asked for another time'
       when ${roll('id', 3)} < 65 then 'The interviewer is unavailable'
       when ${roll('id', 3)} < 80 then 'The client moved the slot'
       when ${roll('id', 3)} < 90 then 'Technical problems' else null end,
     late = ${roll('id', 4)} < 17
   where kind = 'rescheduled'`,
  // The client's decision on about 60 % of the interviews with feedback, a few days after, agreeing with the
  // recommendation three times in four (a third of the time for two outliers); a fifth of the advanced are hired.
  `insert into client_decisions (interview_id, decision, decided_on, recorded_by, recorded_by_party, created_at,
     updated_at)
   select i.id,
     case when (f.overall_recommendation = 'Pass') = (${roll('i.id', 6)} < case when i.interviewer_id in ${OUTLIERS}
         then 35 else 75 end)
       then case when ${roll('i.id', 7)} < 20 then 'hired' else 'advanced' end
       else 'rejected' end,
     (i.date + (3 + i.id % 10) * interval '1 day')::date,
     (select min(id) from users where role = 'recruiter'), 'agency',
     i.date + (3 + i.id % 10) * interval '1 day', i.date + (3 + i.id % 10) * interval '1 day'
   from interviews i join feedbacks f on f.interview_id = i.id
   where ${roll('i.id', 5)} < 60 and i.date + (3 + i.id % 10) * interval '1 day' < now()
   on conflict do nothing`,
  'analyze interviews',
  'analyze interview_events',
  'analyze client_decisions',
  'analyze jobs',
];

const one = async (query: Query, text: string) => ((await query(text, []))[0] ?? []).map(Number);

/**
 * Adds what the Analytics screen reads and the generated data set lacks (issue 22, "The bench data set gains
 * outcomes, client decisions and ledger lines with realistic spreads"): levels on positions, cancellations by
 * party and reason, reschedule reasons, and clients' decisions. Outcomes and ledger lines come from
 * `prepareFinanceData`; ratings, recommendations and late feedback (about a quarter past the 24-hour deadline)
 * are the data set's own. Run it before `prepareFinanceData`, so the ledger prices the levels.
 */
export async function prepareInsightData(target: DatabaseTarget): Promise<InsightData> {
  const started = performance.now();
  const runner = await openSqlRunner(target);
  try {
    const { query } = runner;
    for (const text of statements) await query(text, []);
    const [levelledJobs = 0, cancellations = 0, reschedules = 0] = await one(
      query,
      `select (select count(*) from jobs where level is not null),
         (select count(*) from interviews where status = 'cancelled'),
         (select count(*) from interview_events where kind = 'rescheduled')`,
    );
    const [feedbacks = 0, lateFeedbacks = 0] = await one(
      query,
      `select count(*), count(*) filter (where f.created_at > i.feedback_due_at)
       from feedbacks f join interviews i on i.id = f.interview_id`,
    );
    const [decisions = 0, agreeing = 0] = await one(
      query,
      `select count(*), count(*) filter (where (d.decision = 'rejected') = (f.overall_recommendation = 'Fail'))
       from client_decisions d join feedbacks f on f.interview_id = d.interview_id`,
    );
    return {
      levelledJobs,
      cancellations,
      reschedules,
      feedbacks,
      lateFeedbacks,
      decisions,
      agreement: decisions ? Math.round((agreeing / decisions) * 100) / 100 : 0,
      prepareMs: Math.round(performance.now() - started),
    };
  } finally {
    await runner.close();
  }
}
