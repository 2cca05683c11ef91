import { MantineProvider } from '@mantine/core';
import { Notifications } from '@mantine/notifications';
import { QueryClientProvider } from '@tanstack/react-query';
import { render } from '@testing-library/react';
import type { ReactNode } from 'react';
import { createMemoryRouter, type RouteObject, RouterProvider } from 'react-router';
import { theme } from '../src/app/theme';
import { queryClient } from '../src/lib/query-client';

/** Mantine (without transitions or portals) and the app's query client, as the app provides them. */
export function TestProviders({ children }: { children: ReactNode }) {
  return (
    <MantineProvider theme={theme} env="test">
      <QueryClientProvider client={queryClient}>{children}</QueryClientProvider>
    </MantineProvider>
  );
}

/** Renders a route table in memory at `path`; the returned router exposes the location and history action. */
export function renderRoutes(routes: RouteObject[], path: string) {
  const router = createMemoryRouter(routes, { initialEntries: [path] });
  const view = render(
    <TestProviders>
      <RouterProvider router={router} />
    </TestProviders>,
  );
  return { router, ...view };
}

/** Renders `screen` at `path` under `pattern`, with notifications and a placeholder for every other path. */
export function renderScreen(pattern: string, screen: ReactNode, path: string) {
  return renderRoutes(
    [
      {
        path: pattern,
        element: (
          <>
            <Notifications />
            {screen}
          </>
        ),
      },
      { path: '*', element: <p>Placeholder page</p> },
    ],
    path,
  );
}

/** A JSON response as `fetch` would resolve it. */
export function jsonResponse(body: unknown, status = 200): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
