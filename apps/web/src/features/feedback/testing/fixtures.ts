import type { Feedback, StructuredFeedback } from '@interview-hub/contracts/feedback';
import type { InterviewDetail } from '@interview-hub/contracts/interviews';
import type { Template } from '@interview-hub/contracts/templates';

/** Test data for the feedback screens, shaped by the contracts; each builder takes the fields a test cares about. */

export function makeInterview(overrides: Partial<InterviewDetail> = {}): InterviewDetail {
  return {
    id: 5,
    status: 'scheduled',
    date: '2025-03-03T10:00:00.000Z',
    duration: 60,
    reschedule_count: 0,
    call_link: null,
    feedback_form_link: '/feedback/form/type2/5',
    recruiter_notes: null,
    created_at: '2025-02-01T00:00:00.000Z',
    updated_at: '2025-02-01T00:00:00.000Z',
    template_id: 7,
    template: { id: 7, name: 'Frontend Developer' },
    candidate: { id: 3, name: 'Carla Candidate', title: null, location: null, email: null },
    candidate_id: 3,
    interviewer: { id: 4, name: 'Ian Interviewer', email: 'interviewer@example.com', timezone: null },
    interviewer_id: 4,
    recruiter: null,
    job: { id: 8, title: 'Frontend Developer', posting_link: null, template_id: 7, client: null },
    job_id: 8,
    has_feedback: false,
    feedback_id: null,
    cancellation: null,
    feedback_due_at: null,
    feedback_overdue: false,
    events: [],
    client_decision: null,
    ...overrides,
  };
}

export function makeTemplate(overrides: Partial<Template> = {}): Template {
  return {
    id: 7,
    name: 'Frontend Developer',
    position: null,
    description: null,
    created_at: '2025-01-01T00:00:00.000Z',
    updated_at: '2025-01-01T00:00:00.000Z',
    knowledge_area_count: 2,
    knowledge_areas: [
      {
        id: 11,
        template_id: 7,
        name: 'JavaScript',
        description: null,
        position: 1,
        questions: [
          {
            id: 101,
            knowledge_area_id: 11,
            text: 'What is a closure?',
            level: 'junior',
            client_requested: false,
          },
          {
            id: 102,
            knowledge_area_id: 11,
            text: 'Explain the event loop',
            level: 'middle',
            client_requested: false,
          },
        ],
      },
      { id: 12, template_id: 7, name: 'React', description: null, position: 2, questions: [] },
    ],
    ...overrides,
  };
}

const structured: StructuredFeedback = {
  knowledge_areas: [
    {
      id: 11,
      name: 'JavaScript',
      level: 'meets expectations',
      questions: [{ id: 101, text: 'What is a closure?', level: 'junior' }],
      note: 'Knows closures well and explained them with an example.',
    },
  ],
  candidate_level: 'Middle',
  rating: 4,
  overall_recommendation: 'Pass',
  strong_sides: 'Clear thinking',
  areas_for_improvements: 'Testing',
  overall_comment: 'Good candidate',
};

export function makeFeedback(overrides: Partial<Feedback> = {}): Feedback {
  return {
    id: 21,
    interview_id: 5,
    feedback_type: 'by_knowledge_area',
    feedback_text: JSON.stringify(structured),
    rating: 4,
    overall_recommendation: 'Pass',
    created_at: '2025-03-04T09:00:00.000Z',
    updated_at: '2025-03-04T09:00:00.000Z',
    author: { id: 1, name: 'Ian Interviewer' },
    candidate: { id: 3, name: 'Carla Candidate' },
    interviewer: { id: 4, name: 'Ian Interviewer' },
    interview: { id: 5, date: '2025-03-03T10:00:00.000Z', status: 'completed' },
    job: { id: 8, title: 'Frontend Developer', client_name: 'Acme' },
    ...overrides,
  };
}
