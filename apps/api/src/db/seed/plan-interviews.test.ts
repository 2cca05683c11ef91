import { describe, expect, it } from 'vitest';
import { buildCandidates } from './build-candidates';
import { buildJobs } from './build-records';
import { interviewerSeeds } from './interviewer-data';
import { type InterviewPlan, planInterviews } from './plan-interviews';
import { createRandom } from './prng';

const end = (plan: InterviewPlan) => plan.date.getTime() + plan.duration * 60_000;

function overlapping(plans: readonly InterviewPlan[], person: (plan: InterviewPlan) => number) {
  const booked = plans.filter((plan) => plan.status !== 'cancelled');
  return booked.flatMap((a, i) =>
    booked
      .slice(i + 1)
      .filter((b) => person(a) === person(b) && a.date.getTime() < end(b) && b.date.getTime() < end(a))
      .map((b) => `${a.date.toISOString()} and ${b.date.toISOString()}`),
  );
}

describe('planInterviews', () => {
  // One interviewer who knows every technology takes every interview, so that clashes would be likely.
  it.each(['2026-01-05', '2026-02-27', '2026-03-03', '2026-03-08', '2026-07-04', '2026-12-31'])(
    'books nobody twice at the same time (now = %s)',
    (day) => {
      const now = new Date(`${day}T00:00:00Z`);
      const random = createRandom(7);
      const jobs = buildJobs(random.fork('jobs'), now);
      const candidates = buildCandidates(random.fork('candidates'), now);
      const [first] = interviewerSeeds;
      if (!first) throw new Error('no interviewers');
      const allRounder = { ...first, techStack: [...new Set(jobs.flatMap((job) => job.technologies))] };
      const plans = planInterviews(
        random.fork('interviews'),
        { jobs, candidates, interviewers: [allRounder] },
        now,
      );
      expect(plans).toHaveLength(85);
      // Whatever the day, the demo recruiter has an interview whose feedback is overdue (the overdue list).
      const overdue = plans.filter(
        (plan) =>
          plan.status === 'scheduled' &&
          plan.schedulerEmail === 'recruiter@example.com' &&
          plan.date.getTime() + (plan.duration + 24 * 60) * 60_000 < now.getTime(),
      );
      expect(overdue.length).toBeGreaterThan(0);
      expect(overlapping(plans, (plan) => plan.interviewerIndex)).toEqual([]);
      expect(overlapping(plans, (plan) => plan.candidateIndex)).toEqual([]);
    },
  );
});
