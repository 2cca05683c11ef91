import { changePasswordFormSchema, NEW_PASSWORDS_DO_NOT_MATCH } from '@interview-hub/contracts/auth';
import { CHANGE_PASSWORD_MAX_SCORE, changePasswordStrength } from '@interview-hub/contracts/password';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { IconAlertCircle, IconCheck } from '../../../components/icons';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { firstError, useSchemaForm } from '../../../components/use-schema-form';
import { getErrorMessage } from '../../../lib/api-error';
import { useChangePassword } from '../api/change-password';

export const PASSWORD_CHANGED = 'Password changed successfully!';
/** How long the success message stays (spec §8 Successes). */
export const SUCCESS_VISIBLE_MS = 5000;
const strengthColors = { Weak: 'red', Fair: 'orange', Good: 'yellow', Strong: 'teal' } as const;

const empty = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the signed-in user's password (spec §5 Change password). */
export function ChangePasswordForm() {
  const mutation = useChangePassword();
  const form = useSchemaForm(changePasswordFormSchema, empty);
  const { values } = form;
  const [succeeded, setSucceeded] = useState(false);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => setSucceeded(false), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  const send = form.onSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: () => {
        form.reset();
        setSucceeded(true);
      },
    }),
  );
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    setSucceeded(false);
    mutation.reset();
    send(event);
  };

  const confirmDiffers = values.confirmPassword !== '' && values.confirmPassword !== values.newPassword;
  const error =
    firstError(form.errors) ??
    (mutation.isError ? getErrorMessage(mutation.error, 'Failed to change password') : null);

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Change password">
      <Stack gap="md">
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          {...form.getInputProps('currentPassword', { withError: false })}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide current password' }}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          {...form.getInputProps('newPassword', { withError: false })}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide new password' }}
        />
        <PasswordStrengthMeter
          password={values.newPassword}
          strength={changePasswordStrength(values.newPassword)}
          maxScore={CHANGE_PASSWORD_MAX_SCORE}
          colors={strengthColors}
          name="New password strength"
          testId="change-password-strength"
        />
        <PasswordInput
          label="Confirm New Password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword', { withError: false })}
          error={confirmDiffers ? NEW_PASSWORDS_DO_NOT_MATCH : undefined}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide confirm new password' }}
        />
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle />} role="alert">
            {error}
          </Alert>
        ) : null}
        {succeeded ? (
          <Alert color="teal" variant="light" icon={<IconCheck />} role="status">
            {PASSWORD_CHANGED}
          </Alert>
        ) : null}
        <Group justify="flex-end">
          <Button type="submit" loading={mutation.isPending} disabled={confirmDiffers}>
            Change Password
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
