import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { routes } from '../routes';

describe('protected routes', () => {
  it.each(['/interviews', '/candidates/12', '/profile'])(
    'send a signed-out visitor of %s to /login',
    async (path) => {
      const { router } = renderRoutes(routes, path);
      await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
      expect(router.state.historyAction).toBe('REPLACE');
      expect(await screen.findByRole('button', { name: 'Sign in with Google' })).toBeInTheDocument();
    },
  );

  it('show an unknown path under a signed-in section as 404 inside the layout', async () => {
    stubApi({}, 'recruiter');
    const { router } = renderRoutes(routes, '/interviews/12/no-such-screen');

    expect(await screen.findByRole('heading', { name: '404 — Not Found' })).toBeInTheDocument();
    expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/interviews/12/no-such-screen');
  });
});
