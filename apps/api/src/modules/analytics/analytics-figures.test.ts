import { Temporal } from 'temporal-polyfill';
import { beforeAll, describe, expect, it } from 'vitest';
import { type AnalyticsFixture, createAnalyticsFixture, RANGE, ZONE } from '../../../test/analytics-fixture';
import { useTestApp } from '../../../test/test-app';

const range = { from: '2026-09-07', to: '2026-09-27', time_zone: ZONE };
const week = (week: string, counts: Partial<Record<string, number>>) => ({
  week,
  scheduled: 0,
  completed: 0,
  candidate_no_show: 0,
  interviewer_no_show: 0,
  cancelled: 0,
  total: 0,
  ...counts,
});

/** Every figure against the hand-computed data set of `analytics-fixture.ts` (the working is in each test). */
describe('the Analytics figures', () => {
  const t = useTestApp();
  let f: AnalyticsFixture;
  let headers: { authorization: string };
  const get = async (path: string) => {
    const response = await t.app.inject({ method: 'GET', url: `/api/analytics/${path}`, headers });
    expect(response.statusCode, response.body).toBe(200);
    return response.json();
  };

  beforeAll(async () => {
    f = await createAnalyticsFixture(t.db);
    headers = await t.authHeader(f.admin);
  });

  it('counts interviews per agency week by outcome, every week present, a Monday 00:15 in Kolkata in its own week', async () => {
    const body = await get(`throughput?${RANGE}`);
    expect(body.range).toEqual(range);
    expect(body.weeks).toEqual([
      week('2026-09-07', { completed: 2, candidate_no_show: 1, cancelled: 1, total: 4 }),
      week('2026-09-14', { scheduled: 1, completed: 2, interviewer_no_show: 1, cancelled: 1, total: 5 }),
      week('2026-09-21', { completed: 2, cancelled: 1, total: 3 }),
    ]);
    // Events made in the range: the interview outside it still counts; 23:59 on the last day does, 00:00 not.
    expect(body.reschedules).toEqual([
      { reason: 'Candidate asked', count: 2, late: 1 },
      { reason: '', count: 1, late: 0 },
      { reason: 'Client asked', count: 1, late: 0 },
      { reason: 'Interviewer ill', count: 1, late: 0 },
    ]);
    expect(body.cancellations).toEqual([
      { by: 'candidate', reason: 'schedule_conflict', count: 2, late: 1 },
      { by: 'client', reason: 'position_closed', count: 1, late: 0 },
    ]);
  });

  it('narrows throughput by client, position and level', async () => {
    const globex = await get(`throughput?${RANGE}&client_id=${f.globex.id}`);
    expect(globex.weeks).toEqual([
      week('2026-09-07', { completed: 1, total: 1 }),
      week('2026-09-14', { scheduled: 1, cancelled: 1, total: 2 }),
      week('2026-09-21', { completed: 1, total: 1 }),
    ]);
    expect(globex.reschedules).toEqual([
      { reason: 'Candidate asked', count: 2, late: 1 },
      { reason: '', count: 1, late: 0 },
    ]);
    expect(globex.cancellations).toEqual([{ by: 'client', reason: 'position_closed', count: 1, late: 0 }]);
    const frontend = await get(`throughput?${RANGE}&job_id=${f.frontend.id}`);
    expect(frontend.weeks.map((w: { total: number }) => w.total)).toEqual([1, 1, 1]);
    expect(frontend.reschedules).toEqual([]);
    expect(frontend.cancellations).toEqual([
      { by: 'candidate', reason: 'schedule_conflict', count: 2, late: 1 },
    ]);
    const senior = await get(`throughput?${RANGE}&level=senior`);
    expect(senior.weeks.map((w: { total: number }) => w.total)).toEqual([3, 4, 2]);
  });

  it('measures feedback speed: median and p90 hours, on time, late, overdue and adherence', async () => {
    const body = await get(`speed?${RANGE}`);
    // Hours from end to feedback: Ann 5, 2, 10, 1 (all on time) and one overdue; Bob 30 and 48, both late.
    expect(body.overall).toEqual({
      feedbacks: 6,
      median_hours: 7.5,
      p90_hours: 39,
      on_time: 4,
      late: 2,
      overdue: 1,
      adherence: 4 / 7,
    });
    expect(body.interviewers).toEqual([
      {
        interviewer: { id: f.ann.id, name: 'Ann' },
        feedbacks: 4,
        median_hours: 3.5,
        p90_hours: 8.5,
        on_time: 4,
        late: 0,
        overdue: 1,
        adherence: 0.8,
      },
      {
        interviewer: { id: f.bob.id, name: 'Bob' },
        feedbacks: 2,
        median_hours: 39,
        p90_hours: 46.2,
        on_time: 0,
        late: 2,
        overdue: 0,
        adherence: 0,
      },
    ]);
    const junior = await get(`speed?${RANGE}&level=junior`);
    const annAlone = {
      feedbacks: 1,
      median_hours: 10,
      p90_hours: 10,
      on_time: 1,
      late: 0,
      overdue: 0,
      adherence: 1,
    };
    expect(junior.overall).toEqual(annAlone);
    expect(junior.interviewers).toEqual([{ interviewer: { id: f.ann.id, name: 'Ann' }, ...annAlone }]);
    const empty = await get('speed?from=2020-01-01&to=2020-01-31');
    expect(empty).toMatchObject({
      overall: { feedbacks: 0, median_hours: null, p90_hours: null, adherence: null },
      interviewers: [],
    });
  });

  it('counts each interviewer’s weekly load against their cap and lists who is idle', async () => {
    const body = await get(`load?${RANGE}`);
    expect(body.weeks).toEqual(['2026-09-07', '2026-09-14', '2026-09-21']);
    expect(body.interviewers).toEqual([
      {
        interviewer: { id: f.ann.id, name: 'Ann' },
        week_cap: 2,
        counts: [2, 3, 1],
        total: 6,
        over_cap_weeks: 1,
      },
      {
        interviewer: { id: f.bob.id, name: 'Bob' },
        week_cap: null,
        counts: [1, 1, 1],
        total: 3,
        over_cap_weeks: 0,
      },
    ]);
    const acme = await get(`load?${RANGE}&client_id=${f.acme.id}`);
    expect(acme.interviewers.map((i: { counts: number[] }) => i.counts)).toEqual([
      [2, 2, 1],
      [0, 1, 0],
    ]);
    // Days since the last interview's day in Kolkata: Bob's Monday 00:30 is the 28th there.
    const today = Temporal.Now.plainDateISO(ZONE);
    const since = (day: string) => Temporal.PlainDate.from(day).until(today).days;
    const ours = new Set([f.ann.id, f.bob.id, f.cid.id, f.dee.id, f.eve.id]);
    expect(body.idle.filter((i: { interviewer: { id: number } }) => ours.has(i.interviewer.id))).toEqual([
      { interviewer: { id: f.cid.id, name: 'Cid' }, last_interview_at: null, days_idle: null },
      {
        interviewer: { id: f.bob.id, name: 'Bob' },
        last_interview_at: '2026-09-27T19:00:00.000Z',
        days_idle: since('2026-09-28'),
      },
      {
        interviewer: { id: f.ann.id, name: 'Ann' },
        last_interview_at: '2026-10-05T04:30:00.000Z',
        days_idle: since('2026-10-05'),
      },
    ]);
  });

  it('sums the ledger per month, client and position, as the finance summary does', async () => {
    const body = await get('money?from=2026-08-15&to=2026-10-10');
    const zero = { charged: 0, paid: 0, held: 0, margin: 0, interviews: 0 };
    const september = { charged: 40_500, paid: 15_000, held: 8_000, margin: 17_500, interviews: 3 };
    expect(body.currency).toBe('USD');
    expect(body.months).toEqual([
      { period: '2026-08', ...zero },
      { period: '2026-09', ...september },
      { period: '2026-10', charged: 12_000, paid: 9_000, held: 0, margin: 3_000, interviews: 1 },
    ]);
    expect(body.clients).toEqual([
      {
        client: { id: f.acme.id, name: 'Acme' },
        charged: 34_500,
        paid: 24_000,
        held: 0,
        margin: 10_500,
        interviews: 3,
      },
      {
        client: { id: f.globex.id, name: 'Globex' },
        charged: 18_000,
        paid: 0,
        held: 8_000,
        margin: 10_000,
        interviews: 1,
      },
    ]);
    expect(body.positions).toEqual([
      {
        job: { id: f.backend.id, title: 'Backend' },
        client_name: 'Acme',
        charged: 22_500,
        paid: 15_000,
        held: 0,
        margin: 7_500,
        interviews: 2,
      },
      {
        job: { id: f.data.id, title: 'Data' },
        client_name: 'Globex',
        charged: 18_000,
        paid: 0,
        held: 8_000,
        margin: 10_000,
        interviews: 1,
      },
      {
        job: { id: f.frontend.id, title: 'Frontend' },
        client_name: 'Acme',
        charged: 12_000,
        paid: 9_000,
        held: 0,
        margin: 3_000,
        interviews: 1,
      },
    ]);
    const senior = await get('money?from=2026-08-15&to=2026-10-10&level=senior');
    expect(senior.months).toEqual([
      { period: '2026-08', ...zero },
      { period: '2026-09', ...september },
      { period: '2026-10', ...zero },
    ]);
    const globex = await get(`money?${RANGE}&client_id=${f.globex.id}`);
    expect(globex.months).toEqual([
      { period: '2026-09', charged: 18_000, paid: 0, held: 8_000, margin: 10_000, interviews: 1 },
    ]);
    const frontend = await get(`money?from=2026-08-15&to=2026-10-10&job_id=${f.frontend.id}`);
    expect(frontend.positions).toHaveLength(1);
    expect(frontend.clients).toEqual([
      {
        client: { id: f.acme.id, name: 'Acme' },
        charged: 12_000,
        paid: 9_000,
        held: 0,
        margin: 3_000,
        interviews: 1,
      },
    ]);
  });

  it('defaults to the last 84 days up to today in the agency’s zone', async () => {
    const today = Temporal.Now.plainDateISO(ZONE);
    const body = await get('throughput');
    expect(body.range).toEqual({
      from: today.subtract({ days: 83 }).toString(),
      to: today.toString(),
      time_zone: ZONE,
    });
    const monday = (day: Temporal.PlainDate) => day.subtract({ days: day.dayOfWeek - 1 });
    const mondays = monday(today.subtract({ days: 83 })).until(monday(today)).days / 7 + 1;
    expect(body.weeks).toHaveLength(mondays);
    expect((await get('load?from=2026-09-07')).range.to).toBe(today.toString());
    expect((await get('load?to=2026-09-27')).range.from).toBe('2026-07-06');
  });
});
