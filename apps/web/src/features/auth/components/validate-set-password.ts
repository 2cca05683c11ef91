import { passwordRuleError } from '@interview-hub/contracts/password';

export const MISSING_TOKEN_ON_SUBMIT = 'Invalid token. Please use the link from your invitation email.';

type SetPasswordInput = { token: string | null; password: string; confirmPassword: string };

/**
 * The first problem with the set-password form, or null. Order: a missing token first (nothing else can
 * succeed without it), then both fields required, then the password rules in the spec's order, and the
 * mismatch last, so the user fixes the password itself before retyping it.
 */
export function validateSetPassword({ token, password, confirmPassword }: SetPasswordInput): string | null {
  if (!token) return MISSING_TOKEN_ON_SUBMIT;
  if (!password || !confirmPassword) return 'Please fill in all fields';
  const ruleError = passwordRuleError(password);
  if (ruleError) return ruleError;
  if (password !== confirmPassword) return 'Passwords do not match';
  return null;
}
