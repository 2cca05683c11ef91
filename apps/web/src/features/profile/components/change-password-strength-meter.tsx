import { CHANGE_PASSWORD_MAX_SCORE, changePasswordStrength } from '@interview-hub/contracts/password';
import { Group, Progress, Stack, Text } from '@mantine/core';

const colors = { Weak: 'red', Fair: 'orange', Good: 'yellow', Strong: 'teal' } as const;

/** The change-password strength meter (spec §5): Weak, Fair, Good or Strong from five points. */
export function ChangePasswordStrengthMeter({ password }: { password: string }) {
  const { score, label } = changePasswordStrength(password);
  return (
    <Stack gap={4}>
      <Progress
        value={(score / CHANGE_PASSWORD_MAX_SCORE) * 100}
        color={colors[label]}
        size="sm"
        aria-label="New password strength"
        aria-valuetext={password ? label : 'Empty'}
      />
      <Group justify="space-between">
        <Text size="xs" c="dimmed">
          Password strength
        </Text>
        <Text size="xs" fw={600} data-testid="change-password-strength">
          {password ? label : '—'}
        </Text>
      </Group>
    </Stack>
  );
}
