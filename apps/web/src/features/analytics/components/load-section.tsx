import type { AnalyticsQuery, Load } from '@interview-hub/contracts/analytics';
import { Anchor, VisuallyHidden } from '@mantine/core';
import { Link } from 'react-router';
import { formatDate, formatDay } from '../../../lib/format-date';
import { useLoad } from '../api/get-load';
import { ChartFigure } from './chart-figure';
import { type NumbersColumn, NumbersTable } from './numbers-table';
import { SectionFrame } from './section-frame';

type InterviewerLoad = Load['interviewers'][number];
type Person = { id: number; name: string };

const interviewerLink = ({ id, name }: Person) => (
  <Anchor component={Link} to={`/interviewers/${id}`} size="sm">
    {name}
  </Anchor>
);

const overCap = (row: InterviewerLoad, index: number) =>
  row.week_cap !== null && (row.counts[index] ?? 0) > row.week_cap;

/**
 * The heat table: a row per interviewer, a column per week. A week above the interviewer's cap is red and says
 * so in words too (a marker, and a phrase for screen readers), so the colour is never the only sign.
 */
function WeeksTable({ weeks, rows }: { weeks: string[]; rows: InterviewerLoad[] }) {
  const title = 'Interviews per interviewer per week';
  const weekColumns: NumbersColumn<InterviewerLoad>[] = weeks.map((week, index) => ({
    title: formatDay(week, { short: true }),
    numeric: true,
    alert: (row) => overCap(row, index),
    render: (row) =>
      overCap(row, index) ? (
        <>
          ▲ {row.counts[index]}
          <VisuallyHidden>, over the cap of {row.week_cap}</VisuallyHidden>
        </>
      ) : (
        (row.counts[index] ?? 0)
      ),
  }));
  return (
    <ChartFigure
      title={title}
      description="Cancelled interviews are left out; weeks start on Monday. ▲ marks a week above the interviewer's weekly cap."
    >
      <NumbersTable
        label={title}
        rows={rows}
        rowKey={(row) => String(row.interviewer.id)}
        minWidth={320 + weeks.length * 64}
        emptyText="No interviews in this range."
        columns={[
          { title: 'Interviewer', render: (row) => interviewerLink(row.interviewer) },
          { title: 'Cap per week', numeric: true, render: (row) => row.week_cap ?? 'None' },
          ...weekColumns,
          { title: 'Total', numeric: true, render: (row) => row.total },
          {
            title: 'Weeks over cap',
            numeric: true,
            render: (row) => row.over_cap_weeks,
            alert: (row) => row.over_cap_weeks > 0,
          },
        ]}
      />
    </ChartFigure>
  );
}

function IdleTable({ rows }: { rows: Load['idle'] }) {
  const title = 'Idle for 30 days';
  return (
    <ChartFigure title={title} description="No interview in the last 30 days and none booked ahead.">
      <NumbersTable
        label={title}
        rows={rows}
        rowKey={(row) => String(row.interviewer.id)}
        emptyText="Every interviewer had an interview in the last 30 days."
        columns={[
          { title: 'Interviewer', render: (row) => interviewerLink(row.interviewer) },
          { title: 'Last interview', render: (row) => formatDate(row.last_interview_at, { empty: 'Never' }) },
          { title: 'Days idle', numeric: true, render: (row) => row.days_idle ?? '—' },
        ]}
      />
    </ChartFigure>
  );
}

/** Load: each interviewer's interviews per week against their cap, and who has had none lately. */
export function LoadSection({ filters }: { filters: AnalyticsQuery }) {
  const query = useLoad(filters);
  return (
    <SectionFrame
      section="load"
      filters={filters}
      query={query}
      isEmpty={(data) => data.interviewers.length === 0 && data.idle.length === 0}
      emptyText="No interviews in this range"
    >
      {(data) => (
        <>
          <WeeksTable weeks={data.weeks} rows={data.interviewers} />
          <IdleTable rows={data.idle} />
        </>
      )}
    </SectionFrame>
  );
}
