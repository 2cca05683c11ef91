import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { jsonResponse, TestProviders } from '../../../../test/render';
import { callsTo, stubApi } from '../../../../test/stub-api';
import { makeInterviewDetail } from '../testing/fixtures';
import { CancelInterviewModal } from './cancel-interview-modal';

const interview = makeInterviewDetail({ id: 8 });

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

    await user.click(screen.getByRole('button', { name: 'Cancel Interview' }));
    await waitFor(() => expect(onCancelled).toHaveBeenCalled());
    expect(onClose).toHaveBeenCalled();
    expect(callsTo(api, 'POST', '/api/interviews/8/cancel')).toHaveLength(1);
  });

  it('closes with Escape, but not while cancelling', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/interviews/8/cancel': () => new Promise<Response>(() => {}) });
    const { onClose } = renderModal();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
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
    await user.click(screen.getByRole('button', { name: 'Cancel Interview' }));
    expect(await screen.findByText('Failed to cancel interview')).toBeInTheDocument();
    expect(onCancelled).not.toHaveBeenCalled();
  });
});
