import { type DatabaseTarget, openSqlRunner, type Query } from './sql-runner';

/** What the finance benchmark priced, for the report. */
export type FinanceData = {
  /** The month measured: the last full month before the run, the one an admin closes. */
  period: string;
  lines: number;
  monthLines: number;
  monthInterviews: number;
  /** The interviewer with the most payout lines in the month, and how many. */
  statement: { interviewerId: number; lines: number };
  /** The client with the most charge lines in the month, and how many. */
  invoice: { clientId: number; lines: number };
  prepareMs: number;
};

const one = async (query: Query, text: string, params: unknown[] = []) =>
  (await query(text, params))[0] ?? [];

// The share of the rate each outcome brings (the default factors): payout, charge.
const factors = `(case i.status
    when 'completed' then 100 when 'candidate_no_show' then 50
    when 'cancelled' then case when i.outcome_late and i.cancelled_by in ('candidate', 'client') then 50 else 0 end
    else 0 end)`;
const outcome = `(case when i.status = 'cancelled' then
    case when i.outcome_late and i.cancelled_by in ('candidate', 'client') then 'late_cancellation' else 'cancellation' end
    else i.status end)`;
const period = `to_char(i.date at time zone 'UTC', 'YYYY-MM')`;

/**
 * Prices the scale-1 data as the ledger would have: every client gets a billing rule (a third hourly, with a
 * senior rate), past booked interviews get an outcome (1 in 20 a candidate no-show, 1 in 40 an interviewer
 * no-show, the rest completed), and every priced interview gets its lines in bulk: a completed interview with
 * feedback has its held payout, the reversal and the released payout (as when feedback arrives); without feedback
 * the payout stays held; 1 in 50 charges is corrected (a reversal and a new line, with a reason). The agency's
 * zone is UTC (the server's DEFAULT_TIMEZONE in the benchmark).
 */
