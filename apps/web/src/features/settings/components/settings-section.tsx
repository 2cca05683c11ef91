import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** One titled group of settings, a labelled region. */
export function SettingsSection({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg" component="section" aria-label={title}>
      <Stack gap="md">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
