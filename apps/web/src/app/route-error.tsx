import { Button, Center, Stack, Text, Title } from '@mantine/core';
import { useRouteError } from 'react-router';

/**
 * Last resort for errors a screen did not handle, most often a screen's code failing to load after a new
 * release: reloading fetches the current files.
 */
export function RouteError() {
  const error = useRouteError();
  console.error(error);
  return (
    <Center component="main" mih="100dvh" p="md">
      <Stack align="center" gap="md" ta="center">
        <Title order={1}>Something went wrong</Title>
        <Text c="dimmed">The page could not be shown. Reloading usually helps.</Text>
        <Button onClick={() => window.location.reload()}>Reload the page</Button>
      </Stack>
    </Center>
  );
}
