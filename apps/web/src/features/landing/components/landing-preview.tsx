import { Avatar, Badge, Group, Paper, Progress, Stack, Text } from '@mantine/core';
import { IconCalendar, IconFileReport } from '../../../components/icons';

/** A decorative glimpse of the product beside the hero; hidden from assistive technology. */
export function LandingPreview() {
  return (
    <Stack gap="md" aria-hidden="true" visibleFrom="md">
      <Paper withBorder shadow="xl" radius="lg" p="lg">
        <Group justify="space-between" mb="sm">
          <Group gap={6} c="dimmed">
            <IconCalendar size={16} />
            <Text size="sm">Tue, 10:30 · 60 min</Text>
          </Group>
          <Badge color="teal" variant="light">
            Scheduled
          </Badge>
        </Group>
        <Text fw={700} fz="lg">
          Senior Frontend Engineer
        </Text>
        <Text size="sm" c="dimmed" mb="md">
          Northwind Analytics
        </Text>
        <Group gap="sm" wrap="nowrap">
          <Avatar color="indigo" radius="xl">
            MK
          </Avatar>
          <Stack gap={4}>
            <Text size="sm" fw={600}>
              Maria Kovacs · Interviewer
            </Text>
            <Group gap={6}>
              {['React', 'TypeScript', 'GraphQL'].map((tech) => (
                <Badge key={tech} size="sm" variant="outline" radius="sm">
                  {tech}
                </Badge>
              ))}
            </Group>
          </Stack>
        </Group>
      </Paper>
      <Paper withBorder shadow="md" radius="lg" p="lg" ml={48}>
        <Group gap="sm" mb="sm">
          <IconFileReport size={20} />
          <Text fw={600}>Feedback report ready</Text>
        </Group>
        <Stack gap={8}>
          {[
            { area: 'Frontend architecture', value: 80 },
            { area: 'Testing', value: 65 },
            { area: 'Communication', value: 90 },
          ].map((row) => (
            <div key={row.area}>
              <Text size="xs" c="dimmed" mb={2}>
                {row.area}
              </Text>
              <Progress value={row.value} size="sm" />
            </div>
          ))}
        </Stack>
      </Paper>
    </Stack>
  );
}
