import type { FinanceSummary, LedgerLine } from '@interview-hub/contracts/finance';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { captureDownloads } from '../../../test/downloads';
import { jsonResponse, renderScreen } from '../../../test/render';
import { callsTo, page, queries, stubApi } from '../../../test/stub-api';
import { FinancePage } from './finance-page';

const totals = (charged: number, paid: number, held: number, interviews: number) => ({
  charged,
  paid,
  held,
  margin: charged - paid - held,
  interviews,
});

const summary: FinanceSummary = {
  period: '2026-02',
  closed_at: null,
  closed_by: null,
  currency: 'USD',
  totals: totals(45_000, 20_000, 10_000, 3),
  by_client: [
    { client_id: 5, name: 'Acme', ...totals(30_000, 10_000, 10_000, 2) },
    { client_id: 6, name: 'Globex', ...totals(15_000, 10_000, 0, 1) },
  ],
  by_position: [
    { job_id: 9, title: 'Senior Go engineer', client_name: 'Acme', ...totals(30_000, 10_000, 10_000, 2) },
  ],
};

const rule = {
  outcome: 'completed',
  basis: 'hourly' as const,
  rate: 10_000,
  minutes: 60,
  percent: 100,
  penalty: 0,
  level: null,
  source: 'interviewer' as const,
};
const line = (overrides: Partial<LedgerLine>): LedgerLine => ({
  id: 1,
  period: '2026-02',
  kind: 'payout',
  amount: 10_000,
  currency: 'USD',
  held: false,
  rule,
  reverses_id: null,
  reason: 'Outcome recorded: completed',
  actor_name: 'Ada Admin',
  created_at: '2026-02-03T12:00:00.000Z',
  interview: {
    id: 40,
    date: '2026-02-03T10:00:00.000Z',
    duration: 60,
    status: 'completed',
    candidate_name: 'Ana Núñez',
  },
  interviewer: { id: 12, name: 'Olena Koval' },
  client: { id: 5, name: 'Acme' },
  job: { id: 9, title: 'Senior Go engineer' },
  ...overrides,
});
const lines = [
  line({ id: 1, held: true }),
  line({
    id: 2,
    amount: -10_000,
    held: true,
    reverses_id: 1,
    reason: 'Outcome changed from completed to a candidate no-show',
  }),
  line({
    id: 3,
    kind: 'charge',
    amount: 30_000,
    rule: { ...rule, basis: 'per_interview', rate: 30_000, minutes: null },
  }),
];
const periods = {
  data: [
    { period: '2026-02', closed_at: null, closed_by: null, totals: summary.totals },
    {
      period: '2026-01',
      closed_at: '2026-02-01T09:00:00.000Z',
      closed_by: 'Ada Admin',
      totals: summary.totals,
    },
  ],
};

const financeRoutes = (overrides: Record<string, unknown> = {}) => ({
  'GET /api/finance/periods': periods,
  'GET /api/finance/summary': summary,
  'GET /api/finance/lines': () =>
    jsonResponse({ ...page(lines, { total: 45, total_pages: 3 }), totals: totals(30_000, 0, 0, 1) }),
  ...overrides,
});

const renderFinance = (path = '/finance?period=2026-02') => renderScreen('/finance', <FinancePage />, path);