export async function prepareFinanceData(target: DatabaseTarget, now: Date): Promise<FinanceData> {
  const started = performance.now();
  const runner = await openSqlRunner(target);
  try {
    const { query } = runner;
    const before = Number((await one(query, 'select count(*) from ledger_lines'))[0]);
    if (before > 0) throw new Error('The copy already has ledger lines: start from the generated data set');
    await query(
      `update clients set billing = case when id % 3 = 0
         then '{"mode":"hourly","amount":12000,"by_level":{"senior":15000}}'::jsonb
         else '{"mode":"per_interview","amount":20000,"by_level":{}}'::jsonb end`,
      [],
    );
    await query(
      `update interviews set status = case when id % 20 = 0 then 'candidate_no_show'
         when id % 40 = 1 then 'interviewer_no_show' else 'completed' end
       where status = 'scheduled' and date < $1`,
      [new Date(now.getTime() - 2 * 3_600_000)],
    );
    // One busy interviewer takes 600 of the measured month's interviews, so "the largest statement" is large
    // (spread evenly, the data set gives each interviewer about 30 a month).
    const monthStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const monthEnd = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1));
    await query(
      `update interviews set interviewer_id = (select min(id) from interviewers)
        where id in (select id from interviews where date >= $1 and date < $2 order by id limit 600)`,
      [monthStart, monthEnd],
    );
    const priced = `from interviews i
      join interviewers p on p.id = i.interviewer_id
      join jobs j on j.id = i.job_id
      left join clients c on c.id = j.client_id
      where i.status <> 'scheduled' and ${factors} > 0`;
    const payout = (held: string, sign: string, reason: string, reverses = 'null::int') => `
      insert into ledger_lines (interview_id, interviewer_id, client_id, job_id, period, kind, amount, currency,
        held, rule, reverses_id, reason, created_at)
      select i.id, i.interviewer_id, j.client_id, i.job_id, ${period}, 'payout',
        ${sign} round(p.price * 100 * i.duration * ${factors} / 6000)::int, 'USD', ${held},
        jsonb_build_object('outcome', ${outcome}, 'basis', 'hourly', 'rate', round(p.price * 100)::int,
          'minutes', i.duration, 'percent', ${factors}, 'penalty', 0, 'level', j.level, 'source', 'interviewer'),
        ${reverses}, ${reason}, i.date + interval '2 hours'`;
    const hasFeedback = 'exists (select 1 from feedbacks f where f.interview_id = i.id)';
    // Held first: every completed interview's payout waits for its feedback.
    await query(
      `${payout("i.status = 'completed'", '', "'Outcome recorded'")} ${priced} and p.price > 0 order by i.id`,
      [],
    );
    // The feedback releases it: a reversal of the held line and a line that is not held.
    await query(
      `${payout('true', '-', "'Feedback submitted'", 'l.id')} ${priced.replace(
        'where',
        "join ledger_lines l on l.interview_id = i.id and l.kind = 'payout' and l.held where",
      )} and ${hasFeedback}`,
      [],
    );
    await query(
      `${payout('false', '', "'Feedback submitted'")} ${priced} and p.price > 0 and i.status = 'completed' and ${hasFeedback}`,
      [],
    );
    const charge = `round(case when c.billing->>'mode' = 'hourly'
        then coalesce((c.billing->'by_level'->>j.level)::int, (c.billing->>'amount')::int) * i.duration * ${factors} / 6000.0
        else (c.billing->>'amount')::int * ${factors} / 100.0 end)::int`;
    await query(
      `insert into ledger_lines (interview_id, interviewer_id, client_id, job_id, period, kind, amount, currency,
         held, rule, reason, created_at)
       select i.id, i.interviewer_id, j.client_id, i.job_id, ${period}, 'charge', ${charge}, 'USD', false,
         jsonb_build_object('outcome', ${outcome}, 'basis', c.billing->>'mode',
           'rate', coalesce((c.billing->'by_level'->>j.level)::int, (c.billing->>'amount')::int),
           'minutes', case when c.billing->>'mode' = 'hourly' then i.duration end, 'percent', ${factors},
           'penalty', 0, 'level', j.level, 'source', 'client'),
         'Outcome recorded', i.date + interval '2 hours'
       ${priced} and c.billing is not null`,
      [],
    );
    // A client's rate corrected on some interviews: the charge reversed and priced again.
    await query(
      `insert into ledger_lines (interview_id, interviewer_id, client_id, job_id, period, kind, amount, currency,
         held, rule, reverses_id, reason, created_at)
       select l.interview_id, l.interviewer_id, l.client_id, l.job_id, l.period, 'charge', -l.amount, l.currency,
         false, l.rule, l.id, 'Priced again: client rate corrected', l.created_at + interval '1 day'
       from ledger_lines l where l.kind = 'charge' and l.interview_id % 50 = 7`,
      [],
    );
    await query(
      `insert into ledger_lines (interview_id, interviewer_id, client_id, job_id, period, kind, amount, currency,
         held, rule, reason, created_at)
       select l.interview_id, l.interviewer_id, l.client_id, l.job_id, l.period, 'charge', l.amount * 9 / 10,
         l.currency, false, l.rule, 'Priced again: client rate corrected', l.created_at + interval '1 day'
       from ledger_lines l where l.kind = 'charge' and l.reverses_id is null and l.interview_id % 50 = 7`,
      [],
    );
    await query('analyze ledger_lines', []);
    const last = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 1, 1));
    const month = `${last.getUTCFullYear()}-${String(last.getUTCMonth() + 1).padStart(2, '0')}`;
    const [lines, monthLines, monthInterviews] = (
      await one(
        query,
        `select count(*), count(*) filter (where period = $1),
           count(distinct interview_id) filter (where period = $1) from ledger_lines`,
        [month],
      )
    ).map(Number);
    const largest = async (column: string, kind: string) => {
      const [id, count] = await one(
        query,
        `select ${column}, count(*) from ledger_lines where period = $1 and kind = $2
         group by 1 order by 2 desc, 1 limit 1`,
        [month, kind],
      );
      return { id: Number(id), lines: Number(count) };
    };
    const statement = await largest('interviewer_id', 'payout');
    const invoice = await largest('client_id', 'charge');
    return {
      period: month,
      lines: lines ?? 0,
      monthLines: monthLines ?? 0,
      monthInterviews: monthInterviews ?? 0,
      statement: { interviewerId: statement.id, lines: statement.lines },
      invoice: { clientId: invoice.id, lines: invoice.lines },
      prepareMs: Math.round(performance.now() - started),
    };
  } finally {
    await runner.close();
  }
}
