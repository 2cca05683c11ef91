import { Group, Text, UnstyledButton } from '@mantine/core';
import { Link } from 'react-router';

/** The product mark and name, linking home. */
export function BrandLogo({ to = '/' }: { to?: string }) {
  return (
    <UnstyledButton component={Link} to={to} aria-label="Interview Hub home">
      <Group gap={10} wrap="nowrap">
        <img src="/favicon.svg" alt="" width={30} height={30} />
        <Text component="span" fw={800} fz="lg" c="var(--mantine-color-text)">
          Interview Hub
        </Text>
      </Group>
    </UnstyledButton>
  );
}
