import type { CandidatePlan } from './build-candidates';
import type { JobPlan } from './build-records';
import { schedulerEmails } from './build-users';
import {
  buildTimeline,
  type InterviewStatus,
  type InterviewTimeline,
  pickDuration,
} from './interview-timeline';
import type { InterviewerSeed } from './interviewer-data';
import type { Random } from './prng';
import { addMinutes, pickSlot, startOfUtcDay, weekdaysBetween } from './seed-dates';
import { pickClosest, techFit } from './tech-fit';

/** An interview before its participants have ids: they are positions in the job, candidate and interviewer lists. */
export type InterviewPlan = {
  status: InterviewStatus;
  date: Date;
  duration: number;
  jobIndex: number;
  candidateIndex: number;
  interviewerIndex: number;
  schedulerEmail: string;
  callLink: string;
  recruiterNotes: string | null;
  timeline: InterviewTimeline;
};

type Batch = {
  status: InterviewStatus;
  count: number;
  firstDay: number;
  lastDay: number;
  /** Books this interviewer (when in the pool) rather than the best-fitting one, on a position with a template. */
  interviewerEmail?: string;
  /** Booked by this user rather than a random member of staff. */
  schedulerEmail?: string;
};

/** Days are relative to today (UTC). Past rounds are mostly done; a few recent ones still wait for feedback. */
const batches: readonly Batch[] = [
  { status: 'completed', count: 44, firstDay: -60, lastDay: -1 },
  { status: 'cancelled', count: 5, firstDay: -60, lastDay: -1 },
  { status: 'scheduled', count: 3, firstDay: -5, lastDay: -1 },
  { status: 'scheduled', count: 24, firstDay: 1, lastDay: 20 },
  { status: 'cancelled', count: 4, firstDay: 1, lastDay: 20 },
  // The demo interviewer always has a held interview awaiting feedback, as feedback opens at the interview's
  // start: the form can be tried. Two to four days ago and booked by the demo recruiter, its feedback is overdue
  // whatever the day: the overdue list and the reminders can be tried too.
  {
    status: 'scheduled',
    count: 1,
    firstDay: -4,
    lastDay: -2,
    interviewerEmail: 'interviewer@example.com',
    schedulerEmail: 'recruiter@example.com',
  },
  // Outcomes other than feedback (issue 19): a few no-shows of either side.
  { status: 'candidate_no_show', count: 3, firstDay: -40, lastDay: -1 },
  { status: 'interviewer_no_show', count: 1, firstDay: -40, lastDay: -1 },
];

const MAX_INTERVIEWS_PER_CANDIDATE = 3;

const recruiterNotes = [
  '<p>Focus on <b>system design</b>; the client wants someone who can own a service end to end.</p>',
  '<p>Candidate prefers afternoon slots. Please keep the camera on.</p>',
  '<p>Second round. First round notes are in the candidate profile.</p>',
  '<ul><li>Check spoken English</li><li>Ask about notice period</li></ul>',
  '<p>The client asked for at least one <i>live coding</i> task.</p>',
  '<p>Candidate is relocating; confirm the time zone at the start of the call.</p>',
] as const;

/** An unguessable-looking room on the public Jitsi server. */
const callLink = (random: Random) =>
  `https://meet.jit.si/ih-${random.chars(12, 'abcdefghijklmnopqrstuvwxyz0123456789')}`;

type Busy = Map<string, { start: number; end: number }[]>;

function isFree(busy: Busy, keys: string[], start: Date, duration: number): boolean {
  const from = start.getTime();
  const to = addMinutes(start, duration).getTime();
  return keys.every((key) => (busy.get(key) ?? []).every((slot) => slot.end <= from || to <= slot.start));
}

function occupy(busy: Busy, keys: string[], start: Date, duration: number) {
  const slot = { start: start.getTime(), end: addMinutes(start, duration).getTime() };
  for (const key of keys) busy.set(key, [...(busy.get(key) ?? []), slot]);
}

