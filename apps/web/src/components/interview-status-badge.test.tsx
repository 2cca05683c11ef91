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
    ['candidate_no_show', 'Candidate no-show', 'candidate_no_show'],
    ['interviewer_no_show', 'Interviewer no-show', 'interviewer_no_show'],
  ])('shows %j capitalised with its lowercased style key', (status, label, key) => {
    const badge = renderBadge(status);
    expect(badge).toHaveTextContent(label);
    expect(badge).toHaveAttribute('data-status', key);
  });

  it('says who cancelled, and adds Late and Feedback overdue pills', () => {
    render(
      <TestProviders>
        <InterviewStatusBadge
          status="cancelled"
          cancellation={{ by: 'client', reason: 'position_closed', note: null, late: true }}
        />
        <InterviewStatusBadge status="completed" overdue />
      </TestProviders>,
    );
    expect(screen.getByText('Cancelled by the client')).toBeInTheDocument();
    expect(screen.getByText('Late')).toBeInTheDocument();
    expect(screen.getByText('Feedback overdue')).toBeInTheDocument();
  });

  it.each([null, undefined, '', 'archived'])('shows Unknown for %j', (status) => {
    const badge = renderBadge(status);
    expect(badge).toHaveTextContent('Unknown');
    expect(badge).toHaveAttribute('data-status', 'unknown');
  });
});
