import type { UserRole } from '@interview-hub/contracts/users';
import { createSession } from '../../src/auth/sessions';
import type { Db } from '../../src/db/client';
import { feedbacks, knowledgeAreas, questions, templates } from '../../src/db/schema/index';
import { nextWeekdayAt } from '../booking-parties';
import { createInterview, createUser, type TestUser } from '../factories';
import { createInterviewFixture } from '../interview-fixture';

export const roles = ['anonymous', 'blocked', 'interviewer', 'recruiter', 'admin'] as const;
export type Role = (typeof roles)[number];

const feedbackText = JSON.stringify({
  knowledge_areas: [{ id: null, name: 'React', level: 'N/A', questions: [], note: '' }],
  candidate_level: 'Middle',
  rating: 3,
  overall_recommendation: 'Pass',
  strong_sides: 'Clear',
  areas_for_improvements: 'Depth',
  overall_comment: 'Fine',
});

/**
 * The records every row of the matrix works on: users of each role, an interview of the signed-in interviewer
 * ("own") and one of somebody else ("foreign"), feedback on both, and a template.
 */
export async function buildAuthorizationWorld(db: Db, jwtSecret: string) {
  const users = {} as Record<Exclude<Role, 'anonymous'>, TestUser>;
  for (const role of ['interviewer', 'recruiter', 'admin'] as const)
    users[role] = await createUser(db, { role });
  users.blocked = await createUser(db, { role: 'recruiter', status: 'blocked' });
  const own = await createInterviewFixture(db, { interviewerEmail: users.interviewer.email });
  const foreign = await createInterviewFixture(db);
  const [ownFeedback] = await db
    .insert(feedbacks)
    .values({ interviewId: own.interview.id, authorId: users.interviewer.id, feedbackText })
    .returning();
  const [foreignFeedback] = await db
    .insert(feedbacks)
    .values({ interviewId: foreign.interview.id, feedbackText })
    .returning();
  const [template] = await db.insert(templates).values({ name: 'Matrix template' }).returning();
  if (!ownFeedback || !foreignFeedback || !template) throw new Error('world insert failed');

  /** A fresh session per request, so rows that end a session (logout) leave the others alone. */
  const headers = async (role: Role): Promise<Record<string, string>> => {
    if (role === 'anonymous') return {};
    const user = users[role];
    const { token } = await createSession({
      db,
      jwtSecret,
      user: { id: user.id, role: user.role as UserRole },
    });
    return { authorization: `Bearer ${token}` };
  };

  return {
    db,
    users,
    own,
    foreign,
    ownFeedback,
    foreignFeedback,
    template,
    feedbackText,
    headers,
    /** A scheduled interview in the future, new for each call (for reschedule and cancel). */
    futureInterview: async () => {
      const fixture = await createInterviewFixture(db, { date: nextWeekdayAt(10, 0, 3) });
      return fixture.interview;
    },
    /** An interview of the signed-in interviewer awaiting feedback, new for each call. */
    ownPastInterview: () =>
      createInterview(db, { interviewerId: own.interviewer.id, date: new Date(Date.now() - 3600_000) }),
    foreignPastInterview: () =>
      createInterview(db, { interviewerId: foreign.interviewer.id, date: new Date(Date.now() - 3600_000) }),
    area: async () => {
      const [row] = await db
        .insert(knowledgeAreas)
        .values({ templateId: template.id, name: 'Area' })
        .returning();
      if (!row) throw new Error('area insert failed');
      return row;
    },
    question: async (areaId: number) => {
      const [row] = await db
        .insert(questions)
        .values({ knowledgeAreaId: areaId, text: 'Q', level: 'junior' })
        .returning();
      if (!row) throw new Error('question insert failed');
      return row;
    },
    newTemplate: async () => {
      const [row] = await db.insert(templates).values({ name: 'Disposable' }).returning();
      if (!row) throw new Error('template insert failed');
      return row;
    },
  };
}

export type AuthorizationWorld = Awaited<ReturnType<typeof buildAuthorizationWorld>>;
