import type { Candidate, CandidateDetail } from '@interview-hub/contracts/candidates';
import type { InterviewerMatch } from '@interview-hub/contracts/interviewer-match';
import type { Interviewer } from '@interview-hub/contracts/interviewers';
import type { InterviewDetail, InterviewListItem } from '@interview-hub/contracts/interviews';
import type { Job } from '@interview-hub/contracts/jobs';

/** Test data shaped by the contracts; each builder takes the fields a test cares about. */
export function makeJob(fields: Partial<Job> & Pick<Job, 'id' | 'title'>): Job {
  return {
    status: 'active',
    client_id: 1,
    client_name: 'Acme Corp',
    technologies: ['React', 'TypeScript'],
    template_id: null,
    template_name: null,
    note_for_interviewers: null,
    feedback_template_link: null,
    posting_link: null,
    manatal_id: null,
    interview_count: 0,
    level: null,
    ...fields,
  };
}

export function makeInterviewer(
  fields: Partial<Interviewer> & Pick<Interviewer, 'id' | 'name'>,
): Interviewer {
  return {
    email: `${fields.name.toLowerCase().replace(/\W+/g, '.')}@example.com`,
    phone: null,
    telegram: null,
    telegram_chat_id: null,
    price: 50,
    rating: 4,
    feedback_folder_id: null,
    notes: null,
    tech_stack: [],
    timezone: null,
    level_rates: {},
    ...fields,
  };
}

export function makeMatch(
  interviewer: Interviewer,
  rank: number,
  score: number,
  matched: string[] = [],
  fields: Partial<InterviewerMatch> = {},
) {
  const { id, name, email, tech_stack, rating, price } = interviewer;
  const match: InterviewerMatch = {
    interviewer: { id, name, email, tech_stack, rating, price: price ?? 0 },
    score,
    matched,
    available: null,
    rank,
    next_free: null,
    week: { count: 0, cap: null },
    calendar_state: null,
    availability_set: false,
    timezone: interviewer.timezone ?? 'UTC',
    ...fields,
  };
  return match;
}

export function makeCandidate(fields: Partial<Candidate> & Pick<Candidate, 'id' | 'name'>): Candidate {
  return {
    email: `${fields.name.toLowerCase().replace(/\W+/g, '.')}@example.org`,
    phone: null,
    location: 'Berlin',
    title: 'Developer',
    experience: 3,
    manatal_id: null,
    ...fields,
  };
}

export function makeCandidateDetail(candidate: Candidate, notes: string | null = null): CandidateDetail {
  return {
    ...candidate,
    notes,
    created_at: '2026-01-01T00:00:00.000Z',
    updated_at: '2026-01-01T00:00:00.000Z',
  };
}

export function makeInterview(
  fields: Partial<InterviewListItem> & Pick<InterviewListItem, 'id'>,
): InterviewListItem {
  return {
    status: 'scheduled',
    date: '2026-03-10T10:00:00.000Z',
    duration: 60,
    reschedule_count: 0,
    call_link: 'https://meet.example.com/room',
    feedback_form_link: 'https://app.example.com/feedback/form/type2/1',
    recruiter_notes: null,
    created_at: '2026-03-01T09:00:00.000Z',
    updated_at: '2026-03-01T09:00:00.000Z',
    template_id: 3,
    template: { id: 3, name: 'Frontend template' },
    candidate: {
      id: 11,
      name: 'Clara Candidate',
      title: 'Frontend Developer',
      location: 'Lisbon',
      email: null,
    },
    candidate_id: 11,
    interviewer: { id: 21, name: 'Ivan Interviewer', email: 'ivan@example.com', timezone: null },
    interviewer_id: 21,
    recruiter: { id: 2, name: 'Rita Recruiter', email: 'rita@example.com' },
    job: {
      id: 31,
      title: 'Senior React Engineer',
      posting_link: 'https://jobs.example.com/31',
      template_id: 3,
      client: { id: 41, name: 'Acme Corp', website: 'https://acme.example.com' },
    },
    job_id: 31,
    has_feedback: false,
    feedback_id: null,
    cancellation: null,
    feedback_due_at: null,
    feedback_overdue: false,
    client_decision: null,
    ...fields,
  };
}

export function makeInterviewDetail(fields: Partial<InterviewDetail> & Pick<InterviewDetail, 'id'>) {
  const { client_decision = null, ...rest } = fields;
  const detail: InterviewDetail = { ...makeInterview(rest), events: [], ...rest, client_decision };
  return detail;
}
