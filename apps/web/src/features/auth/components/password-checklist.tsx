import { passwordRequirements } from '@interview-hub/contracts/password';
import { Group, List, Text, ThemeIcon, VisuallyHidden } from '@mantine/core';
import { IconCheck, IconX } from '../../../components/icons';

/** The password requirements, each marked met or not as the user types. */
export function PasswordChecklist({ password }: { password: string }) {
  return (
    <List spacing={4} size="sm" listStyleType="none" aria-label="Password requirements">
      {passwordRequirements.map((requirement) => {
        const met = requirement.test(password);
        return (
          <List.Item key={requirement.label}>
            <Group gap={8} wrap="nowrap">
              <ThemeIcon size={18} radius="xl" variant="light" color={met ? 'teal' : 'gray'}>
                {met ? <IconCheck size={12} strokeWidth={3} /> : <IconX size={12} strokeWidth={3} />}
              </ThemeIcon>
              <Text size="sm" c={met ? undefined : 'dimmed'}>
                {requirement.label}
                <VisuallyHidden>{met ? ' (met)' : ' (not met)'}</VisuallyHidden>
              </Text>
            </Group>
          </List.Item>
        );
      })}
    </List>
  );
}
