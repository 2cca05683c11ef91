import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundContent } from '../components/not-found-content';
import { PageLoader } from '../components/page-loader';
import { RequireAuth } from './layout/require-auth';
import { prefetchInterviews, prefetchProfile } from './prefetch-loaders';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** Resolves in a later task of the event loop, so that what follows runs apart from the current task. */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/** A screen whose code is loaded on first visit, so no page carries the code of the others. */
function lazyPage(load: () => Promise<ComponentType>) {
  return async () => {
    // Starting the import adds a preload link per chunk of the screen, and the browser compiles each one at once
    // when it comes from the cache (a repeat visit). The router starts these imports while the app itself starts;
    // after the yield, that work is a task of its own instead of lengthening the app's start into one long task.
    await nextTask();
    return { Component: await load() };
  };
}

/**
 * Signed-in screens, one line each, for example:
 *   { path: 'interviews', lazy: lazyPage(() => import('./routes/interviews-page').then((m) => m.InterviewsPage)) },
 */
const protectedScreens: RouteObject[] = [
  {
    path: 'interviews',
    loader: prefetchInterviews,
    lazy: lazyPage(() => import('./routes/interviews-page').then((m) => m.InterviewsPage)),
  },
  {
    path: 'my-interviews',
    lazy: lazyPage(() => import('./routes/my-interviews-page').then((m) => m.MyInterviewsPage)),
  },
  {
    path: 'interviews/:id',
    lazy: lazyPage(() => import('./routes/interview-detail-page').then((m) => m.InterviewDetailPage)),
  },
  {
    path: 'interviewers',
    lazy: lazyPage(() => import('./routes/interviewers-page').then((m) => m.InterviewersPage)),
  },
  {
    path: 'interviewers/:id',
    lazy: lazyPage(() => import('./routes/interviewer-detail-page').then((m) => m.InterviewerDetailPage)),
  },
  {
    path: 'candidates',
    lazy: lazyPage(() => import('./routes/candidates-page').then((m) => m.CandidatesPage)),
  },
  {
    path: 'candidates/:id',
    lazy: lazyPage(() => import('./routes/candidate-detail-page').then((m) => m.CandidateDetailPage)),
  },
  { path: 'clients', lazy: lazyPage(() => import('./routes/clients-page').then((m) => m.ClientsPage)) },
  {
    path: 'clients/:id',
    lazy: lazyPage(() => import('./routes/client-detail-page').then((m) => m.ClientDetailPage)),
  },
  { path: 'positions', lazy: lazyPage(() => import('./routes/positions-page').then((m) => m.PositionsPage)) },
  {
    path: 'positions/:id',
    lazy: lazyPage(() => import('./routes/position-detail-page').then((m) => m.PositionDetailPage)),
  },
  {
    path: 'positions/:id/edit',
    lazy: lazyPage(() => import('./routes/position-edit-page').then((m) => m.PositionEditPage)),
  },
  { path: 'templates', lazy: lazyPage(() => import('./routes/templates-page').then((m) => m.TemplatesPage)) },
  {
    path: 'templates/:id',
    lazy: lazyPage(() => import('./routes/template-detail-page').then((m) => m.TemplateDetailPage)),
  },
  { path: 'feedbacks', lazy: lazyPage(() => import('./routes/feedbacks-page').then((m) => m.FeedbacksPage)) },
  {
    path: 'feedbacks/:id',
    lazy: lazyPage(() => import('./routes/feedback-detail-page').then((m) => m.FeedbackDetailPage)),
  },
  {
    path: 'feedback/form/type1/:interviewId',
    lazy: lazyPage(() => import('./routes/feedback-demo-form-page').then((m) => m.FeedbackDemoFormPage)),
  },
  {
    path: 'feedback/form/type2/:interviewId',
    lazy: lazyPage(() => import('./routes/feedback-form-page').then((m) => m.FeedbackFormPage)),
  },
  {
    path: 'feedback/view/:interviewId',
    lazy: lazyPage(() =>
      import('./routes/feedback-sample-report-page').then((m) => m.FeedbackSampleReportPage),
    ),
  },
  { path: 'users', lazy: lazyPage(() => import('./routes/users-page').then((m) => m.UsersPage)) },
  {
    path: 'users/:id',
    lazy: lazyPage(() => import('./routes/user-detail-page').then((m) => m.UserDetailPage)),
  },
  { path: 'finance', lazy: lazyPage(() => import('./routes/finance-page').then((m) => m.FinancePage)) },
  {
    path: 'analytics',
    lazy: lazyPage(() => import('./routes/analytics-page').then((m) => m.AnalyticsPage)),
  },
  {
    path: 'my-earnings',
    lazy: lazyPage(() => import('./routes/my-earnings-page').then((m) => m.MyEarningsPage)),
  },
  { path: 'backups', lazy: lazyPage(() => import('./routes/backups-page').then((m) => m.BackupsPage)) },
  { path: 'settings', lazy: lazyPage(() => import('./routes/settings-page').then((m) => m.SettingsPage)) },
  { path: 'profile', lazy: lazyPage(() => import('./routes/profile-page').then((m) => m.ProfilePage)) },
];

/**
 * The top-level paths of the signed-in area (spec §2 "Protected"). A path under one of them that has no screen
 * (yet) shows the 404 inside the layout, so signed-out visitors are still sent to /login.
 */
const protectedSections = [
  'interviews',
  'positions',
  'templates',
  'feedbacks',
  'feedback',
  'interviewers',
  'candidates',
  'clients',
  'users',
  'finance',
  'analytics',
  'backups',
  'settings',
  'profile',
] as const;

function SectionNotFound() {
  return <NotFoundContent homeTo="/interviews" homeLabel="Go to interviews" />;
}

export const routes: RouteObject[] = [
  {
    Component: RootLayout,
    HydrateFallback: PageLoader,
    ErrorBoundary: RouteError,
    children: [
      {
        index: true,
        lazy: lazyPage(() => import('./routes/landing-page').then((m) => m.LandingPage)),
      },
      { path: 'login', lazy: lazyPage(() => import('./routes/login-page').then((m) => m.LoginPage)) },
      {
        path: 'auth/callback',
        lazy: lazyPage(() => import('./routes/auth-callback-page').then((m) => m.AuthCallbackPage)),
      },
      {
        path: 'set-password',
        lazy: lazyPage(() => import('./routes/set-password-page').then((m) => m.SetPasswordPage)),
      },
      {
        Component: RequireAuth,
        children: [
          {
            loader: prefetchProfile,
            lazy: lazyPage(() => import('./layout/app-layout').then((m) => m.AppLayout)),
            children: [
              ...protectedScreens,
              ...protectedSections.map((section) => ({ path: `${section}/*`, Component: SectionNotFound })),
            ],
          },
        ],
      },
      {
        path: '*',
        lazy: lazyPage(() => import('./routes/not-found-page').then((m) => m.NotFoundPage)),
      },
    ],
  },
];
