import { Paper, Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';

/** A titled card of the interview page. */
export function SectionCard({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper withBorder p="md" radius="md" h="100%">
      <Stack gap="sm">
        <Title order={2} size="h4">
          {title}
        </Title>
        {children}
      </Stack>
    </Paper>
  );
}
