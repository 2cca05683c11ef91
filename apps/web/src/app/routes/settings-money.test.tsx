import { type AgencySettingsResponse, defaultAgencySettings } from '@interview-hub/contracts/settings';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen } from '../../../test/render';
import { sentBodies, stubApi } from '../../../test/stub-api';
import { SettingsPage } from './settings-page';

const renderSettings = () => renderScreen('/settings', <SettingsPage />, '/settings');
const atDefaults: AgencySettingsResponse = {
  settings: defaultAgencySettings('Europe/Berlin'),
  updated_at: null,
  updated_by: null,
};
const money = async () => within(await screen.findByRole('region', { name: 'Money' }));

describe("Settings' Money section", () => {
  it('saves a currency found by search and the outcome factors as whole percentages', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/settings': atDefaults,
      'PUT /api/settings': ({ body }) => jsonResponse({ ...atDefaults, settings: body }),
    });
    renderSettings();
    const section = await money();
    const currency = section.getByRole('combobox', { name: /Currency/ });
    await user.clear(currency);
    await user.type(currency, 'Euro');
    await user.click(await screen.findByRole('option', { name: 'EUR — Euro' }));
    const noShow = section.getByRole('textbox', { name: 'Candidate no-show: payout' });
    await user.clear(noShow);
    await user.type(noShow, '40');
    const penalty = section.getByRole('textbox', { name: 'Late feedback: payout penalty' });
    await user.clear(penalty);
    await user.type(penalty, '15');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    const factors = atDefaults.settings.outcome_factors;
    expect(sentBodies(fetchMock, 'PUT', '/api/settings')).toEqual([
      {
        ...atDefaults.settings,
        currency: 'EUR',
        outcome_factors: {
          ...factors,
          late_feedback_penalty: 15,
          candidate_no_show: { ...factors.candidate_no_show, payout: 40 },
        },
      },
    ]);
  });

  it("shows the server's reason when the currency cannot change while months in the old one are open", async () => {
    const user = userEvent.setup();
    const message = 'The currency can change once every month with amounts in USD is closed';
    stubApi({
      'GET /api/settings': atDefaults,
      'PUT /api/settings': () => jsonResponse({ error: { code: 'CONFLICT', message } }, 409),
    });
    renderSettings();
    const currency = (await money()).getByRole('combobox', { name: /Currency/ });
    await user.clear(currency);
    await user.type(currency, 'GBP');
    await user.click(await screen.findByRole('option', { name: /^GBP/ }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
  });

  it('refuses a factor over 100 % at its field', async () => {
    const user = userEvent.setup();
    stubApi({ 'GET /api/settings': atDefaults });
    renderSettings();
    const field = (await money()).getByRole('textbox', { name: 'Completed: charge' });
    await user.clear(field);
    await user.type(field, '150');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Completed: charge must be 0 to 100 %')).toBeInTheDocument();
  });

  it('shows a recruiter the currency and factors read-only', async () => {
    stubApi({ 'GET /api/settings': atDefaults }, 'recruiter');
    renderSettings();
    const section = await money();
    expect(section.getByRole('combobox', { name: /Currency/ })).toBeDisabled();
    expect(section.getByRole('textbox', { name: 'Completed: payout' })).toBeDisabled();
  });
});
