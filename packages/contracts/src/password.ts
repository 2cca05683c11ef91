import { z } from 'zod';

export const MIN_PASSWORD_LENGTH = 8;
export const MAX_PASSWORD_LENGTH = 128;

/** The password rules in the order the screens check them, each with its message from the spec. */
const rules: [test: (p: string) => boolean, message: string][] = [
  [(p) => p.length >= MIN_PASSWORD_LENGTH, 'Password must be at least 8 characters long'],
  [(p) => /[A-Z]/.test(p), 'Password must contain at least one uppercase letter'],
  [(p) => /[a-z]/.test(p), 'Password must contain at least one lowercase letter'],
  [(p) => /\d/.test(p), 'Password must contain at least one number'],
  [(p) => p.length <= MAX_PASSWORD_LENGTH, 'Password must be at most 128 characters long'],
];

/** The first rule a password breaks, or null. */
export function passwordRuleError(password: string): string | null {
  return rules.find(([test]) => !test(password))?.[1] ?? null;
}

export const passwordSchema = z.string().superRefine((password, ctx) => {
  const message = passwordRuleError(password);
  if (message) ctx.addIssue({ code: 'custom', message });
});
