import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { TestProviders } from '../../test/render';
import { InterviewStatusBadge } from './interview-status-badge';

function renderBadge(status: string | null | undefined) {
  render(
    <TestProviders>
      <InterviewStatusBadge status={status} data-testid="badge" />
    </TestProviders>,
  );
  return screen.getByTestId('badge');
}

describe('InterviewStatusBadge', () => {
  it.each([
    ['scheduled', 'Scheduled', 'scheduled'],
    ['COMPLETED', 'Completed', 'completed'],
    [' Cancelled ', 'Cancelled', 'cancelled'],
  ])('shows %j capitalised with its lowercased style key', (status, label, key) => {
    const badge = renderBadge(status);
    expect(badge).toHaveTextContent(label);
    expect(badge).toHaveAttribute('data-status', key);
  });

  it.each([null, undefined, '', 'archived'])('shows Unknown for %j', (status) => {
    const badge = renderBadge(status);
    expect(badge).toHaveTextContent('Unknown');
    expect(badge).toHaveAttribute('data-status', 'unknown');
  });
});
