import type { Load, MoneyAnalytics, Quality, Speed, Throughput } from '@interview-hub/contracts/analytics';

/** Answers of the analytics routes for the screen's tests, small enough to check each figure by eye. */
export const range = { from: '2026-03-02', to: '2026-03-15', time_zone: 'Europe/Kyiv' };

const olena = { id: 12, name: 'Olena Koval' };
const ian = { id: 14, name: 'Ian Interviewer' };

export const throughput: Throughput = {
  range,
  weeks: [
    {
      week: '2026-03-02',
      scheduled: 0,
      completed: 7,
      candidate_no_show: 1,
      interviewer_no_show: 0,
      cancelled: 2,
      total: 10,
    },
    {
      week: '2026-03-09',
      scheduled: 3,
      completed: 4,
      candidate_no_show: 0,
      interviewer_no_show: 1,
      cancelled: 1,
      total: 9,
    },
  ],
  reschedules: [
    { reason: 'Candidate asked for a later day', count: 4, late: 1 },
    { reason: '', count: 2, late: 0 },
  ],
  cancellations: [
    { by: 'candidate', reason: 'candidate_withdrew', count: 2, late: 1 },
    { by: 'client', reason: 'position_closed', count: 1, late: 0 },
  ],
};

export const emptyThroughput: Throughput = {
  range,
  weeks: throughput.weeks.map((week) => ({
    week: week.week,
    scheduled: 0,
    completed: 0,
    candidate_no_show: 0,
    interviewer_no_show: 0,
    cancelled: 0,
    total: 0,
  })),
  reschedules: [],
  cancellations: [],
};

const figures = (
  feedbacks: number,
  median: number,
  p90: number,
  onTime: number,
  late: number,
  overdue: number,
) => ({
  feedbacks,
  median_hours: median,
  p90_hours: p90,
  on_time: onTime,
  late,
  overdue,
  adherence: onTime / (onTime + late + overdue),
});

export const speed: Speed = {
  range,
  overall: figures(20, 18.5, 52, 15, 4, 1),
  interviewers: [
    { interviewer: olena, ...figures(12, 6, 20.25, 11, 1, 0) },
    { interviewer: ian, ...figures(8, 30, 72, 4, 3, 1) },
  ],
};

export const load: Load = {
  range,
  weeks: ['2026-03-02', '2026-03-09'],
  interviewers: [
    { interviewer: olena, week_cap: 5, counts: [6, 4], total: 10, over_cap_weeks: 1 },
    { interviewer: ian, week_cap: null, counts: [2, 3], total: 5, over_cap_weeks: 0 },
  ],
  idle: [{ interviewer: { id: 15, name: 'Petra Novak' }, last_interview_at: null, days_idle: null }],
};

const quality = (fields: Partial<Quality['interviewers'][number]>): Quality['interviewers'][number] => ({
  interviewer: olena,
  interviews: 14,
  feedbacks: 12,
  rating_counts: [0, 1, 4, 5, 2],
  mean_rating: 3.67,
  peer_mean_rating: 3.5,
  rating_z: 0.4,
  pass_rate: 0.5,
  peer_pass_rate: 0.48,
  pass_rate_difference: 0.02,
  pass_rate_z: 0.1,
  decisions: 6,
  agreement: 0.83,
  peer_agreement: 0.7,
  agreement_z: 0.9,
  no_show_rate: 0,
  peer_no_show_rate: 0.05,
  no_show_z: -0.8,
  lateness_rate: 0.08,
  peer_lateness_rate: 0.1,
  lateness_z: -0.2,
  flags: [],
  ...fields,
});

export const qualityAnswer: Quality = {
  range,
  rule: { min_interviews: 10, z_threshold: 2 },
  interviewers: [
    quality({}),
    quality({
      interviewer: ian,
      pass_rate: 0.9,
      peer_pass_rate: 0.45,
      pass_rate_difference: 0.45,
      pass_rate_z: 3.1,
      decisions: 0,
      agreement: null,
      peer_agreement: null,
      agreement_z: null,
      flags: ['pass_rate'],
    }),
  ],
};

const money = (charged: number, paid: number, held: number, interviews: number) => ({
  charged,
  paid,
  held,
  margin: charged - paid - held,
  interviews,
});

export const moneyAnswer: MoneyAnalytics = {
  range,
  currency: 'USD',
  months: [{ period: '2026-03', ...money(45_000, 20_000, 10_000, 3) }],
  clients: [
    { client: { id: 5, name: 'Acme' }, ...money(30_000, 10_000, 10_000, 2) },
    { client: null, ...money(15_000, 10_000, 0, 1) },
  ],
  positions: [
    { job: { id: 9, title: 'Senior Go engineer' }, client_name: 'Acme', ...money(30_000, 10_000, 10_000, 2) },
  ],
  other_positions: { positions: 2, ...money(15_000, 10_000, 0, 1) },
};
