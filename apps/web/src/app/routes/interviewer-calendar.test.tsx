import type { CalendarFeedResponse } from '@interview-hub/contracts/calendar-feed';
import type { Interviewer } from '@interview-hub/contracts/interviewers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { jsonResponse, renderScreen } from '../../../test/render';
import { callsTo, sentBodies, stubApi } from '../../../test/stub-api';
import { calendarNotConnected, makeAvailability } from '../../features/interviewers/testing/fixtures';
import { makeInterviewer } from '../../features/interviews/testing/fixtures';
import { payCardReplies } from '../../features/rates/testing/fixtures';
import { InterviewerDetailPage } from './interviewer-detail-page';

const ian: Interviewer = makeInterviewer({ id: 3, name: 'Ian Interviewer', timezone: 'Europe/Lisbon' });
const minutesAgo = (minutes: number) => new Date(Date.now() - minutes * 60_000).toISOString();
const connected = (
  status: Partial<NonNullable<CalendarFeedResponse['status']>> = {},
): CalendarFeedResponse => ({
  connected: true,
  address_hint: 'calendar.google.com …9f2c',
  status: {
    state: 'ok',
    last_success_at: minutesAgo(5),
    last_attempt_at: minutesAgo(5),
    error: null,
    ...status,
  },
  busy_count: 4,
});
const address = 'https://calendar.google.com/calendar/ical/ian%40example.com/private-0a1b9f2c/basic.ics';

function stubCalendarApi(calendar: CalendarFeedResponse, put?: () => Response) {
  return stubApi(
    {
      'GET /api/interviewers/3': ian,
      ...payCardReplies,
      'GET /api/interviewers/3/interviews': { upcoming: [], historical: [] },
      'GET /api/interviewers/3/availability': makeAvailability({ timezone: 'Europe/Lisbon' }),
      'GET /api/interviewers/3/calendar': calendar,
      'PUT /api/interviewers/3/calendar': put ?? (() => jsonResponse(connected())),
      'DELETE /api/interviewers/3/calendar': () => new Response(null, { status: 204 }),
    },
    'interviewer',
  );
}

const renderPage = () => renderScreen('/interviewers/:id', <InterviewerDetailPage />, '/interviewers/3');
describe("an interviewer's own calendar", () => {
  it('is connected by pasting its secret address, then shows its hint and when it synced, never the address', async () => {
    const user = userEvent.setup();
    const api = stubCalendarApi(calendarNotConnected);
    renderPage();
    const input = await screen.findByRole('textbox', { name: 'Secret iCal address' });
    expect(screen.getByText(/Secret address in iCal format/)).toBeInTheDocument();
    await user.type(input, address);
    await user.click(screen.getByRole('button', { name: 'Connect calendar' }));

    await waitFor(() =>
      expect(sentBodies(api, 'PUT', '/api/interviewers/3/calendar')).toEqual([{ address }]),
    );
    expect(await screen.findByText('Calendar connected')).toBeInTheDocument();
    expect(screen.getByText('calendar.google.com …9f2c')).toBeInTheDocument();
    expect(screen.getByText('Synced 5 minutes ago')).toHaveAttribute('role', 'status');
    expect(screen.getByText('4 busy times ahead')).toBeInTheDocument();
    expect(document.body.textContent).not.toContain('private-0a1b9f2c');
  });

  it('says what is wrong with an address before sending it, and the server’s reason after', async () => {
    const user = userEvent.setup();
    const refused = () =>
      jsonResponse({ error: { code: 'RULE_BROKEN', message: 'That address is not an iCal calendar' } }, 422);
    const api = stubCalendarApi(calendarNotConnected, refused);
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Connect calendar' }));
    expect(await screen.findByText('Paste the secret address of your calendar')).toBeInTheDocument();
    await user.type(
      screen.getByRole('textbox', { name: 'Secret iCal address' }),
      'ftp://example.test/cal.ics',
    );
    await user.click(screen.getByRole('button', { name: 'Connect calendar' }));
    expect(await screen.findByText(/must start with https:\/\//)).toBeInTheDocument();
    expect(callsTo(api, 'PUT', '/api/interviewers/3/calendar')).toEqual([]);

    await user.clear(screen.getByRole('textbox', { name: 'Secret iCal address' }));
    await user.type(
      screen.getByRole('textbox', { name: 'Secret iCal address' }),
      'https://example.test/page',
    );
    await user.click(screen.getByRole('button', { name: 'Connect calendar' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('That address is not an iCal calendar');
  });

  it('shows a stale feed with when it last synced', async () => {
    stubCalendarApi(connected({ state: 'stale', last_success_at: minutesAgo(180) }));
    renderPage();
    expect(await screen.findByText('Stale: last synced 3 hours ago')).toBeInTheDocument();
  });

  it('shows a failed feed with its reason, and that the busy times of the last sync still count', async () => {
    stubCalendarApi(
      connected({
        state: 'failed',
        last_success_at: minutesAgo(120),
        error: 'The calendar did not answer within 10 seconds',
      }),
    );
    renderPage();
    expect(
      await screen.findByText('Failed: The calendar did not answer within 10 seconds'),
    ).toBeInTheDocument();
    expect(
      screen.getByText('The busy times of the last sync (2 hours ago) still count.'),
    ).toBeInTheDocument();
  });

  it('is replaced by another address, or disconnected after a confirmation', async () => {
    const user = userEvent.setup();
    const api = stubCalendarApi(connected());
    renderPage();
    await user.click(await screen.findByRole('button', { name: 'Replace' }));
    await user.type(screen.getByRole('textbox', { name: 'Secret iCal address' }), address);
    await user.click(screen.getByRole('button', { name: 'Replace calendar' }));
    await waitFor(() =>
      expect(sentBodies(api, 'PUT', '/api/interviewers/3/calendar')).toEqual([{ address }]),
    );
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Replace calendar' })).toBeNull());

    await user.click(await screen.findByRole('button', { name: 'Disconnect' }));
    const dialog = await screen.findByRole('dialog', { name: 'Disconnect the calendar?' });
    await user.click(within(dialog).getByRole('button', { name: 'Disconnect' }));
    await waitFor(() => expect(callsTo(api, 'DELETE', '/api/interviewers/3/calendar')).toHaveLength(1));
    expect(await screen.findByRole('button', { name: 'Connect calendar' })).toBeInTheDocument();
  });
});
