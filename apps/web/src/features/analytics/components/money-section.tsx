import type { AnalyticsQuery, MoneyAnalytics } from '@interview-hub/contracts/analytics';
import { periodLabel } from '@interview-hub/contracts/finance-documents';
import { formatMoney } from '@interview-hub/contracts/money';
import { BarChart } from '@mantine/charts';
import { useMoneyAnalytics } from '../api/get-money-analytics';
import { ChartFigure } from './chart-figure';
import { type NumbersColumn, NumbersTable } from './numbers-table';
import { SectionFrame } from './section-frame';

type MoneyRow = Omit<MoneyAnalytics['months'][number], 'period'>;

/** Interviews, then billed, paid, held and the margin: the money columns of every table here. */
function moneyColumns<T extends MoneyRow>(currency: string): NumbersColumn<T>[] {
  const amount = (key: 'charged' | 'paid' | 'held' | 'margin', title: string): NumbersColumn<T> => ({
    title,
    numeric: true,
    render: (row) => formatMoney(row[key], currency),
    alert: key === 'margin' ? (row) => row.margin < 0 : undefined,
  });
  return [
    { title: 'Interviews', numeric: true, render: (row) => row.interviews },
    amount('charged', 'Billed'),
    amount('paid', 'Paid'),
    amount('held', 'Held'),
    amount('margin', 'Margin'),
  ];
}

function MonthsFigure({ data }: { data: MoneyAnalytics }) {
  const title = 'Money per month';
  const { months, currency } = data;
  const total = (key: keyof MoneyRow) => months.reduce((sum, month) => sum + month[key], 0);
  return (
    <ChartFigure
      title={title}
      description="Billed to clients, paid to interviewers and what the agency kept, by the month of the interview."
      chart={
        <BarChart
          h={280}
          data={months.map((month) => ({ ...month, label: periodLabel(month.period) }))}
          dataKey="label"
          series={[
            { name: 'charged', label: 'Billed', color: 'blue.6' },
            { name: 'paid', label: 'Paid', color: 'orange.5' },
            { name: 'margin', label: 'Margin', color: 'teal.6' },
          ]}
          valueFormatter={(minor) => formatMoney(minor, currency)}
          yAxisProps={{ width: 90 }}
          withLegend
        />
      }
    >
      <NumbersTable
        label={title}
        rows={months}
        rowKey={(month) => month.period}
        minWidth={640}
        emptyText="Nothing billed or paid in this range."
        columns={[
          { title: 'Month', render: (month) => periodLabel(month.period) },
          ...moneyColumns(currency),
        ]}
        footer={[
          'Total',
          total('interviews'),
          ...(['charged', 'paid', 'held', 'margin'] as const).map((key) => formatMoney(total(key), currency)),
        ]}
      />
    </ChartFigure>
  );
}

function ClientsTable({ data }: { data: MoneyAnalytics }) {
  const title = 'By client';
  return (
    <ChartFigure title={title}>
      <NumbersTable
        label={title}
        rows={data.clients}
        rowKey={(row) => String(row.client?.id ?? 'none')}
        minWidth={640}
        emptyText="Nothing billed or paid in this range."
        columns={[
          { title: 'Client', render: (row) => row.client?.name ?? 'No client' },
          ...moneyColumns(data.currency),
        ]}
      />
    </ChartFigure>
  );
}

function PositionsTable({ data }: { data: MoneyAnalytics }) {
  const title = 'By position';
  const others = data.other_positions;
  // The positions past the first ones the server names, summed in one last row (the CSV lists each).
  const rows = others
    ? [
        ...data.positions,
        { ...others, job: { id: 0, title: `${others.positions} other positions` }, client_name: null },
      ]
    : data.positions;
  return (
    <ChartFigure
      title={title}
      description={
        others ? `The ${data.positions.length} most billed; Download CSV lists every position.` : undefined
      }
    >
      <NumbersTable
        label={title}
        rows={rows}
        rowKey={(row) => String(row.job.id)}
        minWidth={760}
        emptyText="Nothing billed or paid in this range."
        columns={[
          { title: 'Position', render: (row) => row.job.title },
          { title: 'Client', render: (row) => row.client_name ?? '—' },
          ...moneyColumns(data.currency),
        ]}
      />
    </ChartFigure>
  );
}

/** Money (admins): billed, paid and the margin per month, client and position, in the agency's currency. */
export function MoneySection({ filters }: { filters: AnalyticsQuery }) {
  const query = useMoneyAnalytics(filters);
  return (
    <SectionFrame
      section="money"
      filters={filters}
      query={query}
      isEmpty={(data) =>
        data.months.every((month) => month.interviews === 0 && month.charged === 0 && month.paid === 0)
      }
      emptyText="Nothing billed or paid in this range"
    >
      {(data) => (
        <>
          <MonthsFigure data={data} />
          <ClientsTable data={data} />
          <PositionsTable data={data} />
        </>
      )}
    </SectionFrame>
  );
}
