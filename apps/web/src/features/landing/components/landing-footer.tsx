import { Box, Container, Divider, Text } from '@mantine/core';

export function LandingFooter() {
  return (
    <Box component="footer" pb="xl">
      <Container size="lg">
        <Divider mb="lg" />
        <Text size="sm" c="dimmed" ta="center">
          © {new Date().getFullYear()} Interview Hub · Interview management for recruiting teams
        </Text>
      </Container>
    </Box>
  );
}
