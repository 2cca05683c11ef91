import { setPasswordFormSchema } from '@interview-hub/contracts/auth';
import { SET_PASSWORD_MAX_SCORE, setPasswordStrength } from '@interview-hub/contracts/password';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import type { FormEvent } from 'react';
import { Link, useNavigate } from 'react-router';
import { IconAlertCircle } from '../../../components/icons';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { firstError, useSchemaForm } from '../../../components/use-schema-form';
import { getErrorMessage } from '../../../lib/api-error';
import { startSession } from '../../../lib/session';
import { homePath, roleFromToken } from '../../../lib/token-claims';
import { useSetPassword } from '../api/set-password';
import { PasswordChecklist } from './password-checklist';

export const MISSING_TOKEN_ON_LOAD = 'Invalid or missing token. Please check your invitation link.';
const SET_PASSWORD_FAILED = 'Failed to set password. Please try again or contact support.';
const strengthColors = { Weak: 'red', Medium: 'yellow', Strong: 'teal' } as const;

/** Sets the password from an invitation link, then signs in with the token the server answers. */
export function SetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const mutation = useSetPassword();
  const form = useSchemaForm(setPasswordFormSchema, { token, password: '', confirmPassword: '' });
  const { password } = form.values;
  const disabled = token === null;

  const send = form.onSubmit((body) =>
    mutation.mutate(body, {
      onSuccess: (response) => {
        startSession(response.token);
        void navigate(homePath(roleFromToken(response.token)), { replace: true });
      },
    }),
  );
  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    mutation.reset();
    send(event);
  };

  const error =
    firstError(form.errors) ??
    (mutation.isError ? getErrorMessage(mutation.error, SET_PASSWORD_FAILED) : null);

  return (
    <form onSubmit={handleSubmit} noValidate aria-label="Set password">
      <Stack gap="md">
        {disabled ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {MISSING_TOKEN_ON_LOAD}
          </Alert>
        ) : null}
        <PasswordInput
          label="New Password"
          autoComplete="new-password"
          {...form.getInputProps('password', { withError: false })}
          disabled={disabled}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': 'Show new password' }}
        />
        <PasswordStrengthMeter
          password={password}
          strength={setPasswordStrength(password)}
          maxScore={SET_PASSWORD_MAX_SCORE}
          colors={strengthColors}
          name="Password strength"
          testId="password-strength"
        />
        <PasswordChecklist password={password} />
        <PasswordInput
          label="Confirm Password"
          autoComplete="new-password"
          {...form.getInputProps('confirmPassword', { withError: false })}
          disabled={disabled}
          visibilityToggleFocusable
          visibilityToggleButtonProps={{ 'aria-label': 'Show confirm password' }}
        />
        {error ? (
          <Alert color="red" variant="light" icon={<IconAlertCircle />}>
            {error}
          </Alert>
        ) : null}
        <Button type="submit" size="md" fullWidth disabled={disabled} loading={mutation.isPending}>
          Set Password & Sign In
        </Button>
        <Anchor component={Link} to="/login" size="sm" ta="center">
          Back to sign in
        </Anchor>
      </Stack>
    </form>
  );
}
