import { randomBytes } from 'node:crypto';
import { defaultAgencySettings } from '@interview-hub/contracts/settings';
import { Temporal } from 'temporal-polyfill';
import { inject } from 'vitest';
import { clientDecisionsTable, feedbacks } from '../../src/db/schema/index';
import { agencyTimeZone } from '../../src/modules/settings/agency-settings';
import { nextWeekdayAt } from '../booking-parties';
import { createInterviewer, createUser } from '../factories';
import { sharedIcsServer } from '../ics-server';
import { createInterviewFixture } from '../interview-fixture';
import type { AuthorizationWorld, Role } from './authorization-world';

/**
 * Who may call what: every route of the OpenAPI document × {anonymous, blocked user, interviewer, recruiter,
 * admin} → the status each one gets. The test fails when a route exists without a row here. Someone else's
 * record answers 404 (not 403), so ids cannot be probed.
 */
type Expect = Record<Role, number>;
type Request = { url: string; body?: unknown };
export type PermissionCase = {
  name: string;
  expect: Expect;
  request: (world: AuthorizationWorld) => Promise<Request> | Request;
};

const everyone = (status: number): Expect => ({
  anonymous: status,
  blocked: status,
  interviewer: status,
  recruiter: status,
  admin: status,
});
const signedIn = (status: number, interviewer = status): Expect => ({
  anonymous: 401,
  blocked: 401,
  interviewer,
  recruiter: status,
  admin: status,
});
const staff = (status: number): Expect => signedIn(status, 403);
const admins = (status: number): Expect => ({
  anonymous: 401,
  blocked: 401,
  interviewer: 403,
  recruiter: 403,
  admin: status,
});
const one = (expect: Expect, request: PermissionCase['request']): PermissionCase[] => [
  { name: 'default', expect, request },
];
const tag = () => randomBytes(4).toString('hex');

const foreignThenOwn = (
  path: (world: AuthorizationWorld, which: 'own' | 'foreign') => string,
  status = 200,
): PermissionCase[] => [
  { name: "someone else's", expect: signedIn(status, 404), request: (w) => ({ url: path(w, 'foreign') }) },
  { name: 'their own', expect: signedIn(status), request: (w) => ({ url: path(w, 'own') }) },
];

const booking = (parties: Awaited<ReturnType<typeof createInterviewFixture>>) => ({
  interviewer_id: parties.interviewer.id,
  job_id: parties.job.id,
  candidate_id: parties.candidate.id,
  date: nextWeekdayAt(11, 30, 4).toISOString(),
  duration: 60,
  timezone: 'UTC',
});

/** Today in the agency's zone (a row below changes it): a day every past interview may be decided on. */
async function today(world: AuthorizationWorld) {
  const zone = await agencyTimeZone(world.db, Intl.DateTimeFormat().resolvedOptions().timeZone);
  return Temporal.Now.plainDateISO(zone).toString();
}

/** A fresh interview with its feedback and a client's decision, to clear. */
async function decidedInterview(world: AuthorizationWorld) {
  const { interview } = await createInterviewFixture(world.db);
  await world.db.insert(feedbacks).values({ interviewId: interview.id, feedbackText: world.feedbackText });
  await world.db
    .insert(clientDecisionsTable)
    .values({ interviewId: interview.id, decision: 'advanced', decidedOn: await today(world) });
  return interview;
}

const availabilityBody = {
  timezone: 'Europe/Berlin',
  weekly: [{ weekday: 1, ranges: [{ start: '09:00', end: '17:00' }] }],
  time_off: [],
  notice_hours: 12,
  buffer_minutes: 15,
  max_per_day: null,
  max_per_week: null,
};

