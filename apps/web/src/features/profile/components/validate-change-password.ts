import { MIN_PASSWORD_LENGTH, passwordRuleError } from '@interview-hub/contracts/password';

export type ChangePasswordValues = { currentPassword: string; newPassword: string; confirmPassword: string };

export const ALL_FIELDS_REQUIRED = 'All fields are required';
export const NEW_PASSWORDS_DO_NOT_MATCH = 'New passwords do not match';
export const NEW_PASSWORD_TOO_SHORT = 'New password must be at least 8 characters long';

/**
 * The first broken rule of the change-password form, in the spec's order (§5 Change password), or null.
 * After the spec's rules come the shared password rules the server also enforces (upper, lower, digit),
 * so the user learns them without a round trip.
 */
export function validateChangePassword(values: ChangePasswordValues): string | null {
  const { currentPassword, newPassword, confirmPassword } = values;
  if (!currentPassword || !newPassword || !confirmPassword) return ALL_FIELDS_REQUIRED;
  if (newPassword !== confirmPassword) return NEW_PASSWORDS_DO_NOT_MATCH;
  if (newPassword.length < MIN_PASSWORD_LENGTH) return NEW_PASSWORD_TOO_SHORT;
  return passwordRuleError(newPassword);
}
