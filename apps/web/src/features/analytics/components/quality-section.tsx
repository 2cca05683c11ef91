import type {
  AnalyticsQuery,
  CalibrationFlag,
  InterviewerQuality,
  Quality,
} from '@interview-hub/contracts/analytics';
import { BarChart } from '@mantine/charts';
import { Anchor, Badge, Group, Text } from '@mantine/core';
import { Link } from 'react-router';
import { formatDecimal, formatPoints, formatShare } from '../../../lib/format-figures';
import { useQuality } from '../api/get-quality';
import { ChartFigure } from './chart-figure';
import { type NumbersColumn, NumbersTable } from './numbers-table';
import { SectionFrame } from './section-frame';

const flagLabels: Record<CalibrationFlag, string> = {
  rating: 'Rating',
  pass_rate: 'Pass rate',
  agreement: 'Agreement',
  no_show: 'No-shows',
  lateness: 'Lateness',
};

const flagged = (flag: CalibrationFlag) => (row: InterviewerQuality) => row.flags.includes(flag);

/** 'own (peers)': an interviewer's figure beside what their peers gave on the same positions, when they gave any. */
const againstPeers = (own: string, peers: string) =>
  peers === formatShare(null) ? (
    own
  ) : (
    <>
      {own}{' '}
      <Text span size="xs" c="dimmed">
        ({peers})
      </Text>
    </>
  );

const columns: NumbersColumn<InterviewerQuality>[] = [
  {
    title: 'Interviewer',
    render: (row) => (
      <Anchor component={Link} to={`/interviewers/${row.interviewer.id}`} size="sm">
        {row.interviewer.name}
      </Anchor>
    ),
  },
  { title: 'Interviews', numeric: true, render: (row) => row.interviews },
  { title: 'Feedbacks', numeric: true, render: (row) => row.feedbacks },
  { title: 'Ratings 1–5', numeric: true, render: (row) => row.rating_counts.join(' · ') },
  {
    title: 'Mean rating (peers)',
    numeric: true,
    alert: flagged('rating'),
    render: (row) => againstPeers(formatDecimal(row.mean_rating), formatDecimal(row.peer_mean_rating)),
  },
  {
    title: 'Pass rate (peers)',
    numeric: true,
    alert: flagged('pass_rate'),
    render: (row) => againstPeers(formatShare(row.pass_rate), formatShare(row.peer_pass_rate)),
  },
  { title: 'Difference', numeric: true, render: (row) => formatPoints(row.pass_rate_difference) },
  {
    title: 'Agreement (peers)',
    numeric: true,
    alert: flagged('agreement'),
    render: (row) => againstPeers(formatShare(row.agreement), formatShare(row.peer_agreement)),
  },
  { title: 'Client decisions', numeric: true, render: (row) => row.decisions },
  {
    title: 'No-show rate (others)',
    numeric: true,
    alert: flagged('no_show'),
    render: (row) => againstPeers(formatShare(row.no_show_rate), formatShare(row.peer_no_show_rate)),
  },
  {
    title: 'Late feedback (others)',
    numeric: true,
    alert: flagged('lateness'),
    render: (row) => againstPeers(formatShare(row.lateness_rate), formatShare(row.peer_lateness_rate)),
  },
  {
    title: 'Flags',
    render: (row) =>
      row.flags.length === 0 ? (
        'None'
      ) : (
        <Group gap={4} wrap="nowrap">
          {row.flags.map((flag) => (
            <Badge key={flag} color="red" variant="light" tt="none">
              {flagLabels[flag]}
            </Badge>
          ))}
        </Group>
      ),
  },
];

function PassRateFigure({ rows }: { rows: InterviewerQuality[] }) {
  const charted = rows.filter((row) => row.pass_rate_difference !== null);
  return (
    <BarChart
      h={Math.max(220, charted.length * 32)}
      orientation="vertical"
      data={charted.map((row) => ({
        name: row.interviewer.name,
        difference: Math.round((row.pass_rate_difference ?? 0) * 100),
      }))}
      dataKey="name"
      series={[{ name: 'difference', label: 'Pass rate minus peers', color: 'blue.6' }]}
      getBarColor={(value) => (value < 0 ? 'orange.6' : 'blue.6')}
      valueFormatter={(points) => formatPoints(points / 100)}
      yAxisProps={{ width: 140 }}
    />
  );
}

/** Quality and calibration: each interviewer against their peers on the same positions and levels. */
export function QualitySection({ filters }: { filters: AnalyticsQuery }) {
  const query = useQuality(filters);
  const title = 'Interviewers against their peers';
  return (
    <SectionFrame
      section="quality"
      filters={filters}
      query={query}
      isEmpty={(data: Quality) => data.interviewers.length === 0}
      emptyText="No interviews in this range"
    >
      {(data) => (
        <ChartFigure
          title={title}
          description={
            <>
              The chart shows each pass rate minus the peers' in percentage points. Peers: the other
              interviewers on the same positions (else the same level). Flagged in red: a figure more than{' '}
              {data.rule.z_threshold} standard errors from the peers' that rests on at least{' '}
              {data.rule.min_interviews} feedbacks (client decisions for agreement, interviews for no-shows).
            </>
          }
          chart={
            data.interviewers.some((row) => row.pass_rate_difference !== null) && (
              <PassRateFigure rows={data.interviewers} />
            )
          }
        >
          <NumbersTable
            label={title}
            rows={data.interviewers}
            rowKey={(row) => String(row.interviewer.id)}
            minWidth={1180}
            emptyText="No interviews in this range."
            columns={columns}
          />
        </ChartFigure>
      )}
    </SectionFrame>
  );
}
