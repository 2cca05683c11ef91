import { render } from '@testing-library/react';
import { vi } from 'vitest';
import { TestProviders } from '../../../../test/render';
import { NewInterviewWizard } from '../components/new-interview-wizard';

/** The New Interview wizard, open, with a spy for its close. */
export function renderWizard() {
  const onClose = vi.fn();
  const view = render(
    <TestProviders>
      <NewInterviewWizard onClose={onClose} />
    </TestProviders>,
  );
  return { onClose, ...view };
}