describe('Finance', () => {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['Date'] });
    vi.setSystemTime(new Date('2026-03-15T12:00:00Z'));
  });
  afterEach(() => vi.useRealTimers());

  it("shows the month's totals and its money by client and by position", async () => {
    const fetchMock = stubApi(financeRoutes());
    renderFinance();
    expect(await screen.findByLabelText('Billed')).toHaveTextContent('$450.00');
    expect(screen.getByLabelText('Paid')).toHaveTextContent('$200.00');
    expect(screen.getByLabelText('Held')).toHaveTextContent('$100.00');
    expect(screen.getByLabelText('Margin')).toHaveTextContent('$150.00');
    expect(screen.getByLabelText('Interviews')).toHaveTextContent('3');
    const acme = screen.getByRole('button', { name: 'Acme' }).closest('tr') as HTMLElement;
    expect(within(acme).getByText('$300.00')).toBeInTheDocument();
    expect(within(acme).getAllByText('$100.00')).toHaveLength(3);
    expect(screen.getByRole('button', { name: 'Senior Go engineer' })).toBeInTheDocument();
    expect(queries(fetchMock, '/api/finance/summary')).toEqual([{ period: '2026-02' }]);
  });

  it('drills into a client by keyboard: its lines with held and reversed ones, their reasons, and pages', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(financeRoutes());
    renderFinance();
    (await screen.findByRole('button', { name: 'Acme' })).focus();
    await user.keyboard('{Enter}');

    const heading = await screen.findByRole('heading', { name: 'Lines: Acme' });
    expect(heading).toHaveFocus();
    expect(
      await screen.findByText('Outcome changed from completed to a candidate no-show'),
    ).toBeInTheDocument();
    expect(screen.getAllByText('Held')).not.toHaveLength(0);
    expect(screen.getByText('Reversal')).toBeInTheDocument();
    expect(screen.getByText('-$100.00')).toBeInTheDocument();
    expect(screen.getAllByText('Completed · $100.00/h × 60 min × 100 %')).toHaveLength(2);
    expect(queries(fetchMock, '/api/finance/lines').at(-1)).toEqual({
      period: '2026-02',
      client_id: '5',
      page: '1',
      limit: '20',
    });

    await user.click(screen.getByRole('button', { name: '2' }));
    await vi.waitFor(() => expect(queries(fetchMock, '/api/finance/lines').at(-1)?.page).toBe('2'));
  });

  it("downloads a client's invoice draft and an interviewer's statement", async () => {
    const user = userEvent.setup();
    const saved = captureDownloads();
    const file = (name: string) => () =>
      new Response('\uFEFFInterview date', {
        headers: { 'Content-Disposition': `attachment; filename="${name}"` },
      });
    const fetchMock = stubApi(
      financeRoutes({
        'GET /api/finance/invoices/5': file('invoice-2026-02-acme.csv'),
        'GET /api/finance/statements/12': file('statement-2026-02-olena-koval.pdf'),
      }),
    );
    renderFinance('/finance?period=2026-02&client=5');

    await user.click(await screen.findByRole('button', { name: 'Invoice of Acme (CSV)' }));
    await vi.waitFor(() => expect(saved).toEqual(['invoice-2026-02-acme.csv']));
    expect(queries(fetchMock, '/api/finance/invoices/5')).toEqual([{ period: '2026-02', format: 'csv' }]);

    await user.click(
      (await screen.findAllByRole('button', { name: 'Statement of Olena Koval (PDF)' }))[0] as HTMLElement,
    );
    await vi.waitFor(() => expect(saved).toContain('statement-2026-02-olena-koval.pdf'));
  });

  it("closes an ended month after confirmation, and shows the server's refusal", async () => {
    const user = userEvent.setup();
    let refuse = true;
    const fetchMock = stubApi(
      financeRoutes({
        'POST /api/finance/periods/2026-02/close': () =>
          refuse
            ? jsonResponse({ error: { code: 'CONFLICT', message: '2026-02 is closed already' } }, 409)
            : new Response(null, { status: 204 }),
      }),
    );
    renderFinance();
    await user.click(await screen.findByRole('button', { name: 'Close month' }));
    const dialog = await screen.findByRole('dialog', { name: 'Close February 2026?' });
    await user.click(within(dialog).getByRole('button', { name: 'Close month' }));
    expect(await within(dialog).findByRole('alert')).toHaveTextContent('2026-02 is closed already');

    refuse = false;
    await user.click(within(dialog).getByRole('button', { name: 'Close month' }));
    expect(await screen.findByText('February 2026 is closed')).toBeInTheDocument();
    expect(callsTo(fetchMock, 'POST', '/api/finance/periods/2026-02/close')).toHaveLength(2);
  });

  it('offers the months with lines and the current one, and cannot close the current month', async () => {
    const user = userEvent.setup();
    const fetchMock = stubApi(
      financeRoutes({ 'GET /api/finance/summary': { ...summary, period: '2026-03' } }),
    );
    renderFinance('/finance');
    expect(await screen.findByRole('button', { name: 'Close month' })).toBeDisabled();
    await user.click(screen.getByRole('combobox', { name: 'Month' }));
    const options = await screen.findAllByRole('option');
    expect(options.map((option) => option.textContent)).toEqual([
      'March 2026',
      'February 2026',
      'January 2026 · closed',
    ]);
    await user.click(screen.getByRole('option', { name: 'January 2026 · closed' }));
    await vi.waitFor(() =>
      expect(queries(fetchMock, '/api/finance/summary').map((query) => query.period)).toEqual([
        '2026-03',
        '2026-01',
      ]),
    );
  });

  it('is closed to everyone but admins', async () => {
    const fetchMock = stubApi({}, 'recruiter');
    renderFinance();
    expect(await screen.findByRole('alert')).toHaveTextContent('You do not have access to Finance');
    expect(callsTo(fetchMock, 'GET', '/api/finance/summary')).toHaveLength(0);
  });
});
