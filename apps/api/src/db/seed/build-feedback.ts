import { questionLevels } from '../schema/templates';
import { areaNotes, improvements, overallComments, strongSides } from './feedback-phrases';
import type { Random } from './prng';
import { addDays, between, earliest } from './seed-dates';
import type { QuestionLevel } from './template-seed';

/** A knowledge area of a stored template, with the ids the feedback refers to. */
export type StoredArea = {
  id: number;
  name: string;
  questions: readonly { id: number; text: string; level: QuestionLevel }[];
};

type AreaLevel = keyof typeof areaNotes;
type CandidateLevel = 'Junior' | 'Middle' | 'Senior';
type Recommendation = keyof typeof overallComments;

export type FeedbackSubject = {
  areas: readonly StoredArea[];
  candidateName: string;
  experience: number | null;
  jobTitle: string;
  technologies: readonly string[];
  submittedAt: Date;
  now: Date;
};

export type BuiltFeedback = {
  feedbackText: string;
  rating: number;
  overallRecommendation: Recommendation;
  createdAt: Date;
  updatedAt: Date;
};

/** The question levels an interviewer would ask a candidate of each level. */
const askedLevels: Record<CandidateLevel, readonly QuestionLevel[]> = {
  Junior: ['junior', 'middle'],
  Middle: ['junior', 'middle', 'senior'],
  Senior: ['middle', 'senior', 'staff'],
};

const levelOrder = (level: QuestionLevel) => questionLevels.indexOf(level);

function candidateLevel(random: Random, experience: number): CandidateLevel {
  const levels: CandidateLevel[] = ['Junior', 'Middle', 'Senior'];
  const expected = experience < 3 ? 0 : experience < 7 ? 1 : 2;
  // Now and then the interviewer rates a candidate a level below their title.
  const assessed = random.chance(0.2) ? Math.max(0, expected - 1) : expected;
  return levels[assessed] ?? 'Middle';
}

function areaLevel(random: Random, rating: number, skipped: boolean): AreaLevel {
  if (skipped) return 'N/A';
  const score = rating + (random.next() - 0.5) * 2;
  if (score >= 4.3) return 'exceeds expectations';
  if (score >= 2.6) return 'meets expectations';
  return 'below expectations';
}

const fill = (text: string, values: Record<string, string>) =>
  text.replace(/\{(\w+)\}/g, (match, key: string) => values[key] ?? match);

type Assessment = { level: CandidateLevel; rating: number; skipped: boolean };

/** One knowledge area of the feedback: two or three questions fitting the candidate's level, a level and a note. */
function assessArea(random: Random, area: StoredArea, { level, rating, skipped }: Assessment) {
  const areaAssessment = areaLevel(random, rating, skipped);
  const fitting = area.questions.filter((q) => askedLevels[level].includes(q.level));
  const asked = areaAssessment === 'N/A' ? [] : random.sample(fitting, random.int(2, 3));
  // The note speaks of the hardest level asked.
  const hardest = asked.map((q) => q.level).sort((a, b) => levelOrder(b) - levelOrder(a))[0] ?? 'middle';
  return {
    id: area.id,
    name: area.name,
    level: areaAssessment,
    questions: asked.map((q) => ({ id: q.id, text: q.text, level: q.level })),
    note: fill(random.pick(areaNotes[areaAssessment]), { area: area.name, level: hardest }),
  };
}

/**
 * Structured feedback as the per-knowledge-area form submits it: a JSON string of the assessed areas plus the
 * overall verdict, with the rating and recommendation repeated in their own columns.
 */
export function buildFeedback(random: Random, subject: FeedbackSubject): BuiltFeedback {
  const level = candidateLevel(random, subject.experience ?? 3);
  const rating = random.weighted([
    [1, 1],
    [2, 3],
    [3, 5],
    [4, 7],
    [5, 4],
  ]);
  const recommendation: Recommendation =
    rating >= 4 || (rating === 3 && random.chance(0.5)) ? 'Pass' : 'Fail';
  // Now and then one area is left out, as when the interview runs out of time.
  const skippedIndex = random.chance(0.3) ? random.int(0, subject.areas.length - 1) : -1;
  const tech = () => random.pick(subject.technologies);
  const knowledgeAreas = subject.areas.map((area, index) =>
    assessArea(random, area, { level, rating, skipped: index === skippedIndex }),
  );
  const values = { first: subject.candidateName.split(' ')[0] ?? '', job: subject.jobTitle, level };
  const feedback = {
    knowledge_areas: knowledgeAreas,
    candidate_level: level,
    rating,
    overall_recommendation: recommendation,
    strong_sides: random
      .sample(strongSides, 2)
      .map((text) => fill(text, { tech: tech() }))
      .join(' '),
    areas_for_improvements: random
      .sample(improvements, 2)
      .map((text) => fill(text, { tech: tech() }))
      .join(' '),
    overall_comment: fill(random.pick(overallComments[recommendation]), { ...values, tech: tech() }),
  };
  const createdAt = subject.submittedAt;
  // Some interviewers come back to polish their feedback within a few days.
  const updatedAt = random.chance(0.2)
    ? between(random, createdAt, earliest(addDays(createdAt, 3), subject.now))
    : createdAt;
  return {
    feedbackText: JSON.stringify(feedback),
    rating,
    overallRecommendation: recommendation,
    createdAt,
    updatedAt,
  };
}
