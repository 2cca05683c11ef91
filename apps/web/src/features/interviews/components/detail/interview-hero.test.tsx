import { render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { TestProviders } from '../../../../../test/render';
import { makeInterviewDetail } from '../../testing/fixtures';
import { InterviewHero } from './interview-hero';

const withInterviewerIn = (timezone: string | null) =>
  makeInterviewDetail({
    id: 7,
    date: '2026-12-03T09:00:00.000Z',
    interviewer: { id: 21, name: 'Ivan Interviewer', email: 'ivan@example.com', timezone },
  });

const renderHero = (timezone: string | null) =>
  render(
    <TestProviders>
      <InterviewHero interview={withInterviewerIn(timezone)} />
    </TestProviders>,
  );

describe('the interview hero', () => {
  afterEach(() => vi.unstubAllEnvs());

  it("shows the interviewer's local time, zone named, beside the viewer's when their zones differ", () => {
    vi.stubEnv('TZ', 'Europe/London');
    renderHero('Asia/Kolkata');
    expect(screen.getByTestId('interview-date')).toHaveTextContent(/^Thu, Dec 3, 2026, 9:00\sAM$/);
    expect(screen.getByTestId('interviewer-local-time')).toHaveTextContent(
      /^Interviewer's time: Thu, Dec 3, 2026, 2:30\sPM GMT\+5:30$/,
    );
  });

  it('shows one time when the interviewer is in the viewer’s zone or has none', () => {
    vi.stubEnv('TZ', 'Asia/Kolkata');
    const { unmount } = renderHero('Asia/Kolkata');
    expect(screen.queryByTestId('interviewer-local-time')).toBeNull();
    unmount();
    renderHero(null);
    expect(screen.queryByTestId('interviewer-local-time')).toBeNull();
  });
});
