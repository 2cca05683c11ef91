import type { InterviewerQuality, InterviewerQualityCard } from '@interview-hub/contracts/analytics';
import type { UserRole } from '@interview-hub/contracts/users';
import { screen, within } from '@testing-library/react';
import { beforeAll, describe, expect, it } from 'vitest';
import { renderRoutes } from '../../../test/render';
import { stubApi } from '../../../test/stub-api';
import { makeAvailability } from '../../features/interviewers/testing/fixtures';
import { makeInterviewer } from '../../features/interviews/testing/fixtures';
import { InterviewerDetailPage } from './interviewer-detail-page';

const quiet: InterviewerQuality = {
  interviewer: { id: 3, name: 'Ian Interviewer' },
  interviews: 0,
  feedbacks: 0,
  rating_counts: [0, 0, 0, 0, 0],
  mean_rating: null,
  peer_mean_rating: null,
  rating_z: null,
  pass_rate: null,
  peer_pass_rate: null,
  pass_rate_difference: null,
  pass_rate_z: null,
  decisions: 0,
  agreement: null,
  peer_agreement: null,
  agreement_z: null,
  no_show_rate: null,
  peer_no_show_rate: null,
  no_show_z: null,
  lateness_rate: null,
  peer_lateness_rate: null,
  lateness_z: null,
  flags: [],
};

/** Twelve feedbacks, eleven Pass where the peers pass half: flagged (z = (11/12 − ½)/√(¼/12) ≈ 2.9). */
const generous: InterviewerQuality = {
  ...quiet,
  interviews: 14,
  feedbacks: 12,
  rating_counts: [0, 1, 0, 11, 0],
  mean_rating: 46 / 12,
  peer_mean_rating: 3,
  rating_z: 1.83,
  pass_rate: 11 / 12,
  peer_pass_rate: 0.5,
  pass_rate_difference: 5 / 12,
  pass_rate_z: 2.887,
  decisions: 4,
  agreement: 0.75,
  peer_agreement: 0.5,
  agreement_z: 1,
  no_show_rate: 1 / 14,
  peer_no_show_rate: 1 / 17,
  no_show_z: 0.2,
  lateness_rate: 1 / 12,
  peer_lateness_rate: 2 / 7,
  lateness_z: -1.55,
  flags: ['pass_rate'],
};

const cardWith = (quality: InterviewerQuality): InterviewerQualityCard => ({
  range: { from: '2026-05-31', to: '2026-11-26', time_zone: 'Europe/Berlin' },
  rule: { min_interviews: 10, z_threshold: 2 },
  quality,
});

function renderIan(role: UserRole, quality: InterviewerQuality) {
  const fetchMock = stubApi(
    {
      'GET /api/interviewers/3': makeInterviewer({ id: 3, name: 'Ian Interviewer' }),
      'GET /api/interviewers/3/interviews': { upcoming: [], historical: [] },
      'GET /api/interviewers/3/availability': makeAvailability(),
      'GET /api/interviewers/3/quality': cardWith(quality),
    },
    role,
  );
  renderRoutes([{ path: '/interviewers/:id', Component: InterviewerDetailPage }], '/interviewers/3');
  return fetchMock;
}

// The page renders its other cards first; on a busy machine the chart's first render takes a few seconds.
const qualityCard = async () =>
  within(await screen.findByRole('region', { name: 'Quality' }, { timeout: 15_000 }));

describe("interviewer page's Quality card", () => {
  // The chart is a lazy module with the chart library: load it once before the first render waits for it.
  beforeAll(async () => {
    await import('../../features/interviewers/components/rating-chart');
  }, 60_000);

  it('shows the figures against the peers, the ratings as numbers, and a warning for a figure far from them', async () => {
    renderIan('recruiter', generous);
    const card = await qualityCard();
    expect(
      await card.findByText(
        'Passes far more candidates than peers on the same positions (z = 2.9, 12 feedbacks)',
      ),
    ).toBeInTheDocument();
    expect(card.getByText('12 of 14 interviews')).toBeInTheDocument();
    expect(card.getByText('3.8 (peers 3.0)')).toBeInTheDocument();
    expect(card.getByText('92% (peers 50%, +42 pp)')).toBeInTheDocument();
    expect(card.getByText('75% of 4 client decisions (peers 50%)')).toBeInTheDocument();
    expect(card.getByText('7% of 14 interviews (others 6%)')).toBeInTheDocument();
    expect(card.getByText('8% of 12 feedbacks (others 29%)')).toBeInTheDocument();
    const table = within(card.getByRole('table', { name: 'Feedbacks by rating' }));
    expect(table.getAllByRole('cell').map((cell) => cell.textContent)).toEqual(['0', '1', '0', '11', '0']);
    expect(
      card.getByText(
        'Last 180 days; flagged when |z| > 2 with at least 10 feedbacks (client decisions for agreement, interviews for no-shows)',
      ),
    ).toBeInTheDocument();
  });

  it('says so when there is no feedback to compare, and shows an interviewer their own card', async () => {
    renderIan('interviewer', quiet);
    const card = await qualityCard();
    expect(await card.findByText('No feedback in this period yet: nothing to compare.')).toBeInTheDocument();
    expect(card.queryByRole('table')).toBeNull();
    expect(card.queryByRole('alert')).toBeNull();
  });
});
