import { buildFeedback } from '../../apps/api/src/db/seed/build-feedback';
import type { Random } from '../../apps/api/src/db/seed/prng';
import type { Records } from './build-records';
import type { Cell } from './bulk-insert';
import type { Sizes } from './sizes';

type Row = Cell[];
const MINUTE = 60_000;
const DAY = 86_400_000;
/** Interviews span two years back and six weeks ahead of the day the data is generated. */
const PAST_DAYS = 730;
const FUTURE_DAYS = 45;
const APP_URL = 'http://localhost:3000';

const durations = [
  [60, 70],
  [90, 15],
  [30, 10],
  [120, 5],
] as const;

/** A weekday slot (08:00–20:30 UTC on the hour or half hour) `dayOffset` days from `today`. */
function slot(random: Random, today: Date, dayOffset: number): Date {
  const day = new Date(today.getTime() + dayOffset * DAY);
  const weekday = day.getUTCDay();
  const shift = weekday === 6 ? -1 : weekday === 0 ? 1 : 0;
  const minutes = 8 * 60 + 30 * random.int(0, 25);
  return new Date(day.getTime() + shift * DAY + minutes * MINUTE);
}

/** The agency's default feedback window: feedback is due a day after the interview ends. */
const FEEDBACK_DUE_HOURS = 24;

type Interview = {
  id: number;
  date: Date;
  status: string;
  interviewerId: number;
  candidateId: number;
  jobId: number;
  recruiterId: number;
  createdAt: Date;
  duration: number;
};

function buildInterviewRows(random: Random, sizes: Sizes, records: Records, today: Date) {
  const rows: Row[] = [];
  const events: Row[] = [];
  const plans: Interview[] = [];
  const event = (values: Row) => events.push([events.length + 1, ...values]);
  for (let id = 1; id <= sizes.interviews; id++) {
    const date = slot(random, today, random.int(-PAST_DAYS, FUTURE_DAYS));
    const future = date.getTime() > today.getTime();
    const duration = random.weighted(durations);
    const jobId = random.int(1, sizes.jobs);
    const recruiterId = random.pick(records.refs.staffIds);
    const reschedules = random.weighted([
      [0, 85],
      [1, 11],
      [2, 4],
    ] as const);
    const cancelled = random.chance(future ? 0.08 : 0.15);
    const createdAt = new Date(date.getTime() - random.int(1, 21) * DAY - random.int(0, 600) * MINUTE);
    const plan: Interview = {
      id,
      date,
      status: cancelled ? 'cancelled' : 'scheduled',
      interviewerId: random.int(1, sizes.interviewers),
      candidateId: random.int(1, sizes.candidates),
      jobId,
      recruiterId,
      createdAt,
      duration,
    };
    plans.push(plan);
    const firstDate = new Date(date.getTime() - reschedules * random.int(1, 3) * DAY);
    event([id, 'created', recruiterId, null, firstDate, null, duration, null, createdAt]);
    let from = firstDate;
    for (let r = 1; r <= reschedules; r++) {
      const to = r === reschedules ? date : new Date(from.getTime() + DAY);
      const at = new Date(createdAt.getTime() + r * 3_600_000);
      event([
        id,
        'rescheduled',
        recruiterId,
        from,
        to,
        duration,
        duration,
        'The candidate asked for another time',
        at,
      ]);
      from = to;
    }
    if (cancelled) {
      event([
        id,
        'cancelled',
        recruiterId,
        null,
        null,
        null,
        null,
        null,
        new Date(createdAt.getTime() + DAY),
      ]);
    }
    rows.push([
      id,
      plan.status,
      date,
      duration,
      reschedules,
      `https://meet.jit.si/InterviewHub-${random.chars(12, 'abcdefghijkmnopqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789')}`,
      `${APP_URL}/feedback/form/type2/${id}`,
      random.chance(0.2)
        ? '<p>Candidate prefers <strong>afternoon</strong> slots; share the agenda in advance.</p>'
        : null,
      plan.candidateId,
      plan.interviewerId,
      jobId,
      recruiterId,
      records.refs.jobs[jobId - 1]?.templateId ?? null,
      createdAt,
      createdAt,
      cancelled ? 'agency' : null,
      cancelled ? 'unknown' : null,
      new Date(date.getTime() + (duration + FEEDBACK_DUE_HOURS * 60) * MINUTE),
    ]);
  }
  return { rows, events, plans };
}

/**
 * Interviews with their history, and structured feedback on `sizes.feedbacks` past interviews (those become
 * completed, as submitting feedback does in the product).
 */
export function buildInterviews(random: Random, sizes: Sizes, records: Records, today: Date) {
  const built = buildInterviewRows(random.fork('interviews'), sizes, records, today);
  const feedbackRandom = random.fork('feedbacks');
  const held = built.plans.filter((p) => p.status === 'scheduled' && p.date.getTime() < today.getTime());
  const reviewed = feedbackRandom
    .sample(held, sizes.feedbacks)
    .sort((a, b) => a.date.getTime() - b.date.getTime());
  const feedbacks: Row[] = [];
  for (const plan of reviewed) {
    const row = built.rows[plan.id - 1];
    if (row) row[1] = 'completed';
    const job = records.refs.jobs[plan.jobId - 1];
    const candidate = records.refs.candidates[plan.candidateId - 1];
    const template =
      records.refs.templates[((job?.templateId ?? plan.jobId % 3) || 1) - 1] ?? records.refs.templates[0];
    const authorId = records.refs.interviewerUserIds[plan.interviewerId - 1] ?? plan.recruiterId;
    const submittedAt = new Date(
      plan.date.getTime() + (plan.duration + feedbackRandom.int(10, 2_000)) * MINUTE,
    );
    const feedback = buildFeedback(feedbackRandom, {
      areas: template?.areas ?? [],
      candidateName: candidate?.name ?? 'Candidate',
      experience: candidate?.experience ?? 3,
      jobTitle: job?.title ?? 'Engineer',
      technologies: job?.technologies ?? ['TypeScript'],
      submittedAt,
      now: new Date(Math.max(submittedAt.getTime(), today.getTime())),
    });
    feedbacks.push([
      feedbacks.length + 1,
      plan.id,
      authorId,
      'by_knowledge_area',
      feedback.feedbackText,
      feedback.rating,
      feedback.overallRecommendation,
      feedback.createdAt,
      feedback.updatedAt,
    ]);
    built.events.push([
      built.events.length + 1,
      plan.id,
      'feedback_submitted',
      authorId,
      null,
      null,
      null,
      null,
      null,
      submittedAt,
    ]);
  }
  return { interviews: built.rows, events: built.events, feedbacks };
}
