import { Group, Progress, Stack, Text } from '@mantine/core';

type PasswordStrengthMeterProps<Label extends string> = {
  password: string;
  /** The password's score and label on the screen's scale (contracts/password). */
  strength: { score: number; label: Label };
  maxScore: number;
  /** The bar's colour for each label of the scale. */
  colors: Record<Label, string>;
  /** The bar's accessible name. */
  name: string;
  testId: string;
};

/** A password strength bar with its label; '—' until something is typed (spec §5). */
export function PasswordStrengthMeter<Label extends string>({
  password,
  strength: { score, label },
  maxScore,
  colors,
  name,
  testId,
}: PasswordStrengthMeterProps<Label>) {
  return (
    <Stack gap={4}>
      <Progress
        value={(score / maxScore) * 100}
        color={colors[label]}
        size="sm"
        aria-label={name}
        aria-valuetext={password ? label : 'Empty'}
      />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          Password strength
        </Text>
        <Text size="xs" fw={600} data-testid={testId}>
          {password ? label : '—'}
        </Text>
      </Group>
    </Stack>
  );
}
