import type { JobDetail } from '@interview-hub/contracts/jobs';
import type { UserRole } from '@interview-hub/contracts/users';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { page, sentBodies, stubApi } from '../../../test/stub-api';
import { makeJob } from '../../features/interviews/testing/fixtures';
import { moneyCard, settingsIn } from '../../features/rates/testing/fixtures';
import { PositionDetailPage } from './position-detail-page';

const clientRule = { mode: 'hourly' as const, amount: 10_000, by_level: { senior: 12_000 } };
const position: JobDetail = {
  ...makeJob({ id: 27, title: 'Go Developer', client_id: 5, client_name: 'Lumen' }),
  billing: null,
  client: { id: 5, name: 'Lumen', website: null, billing: clientRule },
};

function stubPosition(job: JobDetail, role: UserRole = 'admin') {
  return stubApi(
    {
      'GET /api/jobs/27': job,
      'PUT /api/jobs/27/pricing': ({ body }) => jsonResponse({ ...job, ...body }),
      'GET /api/settings': settingsIn('USD'),
      'GET /api/interviews': page([], { limit: 200 }),
      'GET /api/templates': { templates: [] },
    },
    role,
  );
}

const renderPosition = () =>
  renderRoutes([{ path: '/positions/:id', Component: PositionDetailPage }], '/positions/27');

describe("position page's Pricing card", () => {
  it("shows the client's rule while the position has none, and saves a level chosen by keyboard", async () => {
    const user = userEvent.setup();
    const fetchMock = stubPosition(position);
    renderPosition();
    const card = await moneyCard('Pricing');
    expect(card.getByText("Client's rule")).toBeInTheDocument();
    expect(card.getByText('$100.00 per hour')).toBeInTheDocument();
    expect(card.getByText('By level: Senior $120.00')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Edit' }));
    await user.click(card.getByRole('combobox', { name: 'Level' }));
    await user.keyboard('{ArrowDown}{ArrowDown}{ArrowDown}{Enter}');
    await user.click(card.getByRole('button', { name: 'Save Changes' }));

    expect(await card.findByText('Senior')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT', '/api/jobs/27/pricing')).toEqual([
      { level: 'senior', billing: null },
    ]);
  });

  it('gives the position a rule of its own over its client’s', async () => {
    const user = userEvent.setup();
    const fetchMock = stubPosition({ ...position, level: 'lead' });
    renderPosition();
    const card = await moneyCard('Pricing');
    await user.click(card.getByRole('button', { name: 'Edit' }));
    await user.click(card.getByRole('radio', { name: 'Per interview' }));
    await user.type(card.getByRole('textbox', { name: /Fee per interview/ }), '250');
    await user.click(card.getByRole('button', { name: 'Save Changes' }));

    expect(await card.findByText('$250.00 per interview')).toBeInTheDocument();
    expect(card.queryByText("Client's rule")).toBeNull();
    expect(sentBodies(fetchMock, 'PUT', '/api/jobs/27/pricing')).toEqual([
      { level: 'lead', billing: { mode: 'per_interview', amount: 25_000, by_level: {} } },
    ]);
  });

  it('is not shown to an interviewer, whose answers carry no billing', async () => {
    const { billing: _, ...withoutBilling } = position;
    stubPosition({ ...withoutBilling, client: { id: 5, name: 'Lumen', website: null } }, 'interviewer');
    renderPosition();
    expect(await screen.findByRole('heading', { name: 'Go Developer' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Pricing' })).toBeNull();
  });
});
