import type { StructuredFeedback } from '@interview-hub/contracts/feedback';
import type { FeedbackReport } from './feedback-report';

const areaNames = ['JavaScript', 'TypeScript', 'React', 'Node.js', 'SQL & databases', 'System design'];
const levels = ['exceeds expectations', 'meets expectations', 'below expectations', 'N/A'] as const;

/** A structured feedback with `areas` knowledge areas, each with questions and a rich-text note. */
export function structuredFeedback(areas = 6): StructuredFeedback {
  return {
    knowledge_areas: Array.from({ length: areas }, (_, i) => ({
      id: i + 1,
      name: areaNames[i % areaNames.length] ?? `Area ${i + 1}`,
      level: levels[i % levels.length] ?? 'meets expectations',
      questions: [
        { id: i * 10 + 1, text: 'Explain the event loop and how microtasks are scheduled.', level: 'middle' },
        { id: i * 10 + 2, text: 'How would you find and fix a memory leak in production?', level: 'senior' },
        { id: i * 10 + 3, text: 'Walk through a trade-off you made recently.', level: null },
      ],
      note:
        '<p>Strong grasp of <strong>fundamentals</strong> &amp; clear reasoning under pressure.</p>' +
        '<ul><li>Explained closures with a concrete example</li><li>Knew when <em>not</em> to optimise</li></ul>' +
        '<p>Could go deeper on &lt;edge cases&gt;.<br>Overall: solid.</p>',
    })),
    candidate_level: 'Senior',
    rating: 4,
    overall_recommendation: 'Pass',
    strong_sides:
      'Communicates clearly; structured problem solving; café-level small talk, naïve résumé jokes.',
    areas_for_improvements: '<p>Testing strategy for <b>large</b> codebases.</p>',
    overall_comment: 'Recommended for the next stage.\n\nWould fit a team that values ownership.',
  };
}

export function feedbackReport(overrides: Partial<FeedbackReport> = {}): FeedbackReport {
  return {
    feedbackId: 42,
    candidate: { name: 'Олена Коваль', title: 'Senior Frontend Engineer' },
    position: { title: 'Lead React Developer' },
    client: { name: 'Société Générale Tech' },
    interviewer: { name: 'Jürgen Müller' },
    interviewDate: new Date(Date.UTC(2026, 2, 5, 9, 30)),
    submittedAt: new Date(Date.UTC(2026, 2, 5, 11, 2)),
    timeZone: 'Europe/Berlin',
    content: { kind: 'structured', feedback: structuredFeedback() },
    ...overrides,
  };
}
