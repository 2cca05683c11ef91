import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, TestProviders } from '../../../../test/render';
import { callsTo, stubApi } from '../../../../test/stub-api';
import { formatDateTime, formatTime } from '../../../lib/format-date';
import { makeInterviewDetail } from '../testing/fixtures';
import { RescheduleModal } from './reschedule-modal';

const interview = makeInterviewDetail({
  id: 7,
  date: new Date(2026, 2, 5, 9, 30).toISOString(),
  duration: 90,
});

function renderModal(target = interview) {
  const onClose = vi.fn();
  const onRescheduled = vi.fn();
  render(
    <TestProviders>
      <RescheduleModal interview={target} onClose={onClose} onRescheduled={onRescheduled} />
    </TestProviders>,
  );
  return { onClose, onRescheduled };
}

const rescheduleButton = () => screen.getByRole('button', { name: 'Reschedule' });

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 4, 10, 15));
});

describe('Reschedule Interview modal', () => {
  it('starts from the current time and duration and offers weekdays of the next 14 days', () => {
    stubApi({});
    renderModal();
    expect(screen.getByRole('dialog', { name: 'Reschedule Interview' })).toHaveTextContent(
      /Interview #7 with Clara Candidate\. Currently .* · 1\.5 hours/,
    );
    expect(screen.getByRole('button', { name: '5 March 2026' })).toHaveAttribute('data-selected', 'true');
    // The slot is labelled in the user's locale (9:30 AM in en-US), as the summary shows it.
    expect(screen.getByRole('combobox', { name: 'Time' })).toHaveValue(
      formatTime(new Date(2026, 2, 5, 9, 30)),
    );
    expect(screen.getByRole('combobox', { name: 'Duration' })).toHaveValue('1.5 hours');
    expect(screen.getByRole('button', { name: '18 March 2026' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '19 March 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '14 March 2026' })).toBeDisabled();
    expect(screen.getByRole('button', { name: '3 March 2026' })).toBeDisabled();
  });

  it('needs a date and time, then moves the interview', async () => {
    const user = userEvent.setup();
    const api = stubApi({ 'POST /api/interviews/7/reschedule': makeInterviewDetail({ id: 7 }) });
    const { onClose, onRescheduled } = renderModal({
      ...interview,
      date: '2026-01-01T10:00:00.000Z',
      duration: 0,
    });
    expect(screen.getByRole('combobox', { name: 'Duration' })).toHaveValue('1 hour');
    expect(rescheduleButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '9 March 2026' }));
    expect(rescheduleButton()).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Time' }));
    await user.click(await screen.findByRole('option', { name: formatTime(new Date(2026, 2, 9, 14, 0)) }));
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Candidate asked');
    await user.click(rescheduleButton());

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(onRescheduled).toHaveBeenCalled();
    const [call] = callsTo(api, 'POST', '/api/interviews/7/reschedule');
    expect(call?.body).toMatchObject({ duration: 60, reason: 'Candidate asked' });
    expect(new Date(String(call?.body?.date)).getTime()).toBe(new Date(2026, 2, 9, 14, 0).getTime());
  });

  it('closes with Escape, but not while rescheduling', async () => {
    const user = userEvent.setup();
    stubApi({ 'POST /api/interviews/7/reschedule': () => new Promise<Response>(() => {}) });
    const { onClose } = renderModal();
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);

    await user.click(rescheduleButton());
    await waitFor(() => expect(screen.getByRole('button', { name: 'Close' })).toBeDisabled());
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('shows a collision and reschedules anyway on confirmation; shows failures', async () => {
    const user = userEvent.setup();
    const conflicts = [
      {
        id: 3,
        date: interview.date,
        duration: 60,
        with: 'candidate',
        candidate_name: 'Clara',
        interviewer_name: 'Bo',
      },
    ];
    let attempt = 0;
    const api = stubApi({
      'POST /api/interviews/7/reschedule': () =>
        ++attempt === 1
          ? jsonResponse({ error: { code: 'CONFLICT', message: 'busy', details: { conflicts } } }, 409)
          : jsonResponse({ error: { code: 'INTERNAL', message: '' } }, 500),
    });
    renderModal();
    await user.click(rescheduleButton());
    expect(await screen.findByText(/Clara already has an interview with Bo on/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Book anyway' }));
    expect(await screen.findByText('Failed to reschedule interview')).toBeInTheDocument();
    expect(callsTo(api, 'POST', '/api/interviews/7/reschedule')[1]?.body).toMatchObject({
      allow_conflict: true,
    });
  });
});

describe('Reschedule Interview modal: the interviewer’s free time', () => {
  const free = [new Date(2026, 2, 6, 10, 0).toISOString(), new Date(2026, 2, 6, 10, 30).toISOString()];
  const slotsRoute = `GET /api/interviewers/${interview.interviewer.id}/slots`;
  const slots = {
    interviewer_id: interview.interviewer.id,
    interviewer_timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    availability_set: true,
    calendar_state: null,
    week: { count: 2, cap: null },
    slots: free,
  };

  it('offers only their free times, without counting the interview itself, and needs a reason for another', async () => {
    const user = userEvent.setup();
    const api = stubApi({
      [slotsRoute]: slots,
      'POST /api/interviews/7/reschedule': makeInterviewDetail({ id: 7 }),
    });
    const { onClose } = renderModal();
    expect(await screen.findByText('2 this week')).toBeInTheDocument();
    const [query] = callsTo(api, 'GET', `/api/interviewers/${interview.interviewer.id}/slots`);
    expect(Object.fromEntries(query?.url.searchParams ?? [])).toMatchObject({
      exclude_interview_id: '7',
      candidate_id: String(interview.candidate.id),
      duration: '90',
    });
    expect(screen.getByRole('button', { name: '5 March 2026' })).toBeDisabled();
    await user.click(screen.getByRole('button', { name: '6 March 2026' }));
    await user.click(screen.getByRole('combobox', { name: 'Time' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(free.map((slot) => formatTime(slot)));
    await user.keyboard('{Escape}');

    await user.click(screen.getByRole('switch', { name: 'Show all times' }));
    await user.click(screen.getByRole('combobox', { name: 'Time' }));
    await user.click(await screen.findByRole('option', { name: formatTime(new Date(2026, 2, 6, 15, 0)) }));
    expect(rescheduleButton()).toBeDisabled();
    await user.type(screen.getByRole('textbox', { name: 'Reason' }), 'Client asked');
    await user.click(rescheduleButton());
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [move] = callsTo(api, 'POST', '/api/interviews/7/reschedule');
    expect(move?.body).toMatchObject({ reason: 'Client asked', override_reason: 'Client asked' });
  });

  it('shows why a time is not free and takes one of the next free times', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const api = stubApi({
      [slotsRoute]: slots,
      'POST /api/interviews/7/reschedule': () =>
        ++attempts === 1
          ? jsonResponse(
              {
                error: {
                  code: 'CONFLICT',
                  message: 'Rosa needs 12 hours notice',
                  details: {
                    problems: [{ kind: 'notice', message: "Rosa needs 12 hours' notice" }],
                    overridable: true,
                    next_free: [free[1]],
                  },
                },
              },
              409,
            )
          : jsonResponse(makeInterviewDetail({ id: 7 })),
    });
    renderModal();
    await user.click(await screen.findByRole('button', { name: '6 March 2026' }));
    await user.click(screen.getByRole('combobox', { name: 'Time' }));
    await user.click(await screen.findByRole('option', { name: formatTime(free[0]) }));
    await user.click(rescheduleButton());
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent("Rosa needs 12 hours' notice");
    await user.click(screen.getByRole('button', { name: formatDateTime(free[1]) }));
    await user.click(rescheduleButton());
    await waitFor(() => expect(callsTo(api, 'POST', '/api/interviews/7/reschedule')).toHaveLength(2));
    const moves = callsTo(api, 'POST', '/api/interviews/7/reschedule');
    expect(new Date(String(moves[1]?.body?.date)).toISOString()).toBe(free[1]);
  });
});
