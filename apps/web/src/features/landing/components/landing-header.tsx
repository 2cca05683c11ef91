import { Box, Container, Group } from '@mantine/core';
import { BrandLogo } from '../../../components/brand-logo';

export function LandingHeader() {
  return (
    <Box component="header" py="md">
      <Container size="lg">
        <Group justify="space-between">
          <BrandLogo />
        </Group>
      </Container>
    </Box>
  );
}
