import { Stack, Text } from '@mantine/core';
import type { ReactNode } from 'react';

type DetailFieldProps = {
  label: string;
  children: ReactNode;
};

/** One labelled read-only value of a details card; an empty value reads 'Not set'. */
export function DetailField({ label, children }: DetailFieldProps) {
  const empty = children === null || children === undefined || children === '';
  return (
    <Stack gap={2}>
      <Text size="xs" fw={600} c="dimmed" tt="uppercase">
        {label}
      </Text>
      {empty ? (
        <Text size="sm" c="dimmed">
          Not set
        </Text>
      ) : typeof children === 'string' || typeof children === 'number' ? (
        <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
          {children}
        </Text>
      ) : (
        children
      )}
    </Stack>
  );
}