export const routePermissions: Record<string, PermissionCase[]> = {
  'GET /api/health': one(everyone(200), () => ({ url: '/api/health' })),
  'GET /api/ready': one(everyone(200), () => ({ url: '/api/ready' })),
  'GET /api/auth/google/login': one(everyone(302), () => ({ url: '/api/auth/google/login' })),
  'GET /api/auth/google/callback': one(everyone(302), () => ({
    url: '/api/auth/google/callback?code=x&state=y',
  })),
  'POST /api/auth/login': one(everyone(401), () => ({
    url: '/api/auth/login',
    body: { email: 'nobody@example.test', password: 'Wrong1234' },
  })),
  'POST /api/auth/set-password': one(everyone(400), () => ({
    url: '/api/auth/set-password',
    body: { token: 'made-up', password: 'Str0ngPassword' },
  })),
  'POST /api/auth/request-password-reset': one(everyone(200), () => ({
    url: '/api/auth/request-password-reset',
    body: { email: 'nobody@example.test' },
  })),
  'GET /api/auth/profile': one(signedIn(200), () => ({ url: '/api/auth/profile' })),
  'POST /api/auth/logout': one(signedIn(200), () => ({ url: '/api/auth/logout' })),
  'POST /api/auth/change-password': one(signedIn(422), () => ({
    url: '/api/auth/change-password',
    body: { current_password: 'Whatever1', new_password: 'N3wPassword!' },
  })),

  'GET /api/admin/backups': one(admins(200), () => ({ url: '/api/admin/backups' })),
  // On PostgreSQL the server takes no backups of its own: 422 says that pg_dump does.
  'POST /api/admin/backups': one(admins(inject('postgresTemplate') ? 422 : 201), () => ({
    url: '/api/admin/backups',
  })),
  'GET /api/settings': one(staff(200), () => ({ url: '/api/settings' })),
  'PUT /api/settings': one(admins(200), () => ({
    url: '/api/settings',
    body: {
      ...defaultAgencySettings('Europe/Berlin'),
      working_hours_start: '09:00',
      working_hours_end: '18:00',
    },
  })),
  'GET /api/admin/users': one(admins(200), () => ({ url: '/api/admin/users' })),
  'POST /api/admin/users': one(admins(201), () => ({
    url: '/api/admin/users',
    body: { name: 'New', email: `new-${tag()}@example.test` },
  })),
  'GET /api/admin/users/{id}': one(admins(200), (w) => ({ url: `/api/admin/users/${w.users.recruiter.id}` })),
  'PUT /api/admin/users/{id}': one(admins(200), async (w) => {
    const user = await createUser(w.db);
    return {
      url: `/api/admin/users/${user.id}`,
      body: { name: 'Renamed', email: user.email, role: 'recruiter' },
    };
  }),
  'POST /api/admin/users/{id}/block': one(admins(200), async (w) => ({
    url: `/api/admin/users/${(await createUser(w.db)).id}/block`,
  })),
  'POST /api/admin/users/{id}/unblock': one(admins(200), async (w) => ({
    url: `/api/admin/users/${(await createUser(w.db, { status: 'blocked' })).id}/unblock`,
  })),
  'POST /api/admin/users/{id}/reset-password': one(admins(200), async (w) => ({
    url: `/api/admin/users/${(await createUser(w.db)).id}/reset-password`,
  })),

  'GET /api/interviewers': one(signedIn(200), () => ({ url: '/api/interviewers' })),
  'POST /api/interviewers': one(staff(201), () => ({
    url: '/api/interviewers',
    body: { name: 'New', email: `iv-${tag()}@example.test` },
  })),
  'GET /api/interviewers/{id}': foreignThenOwn((w, which) => `/api/interviewers/${w[which].interviewer.id}`),
  'PUT /api/interviewers/{id}': [
    {
      name: "someone else's",
      expect: signedIn(200, 404),
      request: (w) => ({
        url: `/api/interviewers/${w.foreign.interviewer.id}`,
        body: { name: w.foreign.interviewer.name, email: w.foreign.interviewer.email, tech_stack: ['Go'] },
      }),
    },
    {
      name: 'their own Telegram',
      expect: signedIn(200),
      request: (w) => ({
        url: `/api/interviewers/${w.own.interviewer.id}`,
        body: { name: w.own.interviewer.name, email: w.own.interviewer.email, telegram: `@own_${tag()}` },
      }),
    },
    {
      name: 'their own price',
      expect: signedIn(200, 403),
      request: (w) => ({
        url: `/api/interviewers/${w.own.interviewer.id}`,
        body: { name: w.own.interviewer.name, email: w.own.interviewer.email, price: 123 },
      }),
    },
  ],
  'GET /api/interviewers/{id}/interviews': foreignThenOwn(
    (w, which) => `/api/interviewers/${w[which].interviewer.id}/interviews`,
  ),
  // Staff read every interviewer's quality card; an interviewer only their own (ARCHITECTURE §9).
  'GET /api/interviewers/{id}/quality': foreignThenOwn(
    (w, which) => `/api/interviewers/${w[which].interviewer.id}/quality?from=2026-01-01&to=2026-03-31`,
  ),
  'GET /api/interviewers/{id}/sign-in': one(staff(200), (w) => ({
    url: `/api/interviewers/${w.foreign.interviewer.id}/sign-in`,
  })),
  'POST /api/interviewers/{id}/invite': one(staff(201), async (w) => ({
    url: `/api/interviewers/${(await createInterviewer(w.db)).id}/invite`,
  })),

  'GET /api/candidates': one(signedIn(200), () => ({ url: '/api/candidates' })),
  'GET /api/candidates/{id}': foreignThenOwn((w, which) => `/api/candidates/${w[which].candidate.id}`),
  'PUT /api/candidates/{id}': one(staff(200), (w) => ({
    url: `/api/candidates/${w.foreign.candidate.id}`,
    body: { name: w.foreign.candidate.name, location: 'Porto' },
  })),
  'GET /api/clients': one(signedIn(200), () => ({ url: '/api/clients' })),
  'GET /api/clients/{id}': foreignThenOwn((w, which) => `/api/clients/${w[which].client.id}`),
  'PUT /api/clients/{id}': one(staff(200), (w) => ({
    url: `/api/clients/${w.foreign.client.id}`,
    body: { name: w.foreign.client.name },
  })),
  'PUT /api/clients/{id}/billing': [
    {
      name: "a client of someone else's interview",
      expect: staff(200),
      request: (w) => ({
        url: `/api/clients/${w.foreign.client.id}/billing`,
        body: { billing: { mode: 'hourly', amount: 12_000 } },
      }),
    },
    {
      name: "a client of the interviewer's own interview",
      expect: staff(200),
      request: (w) => ({ url: `/api/clients/${w.own.client.id}/billing`, body: { billing: null } }),
    },
  ],
  'GET /api/jobs': one(signedIn(200), () => ({ url: '/api/jobs' })),
  'GET /api/jobs/{id}': one(signedIn(200), (w) => ({ url: `/api/jobs/${w.foreign.job.id}` })),
  'PUT /api/jobs/{id}': one(staff(200), (w) => ({
    url: `/api/jobs/${w.foreign.job.id}`,
    body: { technologies: ['Go'] },
  })),
  'PUT /api/jobs/{id}/pricing': one(staff(200), (w) => ({
    url: `/api/jobs/${w.own.job.id}/pricing`,
    body: { level: 'senior', billing: null },
  })),

  'GET /api/interviewers/{id}/availability': foreignThenOwn(
    (w, which) => `/api/interviewers/${w[which].interviewer.id}/availability`,
  ),
  'PUT /api/interviewers/{id}/rates': [
    {
      name: "someone else's",
      expect: staff(200),
      request: (w) => ({
        url: `/api/interviewers/${w.foreign.interviewer.id}/rates`,
        body: { level_rates: { senior: 9_000 } },
      }),
    },
    {
      name: 'their own',
      expect: staff(200),
      request: (w) => ({ url: `/api/interviewers/${w.own.interviewer.id}/rates`, body: { level_rates: {} } }),
    },
  ],
  'PUT /api/interviewers/{id}/availability': [
    {
      name: "someone else's",
      expect: signedIn(200, 404),
      request: (w) => ({
        url: `/api/interviewers/${w.foreign.interviewer.id}/availability`,
        body: availabilityBody,
      }),
    },
    {
      name: 'their own',
      expect: signedIn(200),
      request: (w) => ({
        url: `/api/interviewers/${w.own.interviewer.id}/availability`,
        body: availabilityBody,
      }),
    },
  ],
  'GET /api/interviewers/{id}/calendar': foreignThenOwn(
    (w, which) => `/api/interviewers/${w[which].interviewer.id}/calendar`,
  ),
  'PUT /api/interviewers/{id}/calendar': (['foreign', 'own'] as const).map((which) => ({
    name: which === 'own' ? 'their own' : "someone else's",
    expect: signedIn(200, which === 'own' ? 200 : 404),
    request: async (w: AuthorizationWorld) => ({
      url: `/api/interviewers/${w[which].interviewer.id}/calendar`,
      body: { address: `${(await sharedIcsServer()).origin}/cal/busy` },
    }),
  })),
  'DELETE /api/interviewers/{id}/calendar': [
    {
      name: "someone else's",
      expect: signedIn(204, 404),
      request: (w) => ({ url: `/api/interviewers/${w.foreign.interviewer.id}/calendar` }),
    },
    {
      name: 'their own',
      expect: signedIn(204),
      request: (w) => ({ url: `/api/interviewers/${w.own.interviewer.id}/calendar` }),
    },
  ],
  'GET /api/interviews': one(signedIn(200), () => ({ url: '/api/interviews' })),
  'POST /api/interviews': one(staff(201), async (w) => ({
    url: '/api/interviews',
    body: booking(await createInterviewFixture(w.db)),
  })),
  'GET /api/interviewer-matches': one(staff(200), (w) => ({
    url: `/api/interviewer-matches?job_id=${w.foreign.job.id}`,
  })),
  'GET /api/interviews/find-a-time': one(staff(200), (w) => ({
    url: `/api/interviews/find-a-time?job_id=${w.foreign.job.id}&candidate_id=${w.foreign.candidate.id}`,
  })),
  'GET /api/interviewers/{id}/slots': one(staff(200), (w) => ({
    url: `/api/interviewers/${w.foreign.interviewer.id}/slots?from=${encodeURIComponent(
      new Date().toISOString(),
    )}&to=${encodeURIComponent(new Date(Date.now() + 7 * 86_400_000).toISOString())}`,
  })),
  'GET /api/finance/summary': one(admins(200), () => ({ url: '/api/finance/summary?period=2026-01' })),
  'GET /api/finance/periods': one(admins(200), () => ({ url: '/api/finance/periods' })),
  'GET /api/finance/lines': one(admins(200), () => ({ url: '/api/finance/lines?period=2026-01' })),
  'POST /api/finance/periods/{period}/close': one(admins(204), () => ({
    url: '/api/finance/periods/2001-01/close',
  })),
  'GET /api/interviews/{id}/ledger': one(admins(200), (w) => ({
    url: `/api/interviews/${w.foreign.interview.id}/ledger`,
  })),
  'POST /api/interviews/{id}/ledger': one(admins(200), (w) => ({
    url: `/api/interviews/${w.foreign.interview.id}/ledger`,
    body: { reason: 'Rate corrected' },
  })),
  'GET /api/my-earnings': one(
    { anonymous: 401, blocked: 401, interviewer: 200, recruiter: 404, admin: 404 },
    () => ({ url: '/api/my-earnings?period=2026-01' }),
  ),
  // An interviewer's statement goes to the admins; the interviewer gets their own from /api/my-earnings/statement.
  'GET /api/finance/statements/{id}': one(admins(200), (w) => ({
    url: `/api/finance/statements/${w.own.interviewer.id}?period=2026-01&format=csv`,
  })),
  'GET /api/finance/invoices/{id}': one(admins(200), (w) => ({
    url: `/api/finance/invoices/${w.foreign.client.id}?period=2026-01&format=csv`,
  })),
  'GET /api/analytics/quality': one(staff(200), () => ({
    url: '/api/analytics/quality?from=2026-01-01&to=2026-03-31&level=senior',
  })),
  'GET /api/analytics/quality.csv': one(staff(200), () => ({
    url: '/api/analytics/quality.csv?from=2026-01-01&to=2026-03-31',
  })),
  'GET /api/my-earnings/statement': one(
    { anonymous: 401, blocked: 401, interviewer: 200, recruiter: 404, admin: 404 },
    () => ({ url: '/api/my-earnings/statement?period=2026-01&format=csv' }),
  ),
  // The Analytics screen (issue 22): money is the admins', the rest staff's; each JSON and its CSV alike.
  ...Object.fromEntries(
    (['throughput', 'speed', 'load', 'money'] as const).flatMap((section) =>
      ['', '.csv'].map((suffix) => [
        `GET /api/analytics/${section}${suffix}`,
        one(section === 'money' ? admins(200) : staff(200), (w) => ({
          url: `/api/analytics/${section}${suffix}?from=2026-01-01&to=2026-03-31&client_id=${w.foreign.client.id}`,
        })),
      ]),
    ),
  ),
  'GET /api/my-interviews': one(signedIn(200), () => ({ url: '/api/my-interviews' })),
  'GET /api/interviews/overdue-count': one(signedIn(200), () => ({ url: '/api/interviews/overdue-count' })),
  'GET /api/interviews/summary': one(staff(200), () => ({
    url: '/api/interviews/summary?timezone=Europe%2FBerlin',
  })),
  'GET /api/interviews/{id}': foreignThenOwn((w, which) => `/api/interviews/${w[which].interview.id}`),
  'POST /api/interviews/{id}/reschedule': one(staff(200), async (w) => ({
    url: `/api/interviews/${(await w.futureInterview()).id}/reschedule`,
    body: { date: nextWeekdayAt(15, 0, 5).toISOString(), duration: 60, timezone: 'UTC' },
  })),
  'POST /api/interviews/{id}/cancel': [
    {
      name: 'without a body',
      expect: staff(200),
      request: async (w) => ({ url: `/api/interviews/${(await w.futureInterview()).id}/cancel` }),
    },
    {
      name: 'who and why',
      expect: staff(200),
      request: async (w) => ({
        url: `/api/interviews/${(await w.futureInterview()).id}/cancel`,
        body: { cancelled_by: 'client', reason: 'position_closed' },
      }),
    },
  ],
  'POST /api/interviews/{id}/outcome': [
    {
      name: "someone else's",
      expect: signedIn(200, 404),
      request: async (w) => ({
        url: `/api/interviews/${(await w.foreignPastInterview()).id}/outcome`,
        body: { outcome: 'candidate_no_show' },
      }),
    },
    {
      name: 'their own',
      expect: signedIn(200),
      request: async (w) => ({
        url: `/api/interviews/${(await w.ownPastInterview()).id}/outcome`,
        body: { outcome: 'cancelled', cancelled_by: 'candidate', reason: 'illness_or_emergency' },
      }),
    },
  ],
  'PUT /api/interviews/{id}/client-decision': one(staff(200), async (w) => ({
    url: `/api/interviews/${w.foreign.interview.id}/client-decision`,
    body: { decision: 'advanced', decided_on: await today(w) },
  })),
  'DELETE /api/interviews/{id}/client-decision': one(staff(204), async (w) => ({
    url: `/api/interviews/${(await decidedInterview(w)).id}/client-decision`,
  })),
  'POST /api/interviews/{id}/feedback': [
    {
      name: "someone else's",
      expect: signedIn(201, 404),
      request: async (w) => ({
        url: `/api/interviews/${(await w.foreignPastInterview()).id}/feedback`,
        body: feedbackBody(w),
      }),
    },
    {
      name: 'their own',
      expect: signedIn(201),
      request: async (w) => ({
        url: `/api/interviews/${(await w.ownPastInterview()).id}/feedback`,
        body: feedbackBody(w),
      }),
    },
  ],

  'GET /api/templates': one(signedIn(200), () => ({ url: '/api/templates' })),
  'POST /api/templates': one(staff(201), () => ({ url: '/api/templates', body: { name: 'T' } })),
  'GET /api/templates/{id}': one(signedIn(200), (w) => ({ url: `/api/templates/${w.template.id}` })),
  'PUT /api/templates/{id}': one(staff(200), (w) => ({
    url: `/api/templates/${w.template.id}`,
    body: { name: 'Matrix template' },
  })),
  'DELETE /api/templates/{id}': one(staff(204), async (w) => ({
    url: `/api/templates/${(await w.newTemplate()).id}`,
  })),
  'POST /api/templates/{id}/duplicate': one(staff(201), (w) => ({
    url: `/api/templates/${w.template.id}/duplicate`,
  })),
  'POST /api/knowledge_areas/{id}/move': one(staff(200), async (w) => ({
    url: `/api/knowledge_areas/${(await w.area()).id}/move`,
    body: { direction: 'up' },
  })),
  'POST /api/knowledge_areas': one(staff(201), (w) => ({
    url: '/api/knowledge_areas',
    body: { template_id: w.template.id, name: 'A' },
  })),
  'PUT /api/knowledge_areas/{id}': one(staff(200), async (w) => ({
    url: `/api/knowledge_areas/${(await w.area()).id}`,
    body: { name: 'B' },
  })),
  'DELETE /api/knowledge_areas/{id}': one(staff(204), async (w) => ({
    url: `/api/knowledge_areas/${(await w.area()).id}`,
  })),
  'GET /api/questions': one(signedIn(200), () => ({ url: '/api/questions' })),
  'POST /api/questions': one(staff(201), async (w) => ({
    url: '/api/questions',
    body: { text: 'Q', level: 'senior', knowledge_area_id: (await w.area()).id },
  })),
  'POST /api/questions/batch': one(staff(201), async (w) => {
    const area = await w.area();
    return {
      url: '/api/questions/batch',
      body: {
        questions: [{ text: 'Q', level: 'staff', knowledge_area_id: area.id, client_requested: true }],
      },
    };
  }),
  'PUT /api/questions/{id}': one(staff(200), async (w) => ({
    url: `/api/questions/${(await w.question((await w.area()).id)).id}`,
    body: { client_requested: true },
  })),
  'DELETE /api/questions/{id}': one(staff(204), async (w) => ({
    url: `/api/questions/${(await w.question((await w.area()).id)).id}`,
  })),

  'GET /api/feedbacks': one(signedIn(200), () => ({ url: '/api/feedbacks' })),
  'GET /api/feedbacks/{id}': foreignThenOwn(
    (w, which) => `/api/feedbacks/${w[which === 'own' ? 'ownFeedback' : 'foreignFeedback'].id}`,
  ),
  'PUT /api/feedbacks/{id}': [
    {
      name: "someone else's",
      expect: signedIn(200, 404),
      request: (w) => ({
        url: `/api/feedbacks/${w.foreignFeedback.id}`,
        body: { feedback_text: w.feedbackText },
      }),
    },
    {
      name: 'their own',
      expect: signedIn(200),
      request: (w) => ({
        url: `/api/feedbacks/${w.ownFeedback.id}`,
        body: { feedback_text: w.feedbackText },
      }),
    },
  ],
  'GET /api/feedbacks/{id}/download': foreignThenOwn(
    (w, which) => `/api/feedbacks/${w[which === 'own' ? 'ownFeedback' : 'foreignFeedback'].id}/download`,
  ),

  // The matrix app has no Manatal configured: allowed callers get 503, the others are stopped before that.
  'POST /api/candidates/import/manatal': one(staff(503), () => ({
    url: '/api/candidates/import/manatal',
    body: { manatal_id: 1 },
  })),
  'POST /api/sync/candidates/manual': one(admins(503), () => ({ url: '/api/sync/candidates/manual' })),
  'POST /api/clients/sync/manatal': one(staff(503), () => ({ url: '/api/clients/sync/manatal' })),
  'POST /api/jobs/sync/manatal': one(staff(503), () => ({ url: '/api/jobs/sync/manatal' })),
};

function feedbackBody(w: AuthorizationWorld) {
  const structured = JSON.parse(w.feedbackText) as Record<string, unknown>;
  return {
    ...structured,
    feedback_type: 'by_knowledge_area',
    feedback_text: JSON.stringify(structured.knowledge_areas),
  };
}
