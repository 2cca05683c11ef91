import type { AnalyticsQuery, Throughput } from '@interview-hub/contracts/analytics';
import { cancellingPartyLabels, cancelReasonLabels } from '@interview-hub/contracts/interviews';
import { BarChart } from '@mantine/charts';
import { upperFirst } from '@mantine/hooks';
import { interviewStatusLabel } from '../../../components/interview-status-badge';
import { formatDay } from '../../../lib/format-date';
import { useThroughput } from '../api/get-throughput';
import { ChartFigure } from './chart-figure';
import { NumbersTable } from './numbers-table';
import { SectionFrame } from './section-frame';

type Week = Throughput['weeks'][number];

/** What became of the week's interviews, bottom to top of each bar; colours as the status badges'. */
const outcomes = [
  { key: 'completed', color: 'green.6' },
  { key: 'scheduled', color: 'blue.5' },
  { key: 'candidate_no_show', color: 'orange.5' },
  { key: 'interviewer_no_show', color: 'grape.5' },
  { key: 'cancelled', color: 'red.5' },
] as const;

const sum = (weeks: readonly Week[], key: keyof Omit<Week, 'week'>) =>
  weeks.reduce((total, week) => total + week[key], 0);

function WeeksFigure({ weeks }: { weeks: Week[] }) {
  const title = 'Interviews per week';
  return (
    <ChartFigure
      title={title}
      description="By what became of each interview; weeks start on Monday."
      chart={
        <BarChart
          h={280}
          type="stacked"
          data={weeks.map((week) => ({ ...week, label: formatDay(week.week, { short: true }) }))}
          dataKey="label"
          series={outcomes.map(({ key, color }) => ({ name: key, label: interviewStatusLabel(key), color }))}
          withLegend
          legendProps={{ verticalAlign: 'bottom' }}
          tickLine="y"
        />
      }
    >
      <NumbersTable
        label={title}
        rows={weeks}
        rowKey={(week) => week.week}
        minWidth={640}
        emptyText="No weeks in this range."
        columns={[
          { title: 'Week of', render: (week) => formatDay(week.week) },
          ...outcomes.map(({ key }) => ({
            title: interviewStatusLabel(key),
            numeric: true,
            render: (week: Week) => week[key],
          })),
          { title: 'Total', numeric: true, render: (week) => week.total },
        ]}
        footer={['Total', ...outcomes.map(({ key }) => sum(weeks, key)), sum(weeks, 'total')]}
      />
    </ChartFigure>
  );
}

function ReschedulesTable({ rows }: { rows: Throughput['reschedules'] }) {
  const title = 'Reschedules by reason';
  return (
    <ChartFigure title={title} description="Late: inside the late window before the interview.">
      <NumbersTable
        label={title}
        rows={rows}
        rowKey={(row) => row.reason}
        emptyText="No reschedules in this range."
        columns={[
          { title: 'Reason', render: (row) => row.reason || 'No reason given' },
          { title: 'Reschedules', numeric: true, render: (row) => row.count },
          { title: 'Late', numeric: true, render: (row) => row.late },
        ]}
      />
    </ChartFigure>
  );
}

function CancellationsTable({ rows }: { rows: Throughput['cancellations'] }) {
  const title = 'Cancellations by who and why';
  return (
    <ChartFigure title={title}>
      <NumbersTable
        label={title}
        rows={rows}
        rowKey={(row) => `${row.by}-${row.reason}`}
        emptyText="No cancellations in this range."
        columns={[
          { title: 'Cancelled by', render: (row) => upperFirst(cancellingPartyLabels[row.by]) },
          { title: 'Reason', render: (row) => cancelReasonLabels[row.reason] },
          { title: 'Cancellations', numeric: true, render: (row) => row.count },
          { title: 'Late', numeric: true, render: (row) => row.late },
        ]}
      />
    </ChartFigure>
  );
}

/** Throughput: interviews per week by outcome, then reschedules and cancellations by reason. */
export function ThroughputSection({ filters }: { filters: AnalyticsQuery }) {
  const query = useThroughput(filters);
  return (
    <SectionFrame
      section="throughput"
      filters={filters}
      query={query}
      isEmpty={(data) => sum(data.weeks, 'total') === 0 && data.reschedules.length === 0}
      emptyText="No interviews in this range"
    >
      {(data) => (
        <>
          <WeeksFigure weeks={data.weeks} />
          <ReschedulesTable rows={data.reschedules} />
          <CancellationsTable rows={data.cancellations} />
        </>
      )}
    </SectionFrame>
  );
}
