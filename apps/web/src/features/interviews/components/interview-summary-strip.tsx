import {
  type InterviewSummary,
  summaryDayStatuses,
  summaryNoShowStatuses,
} from '@interview-hub/contracts/interview-summary';
import { Button, Group, Paper, SimpleGrid, Skeleton, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';
import { useInterviewSummary } from '../api/get-interview-summary';
import classes from './interview-summary-strip.module.css';
import {
  type InterviewsUrlState,
  interviewsSearchParams,
  readInterviewsUrlState,
} from './interviews-url-state';

type StatKey = keyof Omit<InterviewSummary, 'timezone'>;

const statLabels: Record<StatKey, string> = {
  today: 'Today',
  this_week: 'This week',
  feedback_overdue: 'Feedback overdue',
  no_shows_this_week: 'No-shows this week',
  without_template: 'Without template',
};
const statKeys = Object.keys(statLabels) as StatKey[];

const days = (range: { date_from: string; date_to: string }) => ({
  from: range.date_from,
  to: range.date_to,
});

/**
 * The list filters that show a number's interviews: exactly what the server counted, over every date (the All
 * view), so the list's total is the number. The summary's days are the viewer's, as the list's `from` and `to` are.
 */
function statFilters(summary: InterviewSummary, key: StatKey): Partial<InterviewsUrlState> {
  switch (key) {
    case 'today':
      return { status: [...summaryDayStatuses], ...days(summary.today) };
    case 'this_week':
      return { status: [...summaryDayStatuses], ...days(summary.this_week) };
    case 'feedback_overdue':
      return { overdue: true };
    case 'no_shows_this_week':
      return { status: [...summaryNoShowStatuses], ...days(summary.no_shows_this_week) };
    case 'without_template':
      return { status: ['scheduled'], noTemplate: true };
  }
}

/** The address of the interviews list with these filters, in the All view, most recent first. */
export function summaryLink(filters: Partial<InterviewsUrlState>): string {
  const plain = readInterviewsUrlState(new URLSearchParams({ view: 'all' }));
  return `/interviews?${interviewsSearchParams({ ...plain, ...filters })}`;
}

function StatLabel({ stat }: { stat: StatKey }) {
  return (
    <Text size="xs" c="dimmed" fw={500} lh={1.3}>
      {statLabels[stat]}
    </Text>
  );
}

// Two columns on a phone (the last card alone on its row), three on a small tablet, one row from md.
const grid = { cols: { base: 2, xs: 3, md: 5 }, spacing: 'sm', verticalSpacing: 'sm' } as const;

/**
 * The numbers above the interviews list for staff: today, this week, feedback overdue, no-shows this week and
 * booked interviews without a template, each a link to the list filtered to them. A failure says so in its place
 * and leaves the list alone.
 */
export function InterviewSummaryStrip() {
  const summary = useInterviewSummary();
  if (summary.isError) {
    return (
      <Paper withBorder p="sm" radius="md" data-testid="interview-summary">
        <Group justify="space-between" gap="sm">
          <Text size="sm" c="dimmed">
            The summary could not be loaded.
          </Text>
          <Button size="xs" variant="default" onClick={() => void summary.refetch()}>
            Retry
          </Button>
        </Group>
      </Paper>
    );
  }
  const { data } = summary;
  return (
    <SimpleGrid
      {...grid}
      component="nav"
      aria-label="Summary"
      aria-busy={data ? undefined : true}
      data-testid="interview-summary"
    >
      {statKeys.map((stat) =>
        data ? (
          <UnstyledButton
            key={stat}
            component={Link}
            to={summaryLink(statFilters(data, stat))}
            className={classes.stat}
          >
            <StatLabel stat={stat} />
            <Text fz={26} fw={700} lh={1.2} mt={2}>
              {data[stat].count}
            </Text>
          </UnstyledButton>
        ) : (
          <div key={stat} className={classes.stat}>
            <StatLabel stat={stat} />
            <Skeleton height={26} width={48} mt={4} />
          </div>
        ),
      )}
    </SimpleGrid>
  );
}
