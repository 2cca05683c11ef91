import { Paper, SimpleGrid, Text } from '@mantine/core';

export type StatCard = { label: string; value: string; hint?: string };

/** A row of headline figures, a label over each value; two columns on a phone. */
export function StatCards({ cards, label }: { cards: StatCard[]; label: string }) {
  return (
    <SimpleGrid
      cols={{ base: 2, sm: Math.min(cards.length, 4), lg: cards.length }}
      spacing="sm"
      role="group"
      aria-label={label}
    >
      {cards.map((card) => (
        <Paper key={card.label} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {card.label}
          </Text>
          <Text size="lg" fw={700} aria-label={card.label}>
            {card.value}
          </Text>
          {card.hint && (
            <Text size="xs" c="dimmed">
              {card.hint}
            </Text>
          )}
        </Paper>
      ))}
    </SimpleGrid>
  );
}
