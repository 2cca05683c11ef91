import type { Interviewer } from '@interview-hub/contracts/interviewers';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderRoutes } from '../../../test/render';
import { type ApiMock, page, queries, stubApi } from '../../../test/stub-api';
import { InterviewersPage } from './interviewers-page';

const make = (id: number, name: string, overrides: Partial<Interviewer> = {}): Interviewer => ({
  id,
  name,
  email: `${name.toLowerCase().replace(/\s/g, '.')}@example.com`,
  phone: null,
  telegram: null,
  telegram_chat_id: null,
  price: 50,
  rating: null,
  feedback_folder_id: null,
  notes: null,
  tech_stack: [],
  timezone: null,
  level_rates: {},
  ...overrides,
});

function stubInterviewersApi(onCreate?: (body: unknown) => Response) {
  const list = [make(1, 'Amara Okafor', { price: 45, rating: 4, tech_stack: ['React', 'TypeScript'] })];
  return stubApi({
    'GET /api/interviewers': () => jsonResponse(page(list)),
    'POST /api/interviewers': ({ body }) => {
      const reply = onCreate?.(body);
      if (reply) return reply;
      list.push(make(2, String(body?.name), body as Partial<Interviewer>));
      return jsonResponse(list[1], 201);
    },
  });
}

const listQueries = (fetchMock: ApiMock) => queries(fetchMock, '/api/interviewers');

const renderInterviewers = () =>
  renderRoutes([{ path: '/interviewers', Component: InterviewersPage }], '/interviewers');

