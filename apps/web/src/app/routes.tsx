import type { ComponentType } from 'react';
import type { RouteObject } from 'react-router';
import { NotFoundContent } from '../components/not-found-content';
import { PageLoader } from '../components/page-loader';
import { RequireAuth } from './layout/require-auth';
import { RootLayout } from './root-layout';
import { RouteError } from './route-error';

/** A screen whose code is loaded on first visit, so no page carries the code of the others. */
function lazyPage(load: () => Promise<ComponentType>) {
  return async () => ({ Component: await load() });
}

/**
 * Signed-in screens, one line each, for example:
 *   { path: 'interviews', lazy: lazyPage(() => import('./routes/interviews-page').then((m) => m.InterviewsPage)) },
 */
const protectedScreens: RouteObject[] = [];

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
