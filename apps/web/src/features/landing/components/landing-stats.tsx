import { Box, SimpleGrid, Text } from '@mantine/core';

/** The marketing figures of spec §1. */
const stats = [
  { value: '15k+', label: 'Interviews conducted' },
  { value: '67%', label: 'Faster hiring' },
  { value: '4.9/5', label: 'Satisfaction' },
] as const;

export function LandingStats() {
  return (
    <SimpleGrid component="ul" cols={3} spacing="lg" p={0} m={0} style={{ listStyle: 'none' }}>
      {stats.map((stat) => (
        <Box component="li" key={stat.label}>
          <Text fz={{ base: 26, sm: 34 }} fw={800} c="indigo" lh={1.1}>
            {stat.value}
          </Text>
          <Text size="sm" c="dimmed">
            {stat.label}
          </Text>
        </Box>
      ))}
    </SimpleGrid>
  );
}
