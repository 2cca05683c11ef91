import { SET_PASSWORD_MAX_SCORE, setPasswordStrength } from '@interview-hub/contracts/password';
import { Group, Progress, Stack, Text } from '@mantine/core';

const colors = { Weak: 'red', Medium: 'yellow', Strong: 'teal' } as const;

/** The set-password strength meter (spec §5): Weak, Medium or Strong from six points. */
export function PasswordStrengthMeter({ password }: { password: string }) {
  const { score, label } = setPasswordStrength(password);
  return (
    <Stack gap={4}>
      <Progress
        value={(score / SET_PASSWORD_MAX_SCORE) * 100}
        color={colors[label]}
        size="sm"
        aria-label="Password strength"
        aria-valuetext={label}
      />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          Password strength
        </Text>
        <Text size="xs" fw={600} data-testid="password-strength">
          {password ? label : '—'}
        </Text>
      </Group>
    </Stack>
  );
}
