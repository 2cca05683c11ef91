import type { Client } from '@interview-hub/contracts/clients';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { page, sentBodies, stubApi, writes } from '../../../test/stub-api';
import { moneyCard, settingsIn } from '../../features/rates/testing/fixtures';
import { ClientDetailPage } from './client-detail-page';

const northwind: Client = {
  id: 4,
  name: 'Northwind',
  website: null,
  manatal_id: null,
  billing: null,
};

function stubClient(client: Client, currency = 'USD', as: 'admin' | 'recruiter' | 'interviewer' = 'admin') {
  return stubApi(
    {
      'GET /api/clients/4': client,
      'PUT /api/clients/4/billing': ({ body }) => jsonResponse({ ...client, ...body }),
      'GET /api/settings': settingsIn(currency),
      'GET /api/jobs': page([], { limit: 200, available_statuses: [] }),
    },
    as,
  );
}

const renderClient = () =>
  renderRoutes([{ path: '/clients/:id', Component: ClientDetailPage }], '/clients/4');
const billingCard = () => moneyCard('Billing');

describe("client page's Billing card", () => {
  it("reads 'Not set', then saves an hourly rate typed with a thousands comma and a level's own, in cents", async () => {
    const user = userEvent.setup();
    const fetchMock = stubClient(northwind);
    renderClient();
    const card = await billingCard();
    expect(await card.findByText('Not set')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Edit' }));
    await user.click(card.getByRole('radio', { name: 'Per hour' }));
    await user.type(card.getByRole('textbox', { name: /Hourly rate/ }), '1,234.5');
    await user.type(card.getByRole('textbox', { name: 'Senior' }), '150');
    await user.click(card.getByRole('button', { name: 'Save Changes' }));

    expect(await card.findByText('$1,234.50 per hour')).toBeInTheDocument();
    expect(card.getByText('By level: Senior $150.00')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT', '/api/clients/4/billing')).toEqual([
      { billing: { mode: 'hourly', amount: 123_450, by_level: { senior: 15_000 } } },
    ]);
  });

  it('refuses more decimals than the currency has at the field, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = stubClient(northwind, 'JPY');
    renderClient();
    const card = await billingCard();
    await user.click(await card.findByRole('button', { name: 'Edit' }));
    await user.click(card.getByRole('radio', { name: 'Per interview' }));
    await user.type(card.getByRole('textbox', { name: /Fee per interview/ }), '12000.5');
    await user.click(card.getByRole('button', { name: 'Save Changes' }));
    expect(await card.findByText('JPY amounts have no decimals')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([]);
  });

  it("shows a saved rule in the agency's currency, edits it from its amounts and clears it with 'Not set'", async () => {
    const user = userEvent.setup();
    const billing = { mode: 'per_interview' as const, amount: 20_000, by_level: { lead: 25_050 } };
    const fetchMock = stubClient({ ...northwind, billing }, 'EUR', 'recruiter');
    renderClient();
    const card = await billingCard();
    expect(await card.findByText('€200.00 per interview')).toBeInTheDocument();
    expect(card.getByText('By level: Lead €250.50')).toBeInTheDocument();
    await user.click(card.getByRole('button', { name: 'Edit' }));
    expect(card.getByRole('textbox', { name: /Fee per interview/ })).toHaveValue('200');
    expect(card.getByRole('textbox', { name: 'Lead' })).toHaveValue('250.50');
    await user.click(card.getByRole('radio', { name: 'Not set' }));
    await user.click(card.getByRole('button', { name: 'Save Changes' }));
    expect(await card.findByText('Not set')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT', '/api/clients/4/billing')).toEqual([{ billing: null }]);
  });

  it('is not shown to an interviewer, whose answers carry no bill', async () => {
    stubClient({ id: 4, name: 'Northwind', website: null, manatal_id: null }, 'USD', 'interviewer');
    renderClient();
    expect(await screen.findByRole('heading', { name: 'Northwind' })).toBeInTheDocument();
    expect(screen.queryByRole('region', { name: 'Billing' })).toBeNull();
  });
});
