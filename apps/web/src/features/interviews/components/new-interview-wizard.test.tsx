import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse } from '../../../../test/render';
import { callsTo, queries } from '../../../../test/stub-api';
import { makeCandidate } from '../testing/fixtures';
import { renderWizard } from '../testing/render-wizard';
import {
  choose,
  chooseParticipants,
  chooseSchedule,
  clara,
  martha,
  slotLabel,
  stubWizardApi,
} from '../testing/wizard-api';

const nextButton = () => screen.getByRole('button', { name: 'Next' });

beforeEach(() => {
  // Wednesday 4 March 2026, 10:15 local time; only Date is faked, timers run normally.
  vi.useFakeTimers({ toFake: ['Date'] });
  vi.setSystemTime(new Date(2026, 2, 4, 10, 15));
  sessionStorage.clear();
});

describe('New Interview wizard, step 1', () => {
  it('loads interviewers, active jobs (limit 100) and candidates, and enables Next once all three are chosen', async () => {
    const user = userEvent.setup();
    const api = stubWizardApi();
    renderWizard();
    await screen.findByRole('textbox', { name: 'Position' });
    const jobs = callsTo(api, 'GET', '/api/jobs').find((c) => c.url.searchParams.get('status') === 'active');
    expect(jobs?.url.searchParams.get('limit')).toBe('100');
    expect(callsTo(api, 'GET', '/api/interviewers')).toHaveLength(1);
    expect(callsTo(api, 'GET', '/api/candidates')).toHaveLength(1);
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(nextButton()).toBeDisabled();

    await choose(user, 'Position', 'react', /React Engineer/);
    await choose(user, 'Interviewer', '', /Rosa Diaz/);
    expect(nextButton()).toBeDisabled();
    await choose(user, 'Candidate', '', /Clara Oswald/);
    expect(nextButton()).toBeEnabled();
  });

  it('searches positions by title or client and offers inactive ones only when asked', async () => {
    const user = userEvent.setup();
    stubWizardApi();
    renderWizard();
    const input = await screen.findByRole('textbox', { name: 'Position' });
    await user.click(input);
    await user.type(input, 'globex');
    await waitFor(() => expect(screen.queryByRole('option', { name: /React Engineer/ })).toBeNull());
    expect(screen.getByRole('option', { name: /Go Developer/ })).toBeInTheDocument();

    await user.clear(input);
    await user.type(input, 'vue');
    expect(await screen.findByText('No positions found')).toBeInTheDocument();
    const showInactive = await screen.findByRole('checkbox', { name: 'Show inactive positions' });
    await user.click(showInactive);
    await user.click(input);
    expect(await screen.findByRole('option', { name: /Vue Lead.*Filled/ })).toBeInTheDocument();
  });

  it('ranks interviewers by match once a position is chosen, showing rank and score, and searches by stack', async () => {
    const user = userEvent.setup();
    stubWizardApi();
    renderWizard();
    await choose(user, 'Position', 'globex', /Go Developer/);
    const input = screen.getByRole('textbox', { name: 'Interviewer' });
    await user.click(input);
    const options = await screen.findAllByRole('option');
    expect(options[0]).toHaveTextContent(/Ivan Petrov.*#1.*100% match/);
    expect(options[1]).toHaveTextContent(/Rosa Diaz.*#2.*0% match/);

    await user.type(input, 'typescript');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    // Found on the server, each keeps their rank among all interviewers.
    expect(screen.getByRole('option')).toHaveTextContent(/Rosa Diaz.*#2/);
    await user.type(input, 'xyz');
    expect(await screen.findByText('No interviewers found')).toBeInTheDocument();
  });

  it('searches candidates by name or e-mail', async () => {
    const user = userEvent.setup();
    stubWizardApi();
    renderWizard();
    const input = await screen.findByRole('textbox', { name: 'Candidate' });
    await user.click(input);
    await user.type(input, 'tardis');
    await waitFor(() => expect(screen.getAllByRole('option')).toHaveLength(1));
    expect(screen.getByRole('option')).toHaveTextContent('Clara Oswald');
    await user.clear(input);
    await user.type(input, 'nobody');
    expect(await screen.findByText('No candidates found')).toBeInTheDocument();
  });

  it('asks the server once typing pauses, finds candidates beyond the first page and keeps the choice shown', async () => {
    const user = userEvent.setup();
    // The first page holds Clara and Martha; José is the 300th candidate, only the server's search finds him.
    const jose = makeCandidate({ id: 300, name: 'José Gonçalves', email: 'jose@example.org' });
    const api = stubWizardApi({ candidates: [clara, martha, jose], candidatePageSize: 2 });
    renderWizard();
    const input = await screen.findByRole('textbox', { name: 'Candidate' });
    await user.click(input);
    await user.type(input, 'jose');
    await user.click(await screen.findByRole('option', { name: /José Gonçalves/ }));

    const searches = queries(api, '/api/candidates').map((query) => query.search);
    // One request for the opening page, one once typing paused: not one per key.
    expect(searches).toEqual([undefined, 'jose']);
    expect(input).toHaveValue('José Gonçalves (jose@example.org)');
    // Back on the first page (which does not hold José), the field still shows him.
    await user.click(input);
    expect(await screen.findByRole('option', { name: /Clara Oswald/ })).toBeInTheDocument();
    expect(input).toHaveValue('José Gonçalves (jose@example.org)');
  });

  it('warns under the position when it has no feedback template', async () => {
    const user = userEvent.setup();
    stubWizardApi();
    renderWizard();
    const warning = /This position has no feedback template/;
    await choose(user, 'Position', 'globex', /Go Developer/);
    expect(screen.queryByText(warning)).toBeNull();
    const input = screen.getByRole('textbox', { name: 'Position' });
    await user.clear(input);
    await choose(user, 'Position', 'react', /React Engineer/);
    expect(screen.getByText(warning)).toBeInTheDocument();
  });

  it('warns when a list is empty', async () => {
    stubWizardApi({ jobs: [], interviewers: [], candidates: [] });
    renderWizard();
    expect(await screen.findByText('No positions available')).toBeInTheDocument();
    expect(screen.getByText('No interviewers available')).toBeInTheDocument();
    expect(screen.getByText('No candidates available')).toBeInTheDocument();
  });

  it('says so when the options fail to load', async () => {
    stubWizardApi().mockImplementation(async () =>
      jsonResponse({ error: { code: 'FORBIDDEN', message: 'Forbidden' } }, 403),
    );
    renderWizard();
    expect(await screen.findByText('Failed to load options')).toBeInTheDocument();
  });
});

describe('New Interview wizard, step 2', () => {
  it('with Show all times, offers weekdays of the next 20 days, slots from 08:00 to 21:30 and labelled durations', async () => {
    const user = userEvent.setup();
    stubWizardApi();
    renderWizard();
    await chooseParticipants(user);
    await user.click(nextButton());
    await user.click(await screen.findByRole('switch', { name: 'Show all times' }));

    expect(screen.getByRole('button', { name: '3 March 2026' })).toBeDisabled(); // past
    expect(screen.getByRole('button', { name: '7 March 2026' })).toBeDisabled(); // Saturday
    expect(screen.getByRole('button', { name: '5 March 2026' })).toBeEnabled();
    expect(screen.getByRole('button', { name: '24 March 2026' })).toBeEnabled(); // 20 days ahead
    expect(screen.getByRole('button', { name: '25 March 2026' })).toBeDisabled();
    expect(nextButton()).toBeDisabled();

    await user.click(screen.getByRole('button', { name: '5 March 2026' }));
    await user.click(screen.getByRole('combobox', { name: 'Time' }));
    const slots = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(slots.map((slot) => slot.textContent)).toHaveLength(28);
    // Labelled in the user's locale like the summary (9:30 AM in en-US), sent as 'HH:mm'.
    expect(slots[0]).toHaveTextContent(slotLabel(8, 0));
    expect(slots.at(-1)).toHaveTextContent(slotLabel(21, 30));
    await user.click(screen.getByRole('option', { name: slotLabel(9, 30) }));
    // 09:30 is one of Rosa's free times: no reason needed.
    expect(nextButton()).toBeEnabled();

    await user.click(screen.getByRole('combobox', { name: 'Duration' }));
    const durations = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(durations.map((d) => d.textContent)).toEqual(['30 minutes', '1 hour', '1.5 hours', '2 hours']);
  });

  it('keeps the choices when going back with Previous', async () => {
    const user = userEvent.setup();
    stubWizardApi();
    renderWizard();
    await chooseParticipants(user);
    await user.click(nextButton());
    await chooseSchedule(user);
    await user.click(screen.getByRole('button', { name: 'Previous' }));
    expect(screen.getByRole('textbox', { name: 'Candidate' })).toHaveValue('Clara Oswald (clara@tardis.org)');
    expect(nextButton()).toBeEnabled();
    await user.click(nextButton());
    await waitFor(() => expect(screen.getByRole('combobox', { name: 'Time' })).toHaveValue(slotLabel(9, 30)));
  });
});
