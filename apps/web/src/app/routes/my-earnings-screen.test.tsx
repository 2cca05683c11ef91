import type { Earnings } from '@interview-hub/contracts/finance';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../test/downloads';
import { renderScreen } from '../../../test/render';
import { queries, stubApi } from '../../../test/stub-api';
import { MyEarningsPage } from './my-earnings-page';

const rule = {
  outcome: 'candidate_no_show',
  basis: 'hourly' as const,
  rate: 9_000,
  minutes: 60,
  percent: 50,
  penalty: 0,
  level: null,
  source: 'interviewer' as const,
};
const line = (overrides: Partial<Earnings['lines'][number]>): Earnings['lines'][number] => ({
  id: 1,
  period: '2026-02',
  amount: 4_500,
  currency: 'EUR',
  held: false,
  rule,
  reverses_id: null,
  reason: 'Outcome recorded: candidate no-show',
  created_at: '2026-02-03T12:00:00.000Z',
  interview: {
    id: 40,
    date: '2026-02-03T10:00:00.000Z',
    duration: 60,
    status: 'candidate_no_show',
    candidate_name: 'Ana Núñez',
  },
  job: { id: 9, title: 'Senior Go engineer' },
  ...overrides,
});
const earnings: Earnings = {
  period: '2026-02',
  closed_at: null,
  closed_by: null,
  currency: 'EUR',
  earned: 4_500,
  held: 9_000,
  lines: [
    line({}),
    line({
      id: 2,
      amount: 9_000,
      held: true,
      rule: { ...rule, outcome: 'completed', percent: 100 },
      reason: 'Outcome recorded: completed',
    }),
  ],
};

describe('My earnings', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("shows the month's earned and held payouts and each line", async () => {
    const fetchMock = stubApi({ 'GET /api/my-earnings': earnings }, 'interviewer');
    renderScreen('/my-earnings', <MyEarningsPage />, '/my-earnings?period=2026-02');
    expect(await screen.findByLabelText('Earned')).toHaveTextContent('€45.00');
    expect(screen.getByLabelText('Held until feedback')).toHaveTextContent('€90.00');
    expect(screen.getByText('Candidate no-show · €90.00/h × 60 min × 50 %')).toBeInTheDocument();
    expect(screen.getByText('Held')).toBeInTheDocument();
    expect(screen.getByText('Completed · €90.00/h × 60 min × 100 %')).toBeInTheDocument();
    expect(screen.getAllByText('Ana Núñez', { selector: 'td, td *' })).toHaveLength(2);
    expect(queries(fetchMock, '/api/my-earnings')).toEqual([{ period: '2026-02' }]);
  });

  it('downloads my statement of the month as PDF, by keyboard', async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    const fetchMock = stubApi(
      {
        'GET /api/my-earnings': earnings,
        'GET /api/my-earnings/statement': () =>
          new Response('%PDF-1.7', {
            headers: { 'Content-Disposition': 'attachment; filename="statement-2026-02-ian.pdf"' },
          }),
      },
      'interviewer',
    );
    renderScreen('/my-earnings', <MyEarningsPage />, '/my-earnings?period=2026-02');
    (await screen.findByRole('button', { name: 'My statement (PDF)' })).focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(saved).toEqual(['statement-2026-02-ian.pdf']));
    expect(queries(fetchMock, '/api/my-earnings/statement')).toEqual([{ period: '2026-02', format: 'pdf' }]);
  });

  it("says so when the server cannot find the caller's interviewer record", async () => {
    stubApi({}, 'interviewer');
    renderScreen('/my-earnings', <MyEarningsPage />, '/my-earnings');
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load your earnings');
  });
});
