import type { AvailabilityResponse } from '@interview-hub/contracts/availability';
import type { Interviewer } from '@interview-hub/contracts/interviewers';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen } from '../../../test/render';
import { sentBodies, stubApi } from '../../../test/stub-api';
import { calendarNotConnected, makeAvailability } from '../../features/interviewers/testing/fixtures';
import { makeInterviewer } from '../../features/interviews/testing/fixtures';
import { payCardReplies } from '../../features/rates/testing/fixtures';
import { InterviewerDetailPage } from './interviewer-detail-page';

const ian: Interviewer = makeInterviewer({ id: 3, name: 'Ian Interviewer', timezone: 'Europe/Lisbon' });
const notSet: AvailabilityResponse = makeAvailability({ timezone: 'Europe/Lisbon', max_per_week: 5 });

function stubAvailabilityApi(role: 'interviewer' | 'recruiter') {
  return stubApi(
    {
      'GET /api/interviewers/3': ian,
      ...payCardReplies,
      'GET /api/interviewers/3/interviews': { upcoming: [], historical: [] },
      'GET /api/interviewers/3/calendar': calendarNotConnected,
      'GET /api/interviewers/3/availability': notSet,
      'PUT /api/interviewers/3/availability': ({ body }) =>
        jsonResponse({ ...notSet, ...body, is_set: true, updated_at: '2026-03-01T10:00:00.000Z' }),
    },
    role,
  );
}

const renderPage = () => renderScreen('/interviewers/:id', <InterviewerDetailPage />, '/interviewers/3');

describe("an interviewer's availability", () => {
  it('is set by the interviewer: hours on two days, a day off, saved as one body; the caps stay the agency’s', async () => {
    const user = userEvent.setup();
    const api = stubAvailabilityApi('interviewer');
    renderPage();
    expect(await screen.findByText('Not set yet')).toBeInTheDocument();
    expect(screen.getByRole('textbox', { name: 'Interviews per week at most' })).toBeDisabled();

    await user.click(screen.getByRole('button', { name: 'Add hours on Monday' }));
    await user.click(screen.getByRole('button', { name: 'Add hours on Wednesday' }));
    const wednesdayEnd = screen.getByLabelText('Wednesday until');
    await user.clear(wednesdayEnd);
    await user.type(wednesdayEnd, '12:30');
    await user.click(screen.getByRole('button', { name: 'Add time off' }));
    await user.type(screen.getByLabelText('Off from'), '2026-12-24');
    await user.type(screen.getByLabelText('Off until'), '2026-12-31');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));

    await waitFor(() => expect(sentBodies(api, 'PUT', '/api/interviewers/3/availability')).toHaveLength(1));
    const [body] = sentBodies(api, 'PUT', '/api/interviewers/3/availability') as Record<string, unknown>[];
    expect(body).toMatchObject({
      timezone: 'Europe/Lisbon',
      time_off: [{ from: '2026-12-24', to: '2026-12-31' }],
      notice_hours: 12,
      buffer_minutes: 15,
      max_per_day: null,
      max_per_week: 5,
    });
    expect(
      ((body?.weekly ?? []) as { weekday: number; ranges: unknown[] }[]).filter((d) => d.ranges.length),
    ).toEqual([
      { weekday: 1, ranges: [{ start: '09:00', end: '17:00' }] },
      { weekday: 3, ranges: [{ start: '09:00', end: '12:30' }] },
    ]);
    await waitFor(() => expect(screen.queryByText('Not set yet')).toBeNull());
    expect(await screen.findByText('Availability saved')).toBeInTheDocument();
  });

  it('says what is wrong before sending: an end before its start', async () => {
    const user = userEvent.setup();
    const api = stubAvailabilityApi('recruiter');
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Add hours on Friday' }));
    const end = screen.getByLabelText('Friday until');
    await user.clear(end);
    await user.type(end, '08:00');
    await user.click(screen.getByRole('button', { name: 'Save availability' }));
    expect((await screen.findAllByText('A time range must end after it starts')).length).toBeGreaterThan(0);
    expect(sentBodies(api, 'PUT', '/api/interviewers/3/availability')).toEqual([]);
    expect(screen.getByRole('textbox', { name: 'Interviews per week at most' })).toBeEnabled();
  });
});
