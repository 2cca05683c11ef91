import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse } from '../../../test/render';
import {
  callsTo,
  deferredReply,
  renderPage,
  signInAs,
  stubManatalApi,
  syncResult,
} from '../../features/manatal/testing/manatal-api';
import { CandidatesPage } from './candidates-page';
import { ClientsPage } from './clients-page';
import { PositionsPage } from './positions-page';

const screens = [
  { path: '/candidates', Page: CandidatesPage, heading: 'Candidates' },
  { path: '/clients', Page: ClientsPage, heading: 'Clients' },
  { path: '/positions', Page: PositionsPage, heading: 'Open Positions' },
];

describe('Manatal sync buttons', () => {
  it('covers the page while a clients sync runs, then tells the counts and reloads the list', async () => {
    signInAs('recruiter');
    const sync = deferredReply(syncResult({ created: 12, updated: 3 }));
    const fetchMock = stubManatalApi({ 'POST /api/clients/sync/manatal': sync.reply });
    renderPage('/clients', ClientsPage);
    const user = userEvent.setup();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/clients').count).toBe(1));

    await user.click(await screen.findByRole('button', { name: 'Sync with Manatal' }));

    expect(await screen.findByRole('status', { name: 'Syncing clients with Manatal' })).toBeInTheDocument();
    expect(screen.getByText('This usually takes 5-10 seconds.')).toBeInTheDocument();
    sync.release();
    expect(await screen.findByText('Synced from Manatal: 12 new, 3 updated')).toBeInTheDocument();
    expect(screen.queryByRole('status', { name: 'Syncing clients with Manatal' })).toBeNull();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/clients').count).toBe(2));
  });

  it('counts failed records when some failed, and reloads the positions list', async () => {
    signInAs('admin');
    const fetchMock = stubManatalApi({
      'POST /api/jobs/sync/manatal': () => jsonResponse(syncResult({ created: 2, updated: 0, failed: 1 })),
    });
    renderPage('/positions', PositionsPage);
    const user = userEvent.setup();
    await user.click(await screen.findByRole('button', { name: 'Sync with Manatal' }));
    expect(await screen.findByText('Synced from Manatal: 2 new, 0 updated, 1 failed')).toBeInTheDocument();
    await waitFor(() => expect(callsTo(fetchMock, 'GET', '/api/jobs').count).toBe(2));
  });

  it("shows each screen's failure message, with the server's reason and what was saved", async () => {
    const user = userEvent.setup();
    signInAs('admin');
    stubManatalApi({
      'POST /api/sync/candidates/manual': () => new Response('Bad gateway', { status: 500 }),
      'POST /api/clients/sync/manatal': () =>
        jsonResponse({ error: { code: 'CONFLICT', message: 'A clients sync is already running' } }, 409),
      'POST /api/jobs/sync/manatal': () =>
        jsonResponse(
          {
            error: {
              code: 'UPSTREAM_FAILED',
              message: 'Manatal answered 500',
              details: { ...syncResult({ created: 3, updated: 1 }), status: 'failed' },
            },
          },
          502,
        ),
    });

    const candidates = renderPage('/candidates', CandidatesPage);
    await user.click(await screen.findByRole('button', { name: 'Sync from Manatal' }));
    expect(await screen.findByText('Failed to sync candidates from Manatal')).toBeInTheDocument();
    candidates.unmount();

    const clients = renderPage('/clients', ClientsPage);
    await user.click(await screen.findByRole('button', { name: 'Sync with Manatal' }));
    expect(await screen.findByText('Failed to sync with Manatal')).toBeInTheDocument();
    expect(screen.getByText('A clients sync is already running.')).toBeInTheDocument();
    clients.unmount();

    renderPage('/positions', PositionsPage);
    await user.click(await screen.findByRole('button', { name: 'Sync with Manatal' }));
    expect(await screen.findByText('Failed to sync positions from Manatal')).toBeInTheDocument();
    expect(
      screen.getByText('Manatal answered 500. Saved before it stopped: 3 new, 1 updated.'),
    ).toBeInTheDocument();
  });

  it("offers the candidates' sync to admins only, as the token's role claim says", async () => {
    signInAs('admin');
    stubManatalApi();
    const asAdmin = renderPage('/candidates', CandidatesPage);
    expect(await screen.findByRole('button', { name: 'Sync from Manatal' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Import from Manatal' })).toBeInTheDocument();
    asAdmin.unmount();

    signInAs('recruiter');
    renderPage('/candidates', CandidatesPage);
    expect(await screen.findByRole('button', { name: 'Import from Manatal' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Sync from Manatal' })).toBeNull();
  });

  it('shows interviewers no Manatal button, since the server refuses them', async () => {
    signInAs('interviewer');
    stubManatalApi();
    for (const { path, Page, heading } of screens) {
      const view = renderPage(path, Page);
      await screen.findByRole('heading', { name: heading });
      expect(screen.queryByRole('button', { name: /Manatal/ })).toBeNull();
      view.unmount();
    }
  });
});
