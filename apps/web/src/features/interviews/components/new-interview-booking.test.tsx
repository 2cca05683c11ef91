import { notifications } from '@mantine/notifications';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderScreen } from '../../../../test/render';
import { callsTo } from '../../../../test/stub-api';
import { makeInterviewDetail } from '../testing/fixtures';
import { renderWizard } from '../testing/render-wizard';
import { chooseParticipants, chooseSchedule, stubWizardApi } from '../testing/wizard-api';
import { NewInterviewWizard } from './new-interview-wizard';

async function goToDetails(user: ReturnType<typeof userEvent.setup>, candidate?: RegExp) {
  await chooseParticipants(user, candidate);
  await user.click(screen.getByRole('button', { name: 'Next' }));
  await chooseSchedule(user);
  await user.click(screen.getByRole('button', { name: 'Next' }));
}

const conflict = {
  error: {
    code: 'CONFLICT',
    message: 'Rosa Diaz already has an interview at that time',
    details: {
      conflicts: [
        {
          id: 5,
          date: '2026-03-05T09:00:00.000Z',
          duration: 60,
          with: 'interviewer',
          candidate_name: 'Amy Pond',
          interviewer_name: 'Rosa Diaz',
        },
      ],
    },
  },
};

beforeEach(() => {
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 4, 10, 15));
  sessionStorage.clear();
});

describe('New Interview wizard, step 3 and booking', () => {
  it('fetches the candidate again on step 3, copies a searched note and books the interview', async () => {
    const user = userEvent.setup();
    const api = stubWizardApi();
    const { onClose } = renderWizard();
    await goToDetails(user);
    await waitFor(() => expect(callsTo(api, 'GET', '/api/candidates/11')).toHaveLength(2));

    const notes = screen.getByRole('textbox', { name: 'Candidate notes' });
    await user.click(notes);
    await user.type(notes, 'nothing like it');
    expect(screen.getByText('No notes found')).toBeInTheDocument();
    await user.clear(notes);
    await user.type(notes, '2026-01');
    const option = screen.getByRole('option');
    expect(option).toHaveTextContent(/Strong React skills.*…$/);
    expect(option.textContent?.replace('2026-01-10', '')).toHaveLength(101);
    await user.click(option);
    // 50 characters of the note in the field, 100 in the list.
    expect(notes).toHaveValue('[2026-01-10] Strong React skills and a very long sentence that…');
    const recruiterNotes = screen.getByRole('textbox', { name: 'Recruiter notes' });
    expect(recruiterNotes).toHaveValue(
      '[2026-01-10] Strong React skills and a very long sentence that keeps going well past the preview limit of the field',
    );
    await user.clear(recruiterNotes);
    await user.type(recruiterNotes, 'Ask about hooks');

    await user.click(screen.getByRole('button', { name: 'Schedule Interview' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [booking] = callsTo(api, 'POST', '/api/interviews');
    expect(booking?.body).toMatchObject({
      job_id: 1,
      interviewer_id: 22,
      candidate_id: 11,
      duration: 60,
      recruiter_notes: '<p>Ask about hooks</p>',
      timezone: Intl.DateTimeFormat().resolvedOptions().timeZone,
    });
    expect(new Date(String(booking?.body?.date)).getTime()).toBe(new Date(2026, 2, 5, 9, 30).getTime());
    expect(booking?.body).not.toHaveProperty('allow_conflict');
  });

  it('shows the collision on a 409 and books anyway when the recruiter confirms', async () => {
    const user = userEvent.setup();
    let attempts = 0;
    const api = stubWizardApi({
      createInterview: () =>
        ++attempts === 1 ? jsonResponse(conflict, 409) : jsonResponse(makeInterviewDetail({ id: 99 }), 201),
    });
    const { onClose } = renderWizard();
    await goToDetails(user);
    await user.click(screen.getByRole('button', { name: 'Schedule Interview' }));

    expect(await screen.findByText(/Rosa Diaz already interviews Amy Pond on/)).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
    await user.click(screen.getByRole('button', { name: 'Book anyway' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const bookings = callsTo(api, 'POST', '/api/interviews');
    expect(bookings).toHaveLength(2);
    expect(bookings[1]?.body).toMatchObject({ allow_conflict: true });
  });

  it('shows the failure and the server reason when booking is refused', async () => {
    const user = userEvent.setup();
    stubWizardApi({
      createInterview: () =>
        jsonResponse({ error: { code: 'RULE_BROKEN', message: 'The interview must be in the future' } }, 422),
    });
    const { onClose } = renderWizard();
    await goToDetails(user);
    await user.click(screen.getByRole('button', { name: 'Schedule Interview' }));
    expect(await screen.findByText('Failed to create interview')).toBeInTheDocument();
    expect(screen.getByText('The interview must be in the future')).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });
});

describe('New Interview wizard, confirmation', () => {
  it('confirms the booking with a link to the new interview', async () => {
    const user = userEvent.setup();
    // The toasts of the bookings above are still in Mantine's store.
    notifications.clean();
    stubWizardApi();
    const onClose = vi.fn();
    renderScreen('/interviews', <NewInterviewWizard onClose={onClose} />, '/interviews');
    await goToDetails(user);
    await user.click(screen.getByRole('button', { name: 'Schedule Interview' }));

    expect(await screen.findByText('Interview scheduled')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Open the interview' })).toHaveAttribute(
      'href',
      '/interviews/99',
    );
    expect(onClose).toHaveBeenCalled();
  });
});

describe('New Interview wizard, Manatal refresh', () => {
  it('imports a Manatal candidate once per combination and fetches their details again', async () => {
    const user = userEvent.setup();
    const api = stubWizardApi();
    const { unmount } = renderWizard();
    await chooseParticipants(user, /Martha Jones/);
    await waitFor(() => expect(callsTo(api, 'GET', '/api/candidates/12')).toHaveLength(2));
    const imports = callsTo(api, 'POST', '/api/candidates/import/manatal');
    expect(imports).toHaveLength(1);
    expect(imports[0]?.body).toEqual({ manatal_id: 777 });
    unmount();

    renderWizard();
    await chooseParticipants(user, /Martha Jones/);
    expect(screen.getByRole('button', { name: 'Next' })).toBeEnabled();
    expect(callsTo(api, 'POST', '/api/candidates/import/manatal')).toHaveLength(1);
  });

  it('warns without blocking when the import fails, and says when the candidate has no notes', async () => {
    const user = userEvent.setup();
    stubWizardApi({ importManatal: () => jsonResponse({ error: { code: 'NOT_FOUND', message: 'x' } }, 404) });
    renderWizard();
    await chooseParticipants(user, /Martha Jones/);
    expect(await screen.findByText('Failed to refresh candidate from Manatal')).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Next' }));
    await chooseSchedule(user);
    await user.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByText('No notes available for selected candidate')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Schedule Interview' })).toBeEnabled();
  });
});
