import { feedbackDueAt, isLate } from '@interview-hub/contracts/deadlines';
import { defaultAgencySettings } from '@interview-hub/contracts/settings';
import { inArray, sql } from 'drizzle-orm';
import type { Tx } from '../client';
import { clientDecisionsTable, feedbacks, interviewEvents, interviews } from '../schema/interviews';
import type { CandidatePlan } from './build-candidates';
import { buildClientDecisions } from './build-client-decisions';
import { buildFeedback } from './build-feedback';
import { buildInterviewEvents } from './build-interview-events';
import type { JobPlan } from './build-records';
import { idAt, type StoredTemplate } from './insert-templates';
import type { InterviewPlan } from './plan-interviews';
import type { Random } from './prng';

/** The stored rows an interview plan refers to by position. */
export type InterviewLinks = {
  jobs: readonly { id: number; plan: JobPlan; templateId: number | null }[];
  candidates: readonly { id: number; plan: CandidatePlan }[];
  interviewers: readonly { id: number; email: string }[];
  userIdByEmail: ReadonlyMap<string, number>;
  templates: readonly StoredTemplate[];
};

function at<T>(items: readonly T[], index: number): T {
  const item = items[index];
  if (item === undefined) throw new Error(`no planned row at ${index}`);
  return item;
}

/** Feedback follows the position's template; without one, the template for the kind of position. */
function feedbackTemplate(templates: readonly StoredTemplate[], job: InterviewLinks['jobs'][number]) {
  const template = templates.find((t) =>
    job.templateId === null ? t.kind === job.plan.kind : t.id === job.templateId,
  );
  if (!template) throw new Error(`no feedback template for a ${job.plan.kind} position`);
  return template;
}

/** Inserts the interviews, then their events and the feedback of the completed ones. */
/** The demo's deadlines and late window are the agency's defaults. */
const demoWindows = defaultAgencySettings('UTC');

export async function insertInterviews(
  tx: Tx,
  random: Random,
  { plans, links, now }: { plans: readonly InterviewPlan[]; links: InterviewLinks; now: Date },
) {
  const resolved = plans.map((plan) => ({
    plan,
    job: at(links.jobs, plan.jobIndex),
    candidate: at(links.candidates, plan.candidateIndex),
    interviewer: at(links.interviewers, plan.interviewerIndex),
    schedulerId: links.userIdByEmail.get(plan.schedulerEmail) ?? null,
  }));
  const rows = await tx
    .insert(interviews)
    .values(
      resolved.map(({ plan, job, candidate, interviewer, schedulerId }) => ({
        status: plan.status,
        date: plan.date,
        duration: plan.duration,
        rescheduleCount: plan.timeline.reschedules.length,
        callLink: plan.callLink,
        recruiterNotes: plan.recruiterNotes,
        candidateId: candidate.id,
        interviewerId: interviewer.id,
        jobId: job.id,
        recruiterId: schedulerId,
        templateId: job.templateId,
        cancelledBy: plan.timeline.cancelled?.by ?? null,
        cancelReason: plan.timeline.cancelled?.code ?? null,
        outcomeNote: plan.timeline.cancelled?.reason ?? null,
        outcomeLate: plan.timeline.cancelled
          ? isLate(plan.date, plan.timeline.cancelled.at, demoWindows)
          : false,
        feedbackDueAt: feedbackDueAt(plan.date, plan.duration, demoWindows),
        createdAt: plan.timeline.createdAt,
        updatedAt: plan.timeline.updatedAt,
      })),
    )
    .returning({ id: interviews.id });
  const ids = rows.map((row) => row.id);
  // The form link holds the interview's own id, known only now.
  await tx
    .update(interviews)
    .set({ feedbackFormLink: sql`'/feedback/form/type2/' || ${interviews.id}` })
    .where(inArray(interviews.id, ids));

  const feedbackRows = resolved.flatMap(({ plan, job, candidate, interviewer }, index) => {
    const submittedAt = plan.timeline.completedAt;
    if (!submittedAt) return [];
    const built = buildFeedback(random, {
      areas: feedbackTemplate(links.templates, job).areas,
      candidateName: candidate.plan.row.name,
      experience: candidate.plan.row.experience ?? null,
      jobTitle: job.plan.title,
      technologies: job.plan.technologies,
      submittedAt,
      now,
    });
    return [
      {
        ...built,
        interviewId: idAt(rows, index),
        authorId: links.userIdByEmail.get(interviewer.email) ?? null,
        feedbackType: 'by_knowledge_area',
      },
    ];
  });
  const feedbackIds = feedbackRows.length
    ? await tx.insert(feedbacks).values(feedbackRows).returning({ id: feedbacks.id })
    : [];

  // Its own stream of numbers, so that adding decisions left every other seeded row as it was.
  const feedbackOf = new Map(feedbackRows.map((row) => [row.interviewId, row]));
  const decided = buildClientDecisions(
    random.fork('client-decisions'),
    resolved.flatMap(({ plan, schedulerId }, index) => {
      const feedback = feedbackOf.get(idAt(rows, index));
      return feedback
        ? [
            {
              interviewId: feedback.interviewId,
              interviewDate: plan.date,
              feedbackAt: feedback.createdAt,
              recommendation: feedback.overallRecommendation,
              recorderId: schedulerId,
            },
          ]
        : [];
    }),
    now,
  );
  if (decided.decisions.length) await tx.insert(clientDecisionsTable).values(decided.decisions);

  const eventRows = [
    ...resolved.flatMap(({ plan, interviewer, schedulerId }, index) =>
      buildInterviewEvents(idAt(rows, index), plan, {
        schedulerId,
        feedbackAuthorId: links.userIdByEmail.get(interviewer.email) ?? null,
      }),
    ),
    ...decided.events,
  ];
  await tx.insert(interviewEvents).values(eventRows);
  return {
    interviews: rows.length,
    interviewEvents: eventRows.length,
    feedbacks: feedbackIds.length,
    clientDecisions: decided.decisions.length,
  };
}
