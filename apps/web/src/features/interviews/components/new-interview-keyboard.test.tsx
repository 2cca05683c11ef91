import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../../test/render';
import { chooseParticipants, chooseSchedule, stubWizardApi } from '../testing/wizard-api';
import { NewInterviewWizard } from './new-interview-wizard';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 4, 10, 15));
  sessionStorage.clear();
});

/** The wizard over a page with a link of its own, like the sidebar behind the dialog. */
function renderOverPage() {
  render(
    <TestProviders>
      <a href="/positions">Positions</a>
      <NewInterviewWizard onClose={vi.fn()} />
    </TestProviders>,
  );
}

describe('New Interview wizard by keyboard', () => {
  it('starts on the position field and moves the focus to the first field of each step', async () => {
    const user = userEvent.setup();
    stubWizardApi();
    renderOverPage();
    const position = await screen.findByRole('textbox', { name: 'Position' });
    await waitFor(() => expect(position).toHaveFocus());

    await chooseParticipants(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    // Step 2 starts on the calendar's focusable day.
    await waitFor(() => expect(document.activeElement?.closest('table')).not.toBeNull());

    await chooseSchedule(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Candidate notes' })).toHaveFocus());

    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(document.activeElement?.closest('table')).not.toBeNull());
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    await waitFor(() => expect(screen.getByRole('textbox', { name: 'Position' })).toHaveFocus());
  });

  it('keeps Tab and Shift+Tab inside the dialog after Next', async () => {
    const user = userEvent.setup();
    stubWizardApi();
    renderOverPage();
    const dialog = await screen.findByRole('dialog', { name: 'New Interview' });
    await chooseParticipants(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));

    for (let press = 0; press < 12; press++) {
      await user.tab();
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    for (let press = 0; press < 12; press++) {
      await user.tab({ shift: true });
      expect(dialog).toContainElement(document.activeElement as HTMLElement);
    }
    expect(screen.getByRole('link', { name: 'Positions' })).not.toHaveFocus();
  });
});
