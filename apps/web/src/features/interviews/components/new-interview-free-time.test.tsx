import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/render';
import { callsTo } from '../../../../test/stub-api';
import { formatDateTime, formatTime, formatWeekdayTime, viewerTimeZone } from '../../../lib/format-date';
import { makeInterviewDetail, makeMatch } from '../testing/fixtures';
import { renderWizard } from '../testing/render-wizard';
import {
  choose,
  chooseParticipants,
  chooseSchedule,
  marchSlots,
  rosa,
  slotLabel,
  stubWizardApi,
} from '../testing/wizard-api';
import { OVERRIDE_REASON_LABEL } from './wizard-schedule-step';

const next = () => screen.getByRole('button', { name: 'Next' });
const theirZone = viewerTimeZone() === 'Asia/Kolkata' ? 'America/New_York' : 'Asia/Kolkata';

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 4, 10, 15));
  sessionStorage.clear();
});

describe('New Interview wizard: the interviewer’s free time', () => {
  it('offers only their free times, with their local time beside each, and asks a reason for any other', async () => {
    const user = userEvent.setup();
    const api = stubWizardApi({
      slots: { interviewer_timezone: theirZone, slots: marchSlots(5, [9, 0], 2), calendar_state: 'stale' },
    });
    const { onClose } = renderWizard();
    await chooseParticipants(user);
    await user.click(next());

    expect(await screen.findByText('1 / 5 this week')).toBeInTheDocument();
    expect(screen.getByText('Calendar stale')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: '6 March 2026' })).toBeDisabled(); // no free time
    await user.click(screen.getByRole('button', { name: '5 March 2026' }));
    await user.click(screen.getByRole('combobox', { name: 'Time' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    const [first] = marchSlots(5, [9, 0], 1);
    expect(options.map((o) => o.textContent)).toEqual([
      `${slotLabel(9, 0)} (${formatTime(first, { timeZone: theirZone })})`,
      expect.stringContaining(slotLabel(9, 30)),
    ]);
    const query = callsTo(api, 'GET', '/api/interviewers/22/slots').at(-1);
    expect(Object.fromEntries(query?.url.searchParams ?? [])).toMatchObject({
      duration: '60',
      candidate_id: '11',
      timezone: viewerTimeZone(),
    });

    // Show all times: 14:00 is outside their free time, so a reason is needed and sent.
    await user.keyboard('{Escape}');
    await user.click(screen.getByRole('switch', { name: 'Show all times' }));
    await user.click(screen.getByRole('combobox', { name: 'Time' }));
    await user.click(await screen.findByRole('option', { name: slotLabel(14, 0) }));
    expect(screen.getByText(`This time is outside ${rosa.name}'s free time.`)).toBeInTheDocument();
    expect(next()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: OVERRIDE_REASON_LABEL }), 'Agreed by phone');
    expect(next()).toBeEnabled();
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Schedule Interview' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [booking] = callsTo(api, 'POST', '/api/interviews');
    expect(booking?.body).toMatchObject({ override_reason: 'Agreed by phone' });
    expect(new Date(String(booking?.body?.date)).getTime()).toBe(new Date(2026, 2, 5, 14, 0).getTime());
  });

  it('says on step 1 why each interviewer ranks where they do', async () => {
    const user = userEvent.setup();
    const nextFree = new Date(2026, 2, 5, 9, 0).toISOString();
    stubWizardApi({
      matches: [
        makeMatch(rosa, 1, 100, ['React'], {
          next_free: nextFree,
          week: { count: 2, cap: 5 },
          calendar_state: 'stale',
        }),
      ],
    });
    renderWizard();
    await choose(user, 'Position', 'react', /React Engineer/);
    const input = await screen.findByRole('textbox', { name: 'Interviewer' });
    await user.click(input);
    const option = await screen.findByRole('option', { name: /Rosa Diaz/ });
    expect(option).toHaveTextContent(
      `next free: ${formatWeekdayTime(nextFree)} · 2 / 5 this week · calendar stale`,
    );
  });

  it('finds a time across the matching interviewers and takes one in a click', async () => {
    const user = userEvent.setup();
    const start = new Date(2026, 2, 5, 11, 0).toISOString();
    const api = stubWizardApi({
      findATime: [
        {
          start,
          interviewer: {
            id: rosa.id,
            name: rosa.name,
            email: rosa.email,
            tech_stack: rosa.tech_stack,
            timezone: viewerTimeZone(),
          },
          score: 100,
          rank: 1,
          week: { count: 0, cap: null },
          calendar_state: null,
        },
      ],
    });
    const { onClose } = renderWizard();
    await choose(user, 'Position', 'react', /React Engineer/);
    await choose(user, 'Candidate', '', /Clara Oswald/);
    await user.click(screen.getByRole('button', { name: 'Find a time' }));
    const region = await screen.findByRole('region', { name: 'Earliest free times' });
    expect(within(region).getByText('100% match')).toBeInTheDocument();
    await user.click(
      within(region).getByRole('button', { name: `Choose ${formatDateTime(start)} with ${rosa.name}` }),
    );
    // Straight to the details: the interviewer and the time are taken.
    await user.click(await screen.findByRole('button', { name: 'Schedule Interview' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [booking] = callsTo(api, 'POST', '/api/interviews');
    expect(booking?.body).toMatchObject({ interviewer_id: rosa.id, job_id: 1, candidate_id: 11 });
    expect(new Date(String(booking?.body?.date)).toISOString()).toBe(start);
  });

  it('names why a time is no longer free and takes one of the next free times', async () => {
    const user = userEvent.setup();
    const nextFree = new Date(2026, 2, 5, 10, 30).toISOString();
    let attempts = 0;
    const api = stubWizardApi({
      createInterview: () =>
        ++attempts === 1
          ? jsonResponse(
              {
                error: {
                  code: 'CONFLICT',
                  message: "Rosa Diaz's calendar is busy at that time",
                  details: {
                    problems: [
                      { kind: 'calendar_busy', message: "Rosa Diaz's calendar is busy at that time" },
                    ],
                    overridable: false,
                    next_free: [nextFree],
                  },
                },
              },
              409,
            )
          : jsonResponse(makeInterviewDetail({ id: 99 }), 201),
    });
    const { onClose } = renderWizard();
    await chooseParticipants(user);
    await user.click(next());
    await chooseSchedule(user);
    await user.click(next());
    await user.click(screen.getByRole('button', { name: 'Schedule Interview' }));
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Rosa Diaz's calendar is busy at that time");
    expect(alert).toHaveTextContent('Their own calendar is busy then: choose another time.');
    await user.click(within(alert).getByRole('button', { name: formatDateTime(nextFree) }));
    await user.click(screen.getByRole('button', { name: 'Schedule Interview' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const bookings = callsTo(api, 'POST', '/api/interviews');
    expect(new Date(String(bookings[1]?.body?.date)).toISOString()).toBe(nextFree);
  });
});