describe('interviewers screen', () => {
  afterEach(() => vi.unstubAllEnvs());

  it('lists interviewers by name ascending with price, rating and tech stack, names linking to their page', async () => {
    const fetchMock = stubInterviewersApi();
    renderInterviewers();
    const link = await screen.findByRole('link', { name: 'Amara Okafor' });
    expect(link).toHaveAttribute('href', '/interviewers/1');
    expect(screen.getByText('$45')).toBeInTheDocument();
    expect(screen.getByText('4 / 5')).toBeInTheDocument();
    expect(screen.getByText('TypeScript')).toBeInTheDocument();
    expect(listQueries(fetchMock)[0]).toMatchObject({ sort_by: 'name', sort_order: 'asc' });

    await userEvent.setup().click(screen.getByText('Price ($/hr)'));
    await waitFor(() =>
      expect(listQueries(fetchMock).at(-1)).toMatchObject({ sort_by: 'price', sort_order: 'asc' }),
    );
  });

  it('asks for name and email before creating an interviewer', async () => {
    const user = userEvent.setup();
    const fetchMock = stubInterviewersApi();
    renderInterviewers();
    await user.click(await screen.findByRole('button', { name: '+ New Interviewer' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Nobody');
    await user.click(within(dialog).getByRole('button', { name: 'Create Interviewer' }));
    expect(await within(dialog).findByText('Name and Email are required.')).toBeInTheDocument();
    expect(fetchMock.mock.calls.some(([, init]) => init?.method === 'POST')).toBe(false);
  });

  it('creates an interviewer with a formatted phone, price 0 by default and a tech stack', async () => {
    vi.stubEnv('TZ', 'UTC');
    const user = userEvent.setup();
    const fetchMock = stubInterviewersApi();
    renderInterviewers();
    await user.click(await screen.findByRole('button', { name: '+ New Interviewer' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Bo Brown');
    await user.type(within(dialog).getByLabelText(/^Email/), 'bo@example.com');
    await user.type(within(dialog).getByLabelText('Phone'), '4155550123');
    expect(within(dialog).getByLabelText('Phone')).toHaveValue('415 555 0123');
    await user.type(within(dialog).getByRole('combobox', { name: 'Tech Stack' }), 'Go{Enter}Rust{Enter}');
    await user.click(within(dialog).getByRole('button', { name: 'Create Interviewer' }));

    expect(await screen.findByRole('link', { name: 'Bo Brown' })).toBeInTheDocument();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body))).toEqual({
      name: 'Bo Brown',
      email: 'bo@example.com',
      phone: '415 555 0123',
      price: 0,
      notes: '',
      tech_stack: ['Go', 'Rust'],
      timezone: 'UTC',
    });
  });

  it("offers the viewer's zone by default, by today's name, and sends the zone picked instead", async () => {
    vi.stubEnv('TZ', 'Asia/Calcutta');
    const user = userEvent.setup();
    const fetchMock = stubInterviewersApi();
    renderInterviewers();
    await user.click(await screen.findByRole('button', { name: '+ New Interviewer' }));
    const dialog = await screen.findByRole('dialog');
    const zone = within(dialog).getByRole('combobox', { name: 'Time Zone' });
    expect(zone).toHaveValue('Asia/Kolkata (UTC+05:30)');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Bo Brown');
    await user.type(within(dialog).getByLabelText(/^Email/), 'bo@example.com');
    await user.clear(zone);
    await user.type(zone, 'Berlin');
    await user.click(await screen.findByRole('option', { name: /^Europe\/Berlin \(UTC\+0[12]:00\)$/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Create Interviewer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const post = fetchMock.mock.calls.find(([, init]) => init?.method === 'POST');
    expect(JSON.parse(String(post?.[1]?.body)).timezone).toBe('Europe/Berlin');
  });

  it('takes the required-fields message away as soon as name and email are filled in', async () => {
    const user = userEvent.setup();
    stubInterviewersApi();
    renderInterviewers();
    await user.click(await screen.findByRole('button', { name: '+ New Interviewer' }));
    const dialog = await screen.findByRole('dialog');
    await user.click(within(dialog).getByRole('button', { name: 'Create Interviewer' }));
    expect(await within(dialog).findByText('Name and Email are required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Name/), 'Bo Brown');
    expect(within(dialog).getByText('Name and Email are required.')).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Email/), 'bo@example.com');
    expect(within(dialog).queryByText('Name and Email are required.')).toBeNull();
    expect(within(dialog).queryByRole('alert')).toBeNull();
    // Emptying the name again brings the message back at once.
    await user.clear(within(dialog).getByLabelText(/^Name/));
    expect(within(dialog).getByText('Name and Email are required.')).toBeInTheDocument();
  });

  it('keeps a duplicate-email refusal while that email stays and drops it when the email changes', async () => {
    const user = userEvent.setup();
    stubInterviewersApi((body) =>
      (body as { email?: string }).email === 'taken@example.com'
        ? jsonResponse(
            { error: { code: 'CONFLICT', message: 'An interviewer with this email already exists' } },
            409,
          )
        : jsonResponse({ error: { code: 'INTERNAL', message: 'unexpected' } }, 500),
    );
    renderInterviewers();
    await user.click(await screen.findByRole('button', { name: '+ New Interviewer' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Bo Brown');
    await user.type(within(dialog).getByLabelText(/^Email/), 'taken@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create Interviewer' }));
    const refusal = 'An interviewer with this email already exists';
    expect(await within(dialog).findByText(refusal)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText('Notes'), 'Evenings');
    expect(within(dialog).getByText(refusal)).toBeInTheDocument();
    await user.type(within(dialog).getByLabelText(/^Email/), 'x');
    expect(within(dialog).queryByText(refusal)).toBeNull();
  });

  it("shows 'Failed to create interviewer. Please try again.' when the server refuses", async () => {
    const user = userEvent.setup();
    stubInterviewersApi(() => jsonResponse({ error: { code: 'INTERNAL', message: 'boom' } }, 500));
    renderInterviewers();
    await user.click(await screen.findByRole('button', { name: '+ New Interviewer' }));
    const dialog = await screen.findByRole('dialog');
    await user.type(within(dialog).getByLabelText(/^Name/), 'Bo Brown');
    await user.type(within(dialog).getByLabelText(/^Email/), 'bo@example.com');
    await user.click(within(dialog).getByRole('button', { name: 'Create Interviewer' }));
    expect(
      await within(dialog).findByText('Failed to create interviewer. Please try again.'),
    ).toBeInTheDocument();
  });

  it("shows 'Failed to fetch interviewers' when the list cannot be read", async () => {
    stubApi({ 'GET /api/interviewers': () => new Response('down', { status: 503 }) });
    renderInterviewers();
    expect(await screen.findByText('Failed to fetch interviewers')).toBeInTheDocument();
  });
});
