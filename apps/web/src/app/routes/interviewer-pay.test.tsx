import type { Interviewer } from '@interview-hub/contracts/interviewers';
import type { UserRole } from '@interview-hub/contracts/users';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { callsTo, sentBodies, stubApi, writes } from '../../../test/stub-api';
import { makeAvailability } from '../../features/interviewers/testing/fixtures';
import { makeInterviewer } from '../../features/interviews/testing/fixtures';
import { moneyCard, noEarningsIn, settingsIn } from '../../features/rates/testing/fixtures';
import { InterviewerDetailPage } from './interviewer-detail-page';

const ian = makeInterviewer({ id: 3, name: 'Ian Interviewer', price: 75.5, level_rates: { senior: 9_000 } });

function stubIan(role: UserRole, interviewer: Interviewer = ian, currency = 'USD') {
  return stubApi(
    {
      'GET /api/interviewers/3': interviewer,
      'PUT /api/interviewers/3/rates': ({ body }) => jsonResponse({ ...interviewer, ...body }),
      'GET /api/interviewers/3/interviews': { upcoming: [], historical: [] },
      'GET /api/interviewers/3/availability': makeAvailability(),
      'GET /api/settings': settingsIn(currency),
      'GET /api/my-earnings': noEarningsIn(currency),
    },
    role,
  );
}

const renderIan = () =>
  renderRoutes([{ path: '/interviewers/:id', Component: InterviewerDetailPage }], '/interviewers/3');

describe("interviewer page's Pay card", () => {
  it('shows the price and the pay per level, and saves a level rate a recruiter types', async () => {
    const user = userEvent.setup();
    const fetchMock = stubIan('recruiter');
    renderIan();
    const card = await moneyCard('Pay');
    expect(card.getByText('$75.50 per hour')).toBeInTheDocument();
    expect(card.getByText('$90.00 per hour')).toBeInTheDocument();
    expect(card.getAllByText('Price')).toHaveLength(4);
    await user.click(card.getByRole('button', { name: 'Edit' }));
    expect(card.getByRole('textbox', { name: 'Senior' })).toHaveValue('90');
    await user.type(card.getByRole('textbox', { name: 'Staff' }), '120.25');
    await user.clear(card.getByRole('textbox', { name: 'Senior' }));
    await user.click(card.getByRole('button', { name: 'Save Changes' }));

    expect(await card.findByText('$120.25 per hour')).toBeInTheDocument();
    expect(sentBodies(fetchMock, 'PUT', '/api/interviewers/3/rates')).toEqual([
      { level_rates: { staff: 12_025 } },
    ]);
  });

  it('says what is wrong with a typed rate and sends nothing', async () => {
    const user = userEvent.setup();
    const fetchMock = stubIan('admin');
    renderIan();
    const card = await moneyCard('Pay');
    await user.click(card.getByRole('button', { name: 'Edit' }));
    await user.type(card.getByRole('textbox', { name: 'Junior' }), 'forty');
    await user.click(card.getByRole('button', { name: 'Save Changes' }));
    expect(await card.findByText('Enter an amount such as 1234.50')).toBeInTheDocument();
    expect(writes(fetchMock)).toEqual([]);
  });

  it('shows an interviewer their own pay read-only, in the currency their earnings are in', async () => {
    const fetchMock = stubIan('interviewer', ian, 'EUR');
    renderIan();
    const card = await moneyCard('Pay');
    expect(card.getByText('€90.00 per hour')).toBeInTheDocument();
    expect(card.queryByRole('button', { name: 'Edit' })).toBeNull();
    expect(callsTo(fetchMock, 'GET', '/api/settings')).toEqual([]);
  });
});
