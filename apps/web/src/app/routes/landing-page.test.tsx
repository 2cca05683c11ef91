import { screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { routes } from '../routes';

describe('landing page', () => {
  it('shows the figures, the three features and two ways to /login', async () => {
    renderRoutes(routes, '/');
    expect(await screen.findByRole('heading', { level: 1 })).toBeInTheDocument();
    for (const figure of ['15k+', '67%', '4.9/5']) expect(screen.getByText(figure)).toBeInTheDocument();
    for (const feature of [
      'Smart scheduling',
      'Customizable feedback templates',
      'Manatal synchronization',
    ]) {
      expect(screen.getByRole('heading', { level: 3, name: feature })).toBeInTheDocument();
    }
    expect(screen.getByRole('link', { name: 'Get Started' })).toHaveAttribute('href', '/login');
    expect(screen.getByRole('link', { name: 'Sign In' })).toHaveAttribute('href', '/login');
  });

  it('sends a signed-in visitor to /interviews', async () => {
    stubApi({}, 'admin');
    const { router } = renderRoutes(routes, '/');
    await waitFor(() => expect(router.state.location.pathname).toBe('/interviews'));
    expect(router.state.historyAction).toBe('REPLACE');
  });
});
