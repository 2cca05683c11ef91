import { z } from 'zod';
import { formSchema } from './form-schema';
import { MIN_PASSWORD_LENGTH, passwordRuleError, passwordSchema } from './password';
import { textInput } from './record-fields';
import { userSchema } from './users';

export const loginRequestSchema = z.object({
  email: textInput().trim().min(1).max(320),
  password: textInput().min(1).max(1000),
});
export const loginResponseSchema = z.object({ token: z.string(), user: userSchema });

export const tokenResponseSchema = z.object({ token: z.string() });

export const MISSING_TOKEN_ON_SUBMIT = 'Invalid token. Please use the link from your invitation email.';

/** Sets a password from an invitation or reset link and signs the user in. */
export const setPasswordRequestSchema = z.object({
  token: textInput().min(1, MISSING_TOKEN_ON_SUBMIT).max(200),
  password: passwordSchema,
});

/**
 * The set-password form (§5 Set password), one message at a time: a missing token first (nothing else can
 * succeed without it), then both fields required, then the password rules in the spec's order, and the
 * mismatch last, so the user fixes the password itself before retyping it.
 */
export const setPasswordFormSchema = formSchema({
  fields: z.object({ token: z.string().nullable(), password: z.string(), confirmPassword: z.string() }),
  firstProblem: ({ token, password, confirmPassword }) => {
    if (!token) return { path: 'token', message: MISSING_TOKEN_ON_SUBMIT };
    if (!password || !confirmPassword) return { path: 'password', message: 'Please fill in all fields' };
    const ruleError = passwordRuleError(password);
    if (ruleError) return { path: 'password', message: ruleError };
    if (password !== confirmPassword) return { path: 'confirmPassword', message: 'Passwords do not match' };
    return null;
  },
  toBody: ({ token, password }) => ({ token: token ?? '', password }),
  request: setPasswordRequestSchema,
});

export const ALL_FIELDS_REQUIRED = 'All fields are required';
export const NEW_PASSWORDS_DO_NOT_MATCH = 'New passwords do not match';
export const NEW_PASSWORD_TOO_SHORT = 'New password must be at least 8 characters long';

export const changePasswordRequestSchema = z.object({
  current_password: textInput().min(1, ALL_FIELDS_REQUIRED).max(1000),
  new_password: passwordSchema,
});

/**
 * The change-password form (§5 Change password), one message at a time in the spec's order; then the shared
 * password rules the server also enforces (upper, lower, digit), so the user learns them without a round trip.
 */
export const changePasswordFormSchema = formSchema({
  fields: z.object({ currentPassword: z.string(), newPassword: z.string(), confirmPassword: z.string() }),
  firstProblem: ({ currentPassword, newPassword, confirmPassword }) => {
    // One rule for the three fields, held by the first, so that it lasts until all three are filled.
    if (!currentPassword || !newPassword || !confirmPassword) {
      return { path: 'currentPassword', message: ALL_FIELDS_REQUIRED };
    }
    if (newPassword !== confirmPassword)
      return { path: 'confirmPassword', message: NEW_PASSWORDS_DO_NOT_MATCH };
    if (newPassword.length < MIN_PASSWORD_LENGTH)
      return { path: 'newPassword', message: NEW_PASSWORD_TOO_SHORT };
    const ruleError = passwordRuleError(newPassword);
    return ruleError ? { path: 'newPassword', message: ruleError } : null;
  },
  toBody: ({ currentPassword, newPassword }) => ({
    current_password: currentPassword,
    new_password: newPassword,
  }),
  request: changePasswordRequestSchema,
});

export const passwordResetRequestSchema = z.object({ email: textInput().trim().min(1).max(320) });

export const okResponseSchema = z.object({ ok: z.literal(true) });
export const messageResponseSchema = z.object({ message: z.string() });
