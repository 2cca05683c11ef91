import { CHANGE_PASSWORD_MAX_SCORE, changePasswordStrength } from '@interview-hub/contracts/password';
import { Alert, Button, Group, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useEffect, useState } from 'react';
import { IconAlertCircle, IconCheck } from '../../../components/icons';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { useValidationError } from '../../../components/use-validation-error';
import { getErrorMessage } from '../../../lib/api-error';
import { useChangePassword } from '../api/change-password';
import {
  type ChangePasswordValues,
  NEW_PASSWORDS_DO_NOT_MATCH,
  validateChangePassword,
} from './validate-change-password';

export const PASSWORD_CHANGED = 'Password changed successfully!';
/** How long the success message stays (spec §8 Successes). */
export const SUCCESS_VISIBLE_MS = 5000;
const strengthColors = { Weak: 'red', Fair: 'orange', Good: 'yellow', Strong: 'teal' } as const;

const empty: ChangePasswordValues = { currentPassword: '', newPassword: '', confirmPassword: '' };

/** Changes the signed-in user's password (spec §5 Change password). */
export function ChangePasswordForm() {
  const mutation = useChangePassword();
  const [values, setValues] = useState(empty);
  const validation = useValidationError(validateChangePassword, values);
  const [succeeded, setSucceeded] = useState(false);

  useEffect(() => {
    if (!succeeded) return;
    const timer = setTimeout(() => setSucceeded(false), SUCCESS_VISIBLE_MS);
    return () => clearTimeout(timer);
  }, [succeeded]);

  const set = (key: keyof ChangePasswordValues) => (event: { currentTarget: HTMLInputElement }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [key]: value }));
  };

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setSucceeded(false);
    mutation.reset();
    if (validation.check() !== null) return;
    mutation.mutate(
      { current_password: values.currentPassword, new_password: values.newPassword },
      {
        onSuccess: () => {
          setValues(empty);
          setSucceeded(true);
        },
      },
    );
  };

  const confirmDiffers = values.confirmPassword !== '' && values.confirmPassword !== values.newPassword;
  const error =
    validation.error ??
    (mutation.isError ? getErrorMessage(mutation.error, 'Failed to change password') : null);

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Change password">
      <Stack gap="md">
        <PasswordInput
          label="Current Password"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': 'Show or hide current password' }}
        />
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          value={values.newPassword}
          onChange={set('newPassword')}
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
          value={values.confirmPassword}
          onChange={set('confirmPassword')}
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
