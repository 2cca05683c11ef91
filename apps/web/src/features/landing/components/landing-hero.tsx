import { Badge, Box, Button, Container, Group, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { Link } from 'react-router';
import { IconArrowRight } from '../../../components/icons';
import { LandingPreview } from './landing-preview';
import { LandingStats } from './landing-stats';

export function LandingHero() {
  return (
    <Box component="section" aria-labelledby="hero-title" py={{ base: 40, md: 72 }}>
      <Container size="lg">
        <SimpleGrid cols={{ base: 1, md: 2 }} spacing={56} style={{ alignItems: 'center' }}>
          <Stack gap="xl">
            <Badge variant="light" size="lg" radius="sm" w="fit-content">
              Built for recruiting teams
            </Badge>
            <Title id="hero-title" order={1} fz={{ base: 36, md: 50 }} lh={1.1}>
              Technical interviews, organized from first call to final report
            </Title>
            <Text fz="lg" c="dimmed" maw={540}>
              Interview Hub brings recruiters and technical interviewers together: book the right expert for
              every candidate, collect structured feedback and share polished reports with your clients.
            </Text>
            <Group gap="sm">
              <Button component={Link} to="/login" size="lg" rightSection={<IconArrowRight size={18} />}>
                Get Started
              </Button>
              <Button component={Link} to="/login" size="lg" variant="default">
                Sign In
              </Button>
            </Group>
            <LandingStats />
          </Stack>
          <LandingPreview />
        </SimpleGrid>
      </Container>
    </Box>
  );
}
