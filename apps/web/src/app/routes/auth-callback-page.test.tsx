import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { page, signedInUser } from '../../../test/stub-api';
import { routes } from '../routes';

describe('/auth/callback', () => {
  it('stores the token and replaces the history entry with /interviews', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async (input) =>
        jsonResponse(String(input).startsWith('/api/auth/profile') ? signedInUser('admin') : page([])),
      ),
    );
    const { router } = renderRoutes(routes, '/auth/callback?token=abc.def.ghi');

    await waitFor(() => expect(router.state.location.pathname).toBe('/interviews'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(router.state.location.search).toBe('');
    expect(localStorage.getItem('token')).toBe('abc.def.ghi');
  });

  it('says on /login that the sign-in link was invalid when the server refuses the token', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn<typeof fetch>(async () => jsonResponse({ error: { code: 'UNAUTHORIZED', message: 'x' } }, 401)),
    );
    const { router } = renderRoutes(routes, '/auth/callback?token=forged.token.value');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(
      await screen.findByText('The sign-in link was invalid or expired. Please sign in again.'),
    ).toBeInTheDocument();
    expect(screen.getByText('Sign-in failed')).toBeInTheDocument();
    expect(router.state.historyAction).toBe('REPLACE');
    expect(localStorage.getItem('token')).toBeNull();
  });

  it('logs the missing token and replaces the history entry with /login', async () => {
    const consoleError = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { router } = renderRoutes(routes, '/auth/callback');

    await waitFor(() => expect(router.state.location.pathname).toBe('/login'));
    expect(router.state.historyAction).toBe('REPLACE');
    expect(consoleError).toHaveBeenCalledWith('No token received');
    expect(localStorage.getItem('token')).toBeNull();
  });
});
