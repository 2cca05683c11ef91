import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/render';
import { callsTo, renderPage, signInAs, stubManatalApi } from '../../features/manatal/testing/manatal-api';
import { CandidatesPage } from './candidates-page';

const FAILED = 'Failed to import candidate from Manatal. Please check the ID and try again.';

const isla = {
  id: 41,
  name: 'Isla Davies',
  email: 'isla@example.com',
  phone: null,
  location: 'Leeds',
  title: null,
  experience: 4,
  manatal_id: 6,
  notes: '[2025-03-01]: <p>Phone screen went well.</p>',
  created_at: '2025-03-01T10:00:00.000Z',
  updated_at: '2025-03-01T10:00:00.000Z',
};

async function openModal() {
  const user = userEvent.setup();
  await user.click(await screen.findByRole('button', { name: 'Import from Manatal' }));
  const dialog = await screen.findByRole('dialog', { name: 'Import from Manatal' });
  return { user, dialog, input: within(dialog).getByLabelText('Manatal candidate ID') };
}

describe('Import from Manatal', () => {
  it('refuses an ID that is not a non-zero number with the failure message once and sends nothing', async () => {
    signInAs('recruiter');
    const fetchMock = stubManatalApi();
    renderPage('/candidates', CandidatesPage);
    const { user, dialog, input } = await openModal();

    for (const value of ['0', '']) {
      await user.clear(input);
      if (value) await user.type(input, value);
      await user.click(within(dialog).getByRole('button', { name: 'Import' }));
      // Said once, beside the field: no alert repeats it.
      expect(within(dialog).getAllByText(FAILED)).toHaveLength(1);
      expect(input).toHaveAttribute('aria-invalid', 'true');
      expect(input).toHaveAccessibleDescription(expect.stringContaining(FAILED));
      expect(within(dialog).queryByRole('alert')).toBeNull();
    }
    await user.type(input, '7');
    expect(within(dialog).queryByText(FAILED)).toBeNull();
    expect(callsTo(fetchMock, 'POST', '/api/candidates/import/manatal').count).toBe(0);
  });

  it('takes digits only', async () => {
    signInAs('recruiter');
    stubManatalApi();
    renderPage('/candidates', CandidatesPage);
    const { user, input } = await openModal();
    await user.type(input, 'a4b.5c');
    expect(input).toHaveValue('45');
  });

  it('imports on Enter, announces the candidate and opens their page with the candidate queries refreshed', async () => {
    signInAs('recruiter');
    const fetchMock = stubManatalApi({
      'POST /api/candidates/import/manatal': () =>
        jsonResponse({ candidate: isla, created: true, updated: false }),
    });
    const { router } = renderPage('/candidates', CandidatesPage);
    await screen.findByText('No candidates found. Import candidates from Manatal to get started.');
    const { user, input } = await openModal();

    await user.type(input, ' 6 {Enter}');

    await waitFor(() => expect(router.state.location.pathname).toBe('/candidates/41'));
    expect(await screen.findByText('Imported Isla Davies from Manatal')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/candidates/import/manatal').bodies).toEqual([{ manatal_id: 6 }]);
    // The list was read again before leaving it, so going back shows the new candidate.
    expect(callsTo(fetchMock, 'GET', '/api/candidates').count).toBe(2);
  });

  it('says a known candidate was refreshed rather than imported', async () => {
    signInAs('admin');
    stubManatalApi({
      'POST /api/candidates/import/manatal': () =>
        jsonResponse({ candidate: isla, created: false, updated: true }),
    });
    renderPage('/candidates', CandidatesPage);
    const { user, input } = await openModal();
    await user.type(input, '6{Enter}');
    expect(
      await screen.findByText('Isla Davies was already here; refreshed from Manatal'),
    ).toBeInTheDocument();
  });

  it('shows the failure message for an ID Manatal does not know and keeps the dialog open', async () => {
    signInAs('recruiter');
    stubManatalApi({
      'POST /api/candidates/import/manatal': () =>
        jsonResponse({ error: { code: 'NOT_FOUND', message: FAILED } }, 404),
    });
    const { router } = renderPage('/candidates', CandidatesPage);
    const { user, dialog, input } = await openModal();

    await user.type(input, '999999{Enter}');

    expect(await within(dialog).findByRole('alert')).toHaveTextContent(new RegExp(`^${FAILED}$`));
    expect(input).toHaveValue('999999');
    expect(router.state.location.pathname).toBe('/candidates');
  });

  it('adds the reason when Manatal is not configured on the server', async () => {
    signInAs('recruiter');
    const reason = 'Manatal is not configured on this server (MANATAL_API_TOKEN)';
    stubManatalApi({
      'POST /api/candidates/import/manatal': () =>
        jsonResponse({ error: { code: 'UNAVAILABLE', message: reason } }, 503),
    });
    renderPage('/candidates', CandidatesPage);
    const { user, dialog, input } = await openModal();
    await user.type(input, '6{Enter}');
    const alert = await within(dialog).findByRole('alert');
    expect(alert).toHaveTextContent(FAILED);
    expect(alert).toHaveTextContent(reason);
  });
});
