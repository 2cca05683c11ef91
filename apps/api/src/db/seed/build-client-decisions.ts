import { type ClientDecision, decisionHistoryWords } from '@interview-hub/contracts/client-decisions';
import type { clientDecisionsTable, interviewEvents } from '../schema/interviews';
import type { Random } from './prng';
import { addDays, addMinutes, isoDay, latest, startOfUtcDay } from './seed-dates';

/** An interview whose feedback is in: what the client may have decided on it. */
export type DecidedSubject = {
  interviewId: number;
  interviewDate: Date;
  feedbackAt: Date;
  recommendation: string | null;
  recorderId: number | null;
};

/** How often a client answers at all, and what, after a Pass or a Fail (the analytics compare the two). */
const ANSWER_RATE = 0.55;
const afterPass: [ClientDecision, number][] = [
  ['advanced', 6],
  ['hired', 2],
  ['rejected', 2],
];
const afterFail: [ClientDecision, number][] = [
  ['rejected', 8],
  ['advanced', 2],
];
const comments: Record<ClientDecision, string[]> = {
  advanced: ['Second round with the team lead', 'Moves on to the system design round', 'Take-home task next'],
  rejected: ['Not enough depth for the role', 'Went with another candidate', 'Salary expectations too high'],
  hired: ['Offer accepted', 'Starts next month', 'Signed after the final round'],
};

/**
 * The client's decision on some interviews with feedback, 1–10 days after the interview (never before its
 * feedback, never today or later: `now` is the start of the seed's day), with its line in the history.
 */
export function buildClientDecisions(random: Random, subjects: readonly DecidedSubject[], now: Date) {
  const decisions: (typeof clientDecisionsTable.$inferInsert)[] = [];
  const events: (typeof interviewEvents.$inferInsert)[] = [];
  for (const subject of subjects) {
    if (!random.chance(ANSWER_RATE)) continue;
    const decision = random.weighted(subject.recommendation === 'Fail' ? afterFail : afterPass);
    const comment = random.chance(0.35) ? random.pick(comments[decision]) : null;
    const afterInterview = addDays(startOfUtcDay(subject.interviewDate), random.int(1, 10));
    const day = afterInterview < subject.feedbackAt ? startOfUtcDay(subject.feedbackAt) : afterInterview;
    if (day >= now) continue;
    const recordedAt = latest(
      addMinutes(day, random.int(9 * 60, 17 * 60)),
      addMinutes(subject.feedbackAt, 30),
    );
    const decidedOn = isoDay(day);
    decisions.push({
      interviewId: subject.interviewId,
      decision,
      decidedOn,
      comment,
      recordedBy: subject.recorderId,
      createdAt: recordedAt,
      updatedAt: recordedAt,
    });
    events.push({
      interviewId: subject.interviewId,
      kind: 'client_decision',
      actorId: subject.recorderId,
      reason: decisionHistoryWords({ decision, decidedOn, comment }),
      createdAt: recordedAt,
    });
  }
  return { decisions, events };
}
