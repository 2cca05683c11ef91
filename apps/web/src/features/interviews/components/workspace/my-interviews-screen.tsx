import type { WorkspaceInterview } from '@interview-hub/contracts/workspace';
import { Button, Grid, Group, Loader, Stack, Text, Title } from '@mantine/core';
import { useMemo } from 'react';
import { Link } from 'react-router';
import { candidateColumn, InterviewTable, statusColumn } from '../../../../components/interview-table';
import { LoadFailedAlert } from '../../../../components/load-failed-alert';
import { formatDateTime } from '../../../../lib/format-date';
import { useWorkspace } from '../../api/get-workspace';
import { SectionCard } from '../detail/section-card';
import { FeedbackDueList } from './feedback-due-list';
import { ReminderList } from './reminder-list';
import { UpcomingInterviewCard } from './upcoming-interview-card';

const opensOnDate: ReadonlySet<string> = new Set(['date']);

/**
 * 'My interviews', the interviewer's landing screen: today's and upcoming interviews, the feedback they owe, the
 * reminders that will reach them and their recent history.
 */
export function MyInterviewsScreen() {
  const workspace = useWorkspace();
  const recentColumns = useMemo(
    () => [
      candidateColumn<WorkspaceInterview>(),
      { accessor: 'job.title', title: 'Position' },
      {
        accessor: 'date',
        title: 'Date/Time',
        render: (interview: WorkspaceInterview) => formatDateTime(interview.date),
      },
      statusColumn<WorkspaceInterview>(),
    ],
    [],
  );
  if (workspace.isPending) return <Loader aria-label="Loading your interviews" />;
  if (workspace.isError) {
    return (
      <LoadFailedAlert title="Failed to load your interviews" onRetry={() => void workspace.refetch()} />
    );
  }
  const { upcoming, feedback_due: due, recent, reminders } = workspace.data;
  return (
    <Stack gap="lg">
      <Group justify="space-between">
        <Title order={1}>My interviews</Title>
        {workspace.data.interviewer_id ? (
          <Group gap="sm">
            <Button component={Link} to="/my-earnings" variant="default">
              My earnings
            </Button>
            <Button
              component={Link}
              to={`/interviewers/${workspace.data.interviewer_id}#availability`}
              variant="light"
            >
              My availability
            </Button>
          </Group>
        ) : null}
      </Group>
      {/* On a phone: upcoming, then what is owed and the reminders, then the history. */}
      <Grid>
        <Grid.Col span={{ base: 12, md: 7 }} order={1}>
          <SectionCard title="Today and upcoming">
            {upcoming.length ? (
              <Stack gap="sm">
                {upcoming.map((interview) => (
                  <UpcomingInterviewCard key={interview.id} interview={interview} />
                ))}
              </Stack>
            ) : (
              <Text size="sm" c="dimmed">
                No interviews ahead.
              </Text>
            )}
          </SectionCard>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 5 }} order={{ base: 2, md: 2 }}>
          <Stack gap="lg">
            <SectionCard title={`Feedback due${due.length ? ` (${due.length})` : ''}`}>
              <FeedbackDueList interviews={due} />
            </SectionCard>
            <SectionCard title="Reminders">
              <ReminderList reminders={reminders} />
            </SectionCard>
          </Stack>
        </Grid.Col>
        <Grid.Col span={{ base: 12, md: 7 }} order={3}>
          <SectionCard title="Recent interviews">
            {recent.length ? (
              <InterviewTable
                records={recent}
                columns={recentColumns}
                fetching={false}
                opensInterview={opensOnDate}
                minWidth={560}
              />
            ) : (
              <Text size="sm" c="dimmed">
                No past interviews yet.
              </Text>
            )}
          </SectionCard>
        </Grid.Col>
      </Grid>
    </Stack>
  );
}
