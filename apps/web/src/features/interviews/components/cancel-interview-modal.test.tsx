import { CANCEL_NOTE_REQUIRED } from '@interview-hub/contracts/interviews';
import { defaultAgencySettings } from '@interview-hub/contracts/settings';
import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, TestProviders } from '../../../../test/render';
import { callsTo, sentBodies, stubApi } from '../../../../test/stub-api';
import { makeInterviewDetail } from '../testing/fixtures';
import { CancelInterviewModal } from './cancel-interview-modal';

const interview = makeInterviewDetail({ id: 8 });

/** Chooses who cancelled and why in the dialog. */
async function choose(user: ReturnType<typeof userEvent.setup>, who: string, why: string) {
  await user.click(screen.getByRole('combobox', { name: 'Who cancelled' }));
  await user.click(await screen.findByRole('option', { name: who }));
  await user.click(screen.getByRole('combobox', { name: 'Reason' }));
  await user.click(await screen.findByRole('option', { name: why }));
}

function renderModal() {
  const onClose = vi.fn();
  const onCancelled = vi.fn();
  render(
    <TestProviders>
      <CancelInterviewModal interview={interview} onClose={onClose} onCancelled={onCancelled} />
    </TestProviders>,
  );
  return { onClose, onCancelled };
}

describe('Cancel Interview modal', () => {
  it('names the interview, warns that it cannot be undone and cancels it', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/interviews/8/cancel': makeInterviewDetail({ id: 8, status: 'cancelled' }),
    });
    const { onClose, onCancelled } = renderModal();
    const dialog = screen.getByRole('dialog', { name: 'Cancel Interview' });
    expect(dialog).toHaveTextContent('Clara Candidate');
    expect(dialog).toHaveTextContent('Senior React Engineer');
    expect(dialog).toHaveTextContent('This action cannot be undone');

    await choose(user, 'The client', 'Position closed or filled');
    await user.click(screen.getByRole('button', { name: 'Cancel Interview' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(sentBodies(api, 'POST', '/api/interviews/8/cancel')).toEqual([
      { cancelled_by: 'client', reason: 'position_closed' },
    ]);
  });

  it('asks who cancelled and why before it sends anything, and a note for "Other"', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      'POST /api/interviews/8/cancel': makeInterviewDetail({ id: 8, status: 'cancelled' }),
    });
    renderModal();
    await user.click(screen.getByRole('button', { name: 'Cancel Interview' }));
    expect(await screen.findByText('Choose who cancelled')).toBeInTheDocument();
    expect(screen.getByText('Choose a reason')).toBeInTheDocument();
    await choose(user, 'The candidate', 'Other');
    await user.click(screen.getByRole('button', { name: 'Cancel Interview' }));
    expect(await screen.findByText(CANCEL_NOTE_REQUIRED)).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/interviews/8/cancel')).toHaveLength(0);
    await user.type(screen.getByRole('textbox', { name: /Note/ }), 'Moved to another city');
    await user.click(screen.getByRole('button', { name: 'Cancel Interview' }));
    await waitFor(() =>
      expect(sentBodies(api, 'POST', '/api/interviews/8/cancel')).toEqual([
        { cancelled_by: 'candidate', reason: 'other', note: 'Moved to another city' },
      ]),
    );
  });

  it('warns that a cancellation inside the late window is late', async () => {
    stubApi({
      'GET /api/settings': {
        settings: defaultAgencySettings('UTC'),
        updated_at: null,
        updated_by: null,
      },
    });
    render(
      <TestProviders>
        <CancelInterviewModal
          interview={{ ...interview, date: new Date(Date.now() + 3_600_000).toISOString() }}
          onClose={() => {}}
        />
      </TestProviders>,
    );
    expect(
      await screen.findByText('This is a late cancellation: the interview starts within 24 hours.'),
    ).toBeInTheDocument();
  });

  it('closes with Escape, but not while cancelling', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/interviews/8/cancel': () => new Promise<Response>(() => {}) });
    const { onClose } = renderModal();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await choose(user, 'The agency', 'Schedule conflict');
    await user.click(screen.getByRole('button', { name: 'Cancel Interview' }));
    await waitFor(() => expect(screen.getByRole('button', { name: 'Keep Interview' })).toBeDisabled());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('says so when cancelling fails', async () => {
    const user = userEvent.setup();
    stubApi({
      'POST /api/interviews/8/cancel': () => jsonResponse({ error: { code: 'X', message: 'x' } }, 500),
    });
    const { onCancelled } = renderModal();
    await choose(user, 'The agency', 'Schedule conflict');
    await user.click(screen.getByRole('button', { name: 'Cancel Interview' }));
    expect(await screen.findByText('Failed to cancel interview')).toBeInTheDocument();
    expect(onCancelled).not.toHaveBeenCalled();
  });
});