type Pools = {
  jobs: readonly JobPlan[];
  candidates: readonly CandidatePlan[];
  interviewers: readonly InterviewerSeed[];
};

/**
 * Plans the demo interviews: interviewers and candidates who know the position's technologies, each candidate
 * at most once per position, and nobody booked twice at the same time. Sorted by creation time, so that ids
 * grow the way they would in real use.
 */
export function planInterviews(random: Random, pools: Pools, now: Date): InterviewPlan[] {
  const today = startOfUtcDay(now);
  const busy: Busy = new Map();
  const perCandidate = new Map<number, number>();
  const pairs = new Set<string>();
  const plans = batches.flatMap((batch) =>
    Array.from({ length: batch.count }, () => {
      const days = weekdaysBetween(today, batch.firstDay, batch.lastDay);
      const plan = placeInterview(random, pools, { batch, days, busy, perCandidate, pairs });
      return { ...plan, timeline: buildTimeline(random, { ...plan, now }) };
    }),
  );
  return plans.sort((a, b) => a.timeline.createdAt.getTime() - b.timeline.createdAt.getTime());
}

type Placement = {
  batch: Batch;
  days: Date[];
  busy: Busy;
  perCandidate: Map<number, number>;
  /** `candidate:job` pairs already interviewed: one interview per candidate and position. */
  pairs: Set<string>;
};

function interviewerPool(interviewers: readonly InterviewerSeed[], email: string | undefined) {
  const all = interviewers.map((interviewer, index) => ({ interviewer, index }));
  const named = all.filter(({ interviewer }) => interviewer.email === email);
  return named.length > 0 ? named : all;
}

function placeInterview(random: Random, pools: Pools, { batch, days, busy, perCandidate, pairs }: Placement) {
  const future = batch.firstDay > 0;
  // Upcoming rounds are only for open positions; past ones may be for positions closed since.
  // A named interviewer's round is one to try the feedback form on, which needs the position's template.
  const jobIndexes = pools.jobs.flatMap((job, index) =>
    (future && job.status !== 'active') || (batch.interviewerEmail && !job.usesTemplate) ? [] : [index],
  );
  for (let attempt = 0; attempt < 500; attempt++) {
    const jobIndex = random.pick(jobIndexes);
    const job = pools.jobs[jobIndex];
    if (!job) continue;
    const interviewerIndex = pickClosest(
      random,
      interviewerPool(pools.interviewers, batch.interviewerEmail).map(({ interviewer, index }) => ({
        index,
        fit: techFit(interviewer.techStack, job.technologies),
      })),
    );
    const candidateIndex = pickClosest(
      random,
      pools.candidates.flatMap((candidate, index) =>
        candidate.kind === job.kind &&
        (perCandidate.get(index) ?? 0) < MAX_INTERVIEWS_PER_CANDIDATE &&
        !pairs.has(`${index}:${jobIndex}`)
          ? [{ index, fit: techFit(candidate.skills, job.technologies) }]
          : [],
      ),
    );
    if (interviewerIndex === undefined || candidateIndex === undefined) continue;
    const duration = pickDuration(random);
    const date = pickSlot(random, random.pick(days), duration);
    const keys = [`interviewer:${interviewerIndex}`, `candidate:${candidateIndex}`];
    if (!isFree(busy, keys, date, duration)) continue;
    occupy(busy, keys, date, duration);
    perCandidate.set(candidateIndex, (perCandidate.get(candidateIndex) ?? 0) + 1);
    pairs.add(`${candidateIndex}:${jobIndex}`);
    return {
      status: batch.status,
      date,
      duration,
      jobIndex,
      candidateIndex,
      interviewerIndex,
      schedulerEmail: batch.schedulerEmail ?? random.weighted(schedulerEmails),
      callLink: callLink(random),
      recruiterNotes: random.chance(0.7) ? random.pick(recruiterNotes) : null,
    };
  }
  throw new Error(`could not place a ${batch.status} interview without overlaps`);
}
