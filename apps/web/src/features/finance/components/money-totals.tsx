import { formatMoney } from '@interview-hub/contracts/money';
import { Paper, SimpleGrid, Text } from '@mantine/core';

export type MoneyFigure = { label: string; minor?: number; count?: number };

/** A row of figures: a label over an amount (or a count), wrapping to two columns on a phone. */
export function MoneyTotals({ figures, currency }: { figures: MoneyFigure[]; currency: string }) {
  return (
    <SimpleGrid cols={{ base: 2, sm: figures.length }} spacing="sm">
      {figures.map((figure) => (
        <Paper key={figure.label} withBorder p="sm" radius="md">
          <Text size="xs" c="dimmed" tt="uppercase" fw={700}>
            {figure.label}
          </Text>
          <Text size="lg" fw={700} aria-label={figure.label}>
            {figure.minor === undefined ? (figure.count ?? 0) : formatMoney(figure.minor, currency)}
          </Text>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
