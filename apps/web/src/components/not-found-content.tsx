import { Button, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconAlertCircle } from './icons';

type NotFoundContentProps = { homeTo?: string; homeLabel?: string };

/** The 404 message (spec §2), used on its own page and inside the signed-in layout. */
export function NotFoundContent({ homeTo = '/', homeLabel = 'Go to home page' }: NotFoundContentProps) {
  return (
    <Stack align="center" gap="md" py="xl" ta="center">
      <ThemeIcon size={64} radius="xl" variant="light">
        <IconAlertCircle size={34} />
      </ThemeIcon>
      <Title order={1}>404 — Not Found</Title>
      <Text c="dimmed">The page you are looking for does not exist.</Text>
      <Button component={Link} to={homeTo} variant="light">
        {homeLabel}
      </Button>
    </Stack>
  );
}
