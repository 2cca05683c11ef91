import { Box, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconFeedback, IconLock, IconMail, IconRefresh } from '../../../components/icons';

const highlights = [
  {
    icon: IconFeedback,
    title: 'Comparable feedback',
    text: 'Ratings, a level per knowledge area and a clear pass or fail make candidates easy to compare.',
  },
  {
    icon: IconMail,
    title: 'Invitations that reach everyone',
    text: 'Interviewers get each booking by e-mail with a calendar file, and on Telegram if they wish.',
  },
  {
    icon: IconRefresh,
    title: 'Reschedules under control',
    text: 'Move or cancel an interview in one step; every change is recorded and counted.',
  },
  {
    icon: IconLock,
    title: 'Access by role',
    text: 'Admins, recruiters and interviewers each see what they need, behind Google sign-in.',
  },
] as const;

export function LandingHighlights() {
  return (
    <Box
      component="section"
      aria-labelledby="highlights-title"
      py={{ base: 48, md: 80 }}
      bg="light-dark(var(--mantine-color-gray-0), var(--mantine-color-dark-8))"
    >
      <Container size="lg">
        <Title id="highlights-title" order={2} ta="center" mb={40}>
          Why recruiting teams choose Interview Hub
        </Title>
        <SimpleGrid cols={{ base: 1, sm: 2 }} spacing={32} verticalSpacing={32}>
          {highlights.map(({ icon: Icon, title, text }) => (
            <Group key={title} align="flex-start" wrap="nowrap" gap="md">
              <ThemeIcon size={40} radius="md" variant="filled">
                <Icon size={22} />
              </ThemeIcon>
              <Stack gap={4}>
                <Title order={3} fz="md">
                  {title}
                </Title>
                <Text c="dimmed" size="sm" lh={1.6}>
                  {text}
                </Text>
              </Stack>
            </Group>
          ))}
        </SimpleGrid>
      </Container>
    </Box>
  );
}
