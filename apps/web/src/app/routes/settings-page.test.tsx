import { type AgencySettingsResponse, defaultAgencySettings } from '@interview-hub/contracts/settings';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen } from '../../../test/render';
import { callsTo, sentBodies, stubApi, writes } from '../../../test/stub-api';
import { SettingsPage } from './settings-page';

const renderSettings = () => renderScreen('/settings', <SettingsPage />, '/settings');

const atDefaults: AgencySettingsResponse = {
  settings: defaultAgencySettings('Europe/Berlin'),
  updated_at: null,
  updated_by: null,
};

describe('Settings', () => {
  it("saves an admin's changes, every setting at once, and says so", async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({
      'GET /api/settings': atDefaults,
      'PUT /api/settings': ({ body }) =>
        jsonResponse({ settings: body, updated_at: '2026-11-25T10:00:00.000Z', updated_by: 'Ada Admin' }),
    });
    renderSettings();
    const due = await screen.findByRole('textbox', { name: /Feedback due/ });
    await user.clear(due);
    await user.type(due, '48');
    await user.click(screen.getByRole('checkbox', { name: 'Saturday' }));
    await user.type(screen.getByRole('combobox', { name: /Feedback reminders/ }), '36{Enter}');
    await user.click(screen.getByRole('switch', { name: /E-mail candidates/ }));
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));

    expect(await screen.findByText('Settings saved')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT', '/api/settings')).toEqual([
      {
        ...atDefaults.settings,
        feedback_due_hours: 48,
        working_days: [1, 2, 3, 4, 5, 6],
        feedback_reminder_hours: [36, 12, 1],
        candidate_emails: false,
      },
    ]);
    expect(await screen.findByText(/Last changed .* by Ada Admin/)).toBeInTheDocument();
  });

  it('refuses working hours that end before they start, and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi({ 'GET /api/settings': atDefaults });
    renderSettings();
    const until = await screen.findByLabelText('Working hours until');
    await user.clear(until);
    await user.type(until, '07:00');
    await user.click(screen.getByRole('button', { name: 'Save Settings' }));
    expect(await screen.findByText('Working hours must end after they start')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([]);
  });

  it('shows a recruiter the settings read-only', async () => {
    stubApi({ 'GET /api/settings': atDefaults }, 'recruiter');
    renderSettings();
    expect(await screen.findByText('Read only')).toBeInTheDocument();
    expect(await screen.findByRole('textbox', { name: /Feedback due/ })).toBeDisabled();
    expect(screen.getByRole('checkbox', { name: 'Monday' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Save Settings' })).toBeNull();
    expect(screen.getByText('Every setting is at its default.')).toBeInTheDocument();
  });

  it('is closed to interviewers, without asking the server', async () => {
    const fetchMock = stubApi({}, 'interviewer');
    renderSettings();
    expect(await screen.findByText('You do not have access to Settings')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'GET', '/api/settings')).toEqual([]);
  });
});
