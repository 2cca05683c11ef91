import { SET_PASSWORD_MAX_SCORE, setPasswordStrength } from '@interview-hub/contracts/password';
import { Alert, Anchor, Button, PasswordInput, Stack } from '@mantine/core';
import { type FormEvent, useState } from 'react';
import { Link, useNavigate } from 'react-router';
import { IconAlertCircle } from '../../../components/icons';
import { PasswordStrengthMeter } from '../../../components/password-strength-meter';
import { useValidationError } from '../../../components/use-validation-error';
import { getErrorMessage } from '../../../lib/api-error';
import { startSession } from '../../../lib/session';
import { useSetPassword } from '../api/set-password';
import { PasswordChecklist } from './password-checklist';
import { validateSetPassword } from './validate-set-password';

export const MISSING_TOKEN_ON_LOAD = 'Invalid or missing token. Please check your invitation link.';
const SET_PASSWORD_FAILED = 'Failed to set password. Please try again or contact support.';
const strengthColors = { Weak: 'red', Medium: 'yellow', Strong: 'teal' } as const;

/** Sets the password from an invitation link, then signs in with the token the server answers. */
export function SetPasswordForm({ token }: { token: string | null }) {
  const navigate = useNavigate();
  const mutation = useSetPassword();
  const [password, setPassword] = useState('');
  const [confirmPassword, setConfirmPassword] = useState('');
  const validation = useValidationError(validateSetPassword, { token, password, confirmPassword });
  const disabled = token === null;

  const handleSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    mutation.reset();
    if (validation.check() !== null || token === null) return;
    mutation.mutate(
      { token, password },
      {
        onSuccess: (response) => {
          startSession(response.token);
          void navigate('/interviews', { replace: true });
        },
      },
    );
  };

  const error =
    validation.error ?? (mutation.isError ? getErrorMessage(mutation.error, SET_PASSWORD_FAILED) : null);

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
          value={password}
          onChange={(event) => setPassword(event.currentTarget.value)}
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
          value={confirmPassword}
          onChange={(event) => setConfirmPassword(event.currentTarget.value)}
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
