import { z } from 'zod';
import { hasNulCharacter, NUL_CHARACTER_MESSAGE } from './nul-character';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

export type PasswordRequirement = {
  /** Short text for a requirements checklist. */
  label: string;
  /** The spec's message when the rule is broken. */
  message: string;
  test: (password: string) => boolean;
};

// Letters are matched by Unicode category so that non-Latin passwords (e.g. Cyrillic) follow the same rules.
const hasUppercase = (p: string) => /\p{Lu}/u.test(p);
const hasLowercase = (p: string) => /\p{Ll}/u.test(p);
const hasDigit = (p: string) => /\p{Nd}/u.test(p);
const hasSpecial = (p: string) => /[^\p{L}\p{N}]/u.test(p);

/** The spec's password rules (§5 Set password), in the order the screens check them. */
export const passwordRequirements: readonly PasswordRequirement[] = [
  {
    label: `At least ${MIN_PASSWORD_LENGTH} characters`,
    message: 'Password must be at least 8 characters long',
    test: (p) => p.length >= MIN_PASSWORD_LENGTH,
  },
  {
    label: 'One uppercase letter',
    message: 'Password must contain at least one uppercase letter',
    test: hasUppercase,
  },
  {
    label: 'One lowercase letter',
    message: 'Password must contain at least one lowercase letter',
    test: hasLowercase,
  },
  { label: 'One number', message: 'Password must contain at least one number', test: hasDigit },
];

export const PASSWORD_TOO_LONG_MESSAGE = `Password must be at most ${MAX_PASSWORD_LENGTH} characters long`;

/**
 * The message of the first rule a password breaks, or null when it passes.
 * The upper bound (not in the spec) keeps hashing cheap; it is checked after the spec's rules.
 */
export function passwordRuleError(password: string): string | null {
  const broken = passwordRequirements.find((rule) => !rule.test(password));
  if (broken) return broken.message;
  return password.length > MAX_PASSWORD_LENGTH ? PASSWORD_TOO_LONG_MESSAGE : null;
}

export type SetPasswordStrength = { score: number; label: 'Weak' | 'Medium' | 'Strong' };
export type ChangePasswordStrength = { score: number; label: 'Weak' | 'Fair' | 'Good' | 'Strong' };

export const SET_PASSWORD_MAX_SCORE = 6;
export const CHANGE_PASSWORD_MAX_SCORE = 5;

const countTrue = (checks: boolean[]) => checks.filter(Boolean).length;

/** Set-password meter: a point each for length 8, length 12, uppercase, lowercase, digit, special character. */
export function setPasswordStrength(password: string): SetPasswordStrength {
  const score = countTrue([
    password.length >= 8,
    password.length >= 12,
    hasUppercase(password),
    hasLowercase(password),
    hasDigit(password),
    hasSpecial(password),
  ]);
  if (score <= 2) return { score, label: 'Weak' };
  return { score, label: score <= 4 ? 'Medium' : 'Strong' };
}

/** Change-password meter: a point each for length 8, length 12, mixed case, digit, special character. */
export function changePasswordStrength(password: string): ChangePasswordStrength {
  const score = countTrue([
    password.length >= 8,
    password.length >= 12,
    hasUppercase(password) && hasLowercase(password),
    hasDigit(password),
    hasSpecial(password),
  ]);
  if (score <= 2) return { score, label: 'Weak' };
  if (score === 3) return { score, label: 'Fair' };
  return { score, label: score === 4 ? 'Good' : 'Strong' };
}

/**
 * The same rules as a zod schema, for the server. Marked pure so that a client bundle that only uses the
 * functions above leaves zod out.
 */
export const passwordSchema = /* @__PURE__ */ z.string().superRefine((password, ctx) => {
  if (hasNulCharacter(password)) ctx.addIssue({ code: 'custom', message: NUL_CHARACTER_MESSAGE });
  const message = passwordRuleError(password);
  if (message) ctx.addIssue({ code: 'custom', message });
});
