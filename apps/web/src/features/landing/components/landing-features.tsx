import { Box, Card, Container, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconCalendar, IconRefresh, IconTemplate } from '../../../components/icons';

/** The three promises of spec §1. */
const features = [
  {
    icon: IconCalendar,
    title: 'Smart scheduling',
    text: 'Match each candidate with an interviewer whose tech stack fits the role, then book a slot in a few clicks.',
  },
  {
    icon: IconTemplate,
    title: 'Customizable feedback templates',
    text: 'Build templates from knowledge areas and questions by level. Feedback becomes a polished PDF report automatically.',
  },
  {
    icon: IconRefresh,
    title: 'Manatal synchronization',
    text: 'Import and synchronize candidates, clients and positions from Manatal, your applicant-tracking service.',
  },
] as const;

export function LandingFeatures() {
  return (
    <Box component="section" aria-labelledby="features-title" py={{ base: 48, md: 80 }}>
      <Container size="lg">
        <Stack gap={6} mb={40} ta="center" align="center">
          <Title id="features-title" order={2}>
            Everything your interview process needs
          </Title>
          <Text c="dimmed" maw={600}>
            From the first booking to the report your client reads, every step lives in one place.
          </Text>
        </Stack>
        <SimpleGrid cols={{ base: 1, md: 3 }} spacing="lg">
          {features.map(({ icon: Icon, title, text }) => (
            <Card key={title} withBorder radius="lg" padding="xl" shadow="xs">
              <ThemeIcon size={48} radius="md" variant="light">
                <Icon size={26} />
              </ThemeIcon>
              <Title order={3} fz="lg" mt="md" mb={6}>
                {title}
              </Title>
              <Text c="dimmed" size="sm" lh={1.6}>
                {text}
              </Text>
            </Card>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
