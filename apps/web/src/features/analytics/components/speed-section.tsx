import type { AnalyticsQuery, Speed } from '@interview-hub/contracts/analytics';
import { BarChart } from '@mantine/charts';
import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { formatHours, formatShare } from '../../../lib/format-figures';
import { useSpeed } from '../api/get-speed';
import { ChartFigure } from './chart-figure';
import { NumbersTable } from './numbers-table';
import { SectionFrame } from './section-frame';
import { StatCards } from './stat-cards';

type Figures = Speed['overall'];
type InterviewerRow = Speed['interviewers'][number];

function OverallCards({ overall }: { overall: Figures }) {
  return (
    <StatCards
      label="Overall"
      cards={[
        { label: 'Feedbacks', value: String(overall.feedbacks) },
        { label: 'Median time to feedback', value: formatHours(overall.median_hours) },
        { label: '90th percentile', value: formatHours(overall.p90_hours), hint: '9 in 10 were faster' },
        {
          label: 'Deadline adherence',
          value: formatShare(overall.adherence),
          hint: `${overall.on_time} on time, ${overall.late} late, ${overall.overdue} overdue`,
        },
      ]}
    />
  );
}

function InterviewersFigure({ rows }: { rows: InterviewerRow[] }) {
  const title = 'Hours to feedback per interviewer';
  const charted = rows.filter((row) => row.median_hours !== null);
  return (
    <ChartFigure
      title={title}
      description="From the interview's end to the feedback: the median and the 90th percentile."
      chart={
        charted.length > 0 && (
          <BarChart
            h={Math.max(220, charted.length * 36)}
            orientation="vertical"
            data={charted.map((row) => ({
              name: row.interviewer.name,
              median: row.median_hours,
              p90: row.p90_hours,
            }))}
            dataKey="name"
            series={[
              { name: 'median', label: 'Median', color: 'blue.6' },
              { name: 'p90', label: '90th percentile', color: 'indigo.3' },
            ]}
            valueFormatter={formatHours}
            yAxisProps={{ width: 140 }}
            withLegend
          />
        )
      }
    >
      <NumbersTable
        label={title}
        rows={rows}
        rowKey={(row) => String(row.interviewer.id)}
        minWidth={720}
        emptyText="No interviewer gave feedback in this range."
        columns={[
          {
            title: 'Interviewer',
            render: (row) => (
              <Anchor component={Link} to={`/interviewers/${row.interviewer.id}`} size="sm">
                {row.interviewer.name}
              </Anchor>
            ),
          },
          { title: 'Feedbacks', numeric: true, render: (row) => row.feedbacks },
          { title: 'Median', numeric: true, render: (row) => formatHours(row.median_hours) },
          { title: '90th percentile', numeric: true, render: (row) => formatHours(row.p90_hours) },
          { title: 'On time', numeric: true, render: (row) => row.on_time },
          { title: 'Late', numeric: true, render: (row) => row.late },
          { title: 'Overdue', numeric: true, render: (row) => row.overdue, alert: (row) => row.overdue > 0 },
          { title: 'Adherence', numeric: true, render: (row) => formatShare(row.adherence) },
        ]}
      />
    </ChartFigure>
  );
}

/** Speed: how long feedback takes after the interview, and how often it meets its deadline. */
export function SpeedSection({ filters }: { filters: AnalyticsQuery }) {
  const query = useSpeed(filters);
  return (
    <SectionFrame
      section="speed"
      filters={filters}
      query={query}
      isEmpty={(data) => data.overall.feedbacks === 0 && data.overall.overdue === 0}
      emptyText="No feedback due in this range"
    >
      {(data) => (
        <>
          <OverallCards overall={data.overall} />
          <InterviewersFigure rows={data.interviewers} />
        </>
      )}
    </SectionFrame>
  );
}
