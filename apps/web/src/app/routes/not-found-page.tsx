import { Box, Center, Stack } from '@mantine/core';
import { BrandLogo } from '../../components/brand-logo';
import { NotFoundContent } from '../../components/not-found-content';

/** Any path the app does not know (spec §2). */
export function NotFoundPage() {
  return (
    <Box component="main">
      <Center mih="100dvh" p="md">
        <Stack align="center" gap="xl">
          <BrandLogo />
          <NotFoundContent />
        </Stack>
      </Center>
    </Box>
  );
}
