import type { JobDetail } from '@interview-hub/contracts/jobs';
import { Anchor, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { PositionStatusBadge } from '../../../components/position-status-badge';

const interviewsLabel = (count: number) => `${count} ${count === 1 ? 'interview' : 'interviews'}`;

/** The position's hero: status pill, title, client name, Position ID and interview count. */
export function PositionHero({ job }: { job: JobDetail }) {
  const clientName = job.client?.name ?? job.client_name;
  return (
    <Paper withBorder radius="lg" p="lg">
      <Stack gap="xs">
        <Group gap="sm">
          <PositionStatusBadge status={job.status} size="lg" />
        </Group>
        <Title order={1}>{job.title}</Title>
        {clientName ? (
          job.client_id ? (
            <Anchor component={Link} to={`/clients/${job.client_id}`} size="lg" w="fit-content">
              {clientName}
            </Anchor>
          ) : (
            <Text size="lg">{clientName}</Text>
          )
        ) : null}
        <Group gap="lg">
          <Text size="sm" c="dimmed">
            Position ID: {job.id}
          </Text>
          <Text size="sm" c="dimmed">
            {interviewsLabel(job.interview_count)}
          </Text>
        </Group>
      </Stack>
    </Paper>
  );
}
