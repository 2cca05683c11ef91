import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../test/render';
import { ConfirmModal } from './confirm-modal';

function renderModal(busy: boolean) {
  const onClose = vi.fn();
  const onConfirm = vi.fn();
  render(
    <TestProviders>
      <ConfirmModal
        opened
        title="Delete thing"
        message="Are you sure?"
        confirmLabel="Delete"
        cancelLabel="Keep"
        busy={busy}
        onConfirm={onConfirm}
        onClose={onClose}
      />
    </TestProviders>,
  );
  return { onClose, onConfirm };
}

describe('ConfirmModal', () => {
  it('shows the title and message, confirms and closes with Escape', async () => {
    const user = userEvent.setup();
    const { onClose, onConfirm } = renderModal(false);
    expect(screen.getByRole('dialog', { name: 'Delete thing' })).toHaveTextContent('Are you sure?');
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(onConfirm).toHaveBeenCalledOnce();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalled();
  });

  it('ignores Escape and disables Keep while the operation runs', async () => {
    const user = userEvent.setup();
    const { onClose } = renderModal(true);
    await user.keyboard('{Escape}');
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByRole('button', { name: 'Keep' })).toBeDisabled();
  });
});
