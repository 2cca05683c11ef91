import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { routes } from '../routes';

describe('unknown paths', () => {
  it('show 404 — Not Found without asking to sign in', async () => {
    const { router } = renderRoutes(routes, '/no-such-page/at-all');
    expect(await screen.findByRole('heading', { level: 1, name: '404 — Not Found' })).toBeInTheDocument();
    expect(screen.getByText('The page you are looking for does not exist.')).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/no-such-page/at-all');
  });
});
