import { type UserInput, type UserRole, userInputSchema } from '@interview-hub/contracts/users';

export type UserFormValues = { name: string; email: string; phone: string; role: UserRole };

export const NAME_AND_EMAIL_REQUIRED = 'Name and email are required';

/** The spec's check first (§5 Users), then the contract's (e.g. a malformed e-mail). */
export function validateUser(
  values: UserFormValues,
): { ok: true; input: UserInput } | { ok: false; error: string } {
  if (!values.name.trim() || !values.email.trim()) return { ok: false, error: NAME_AND_EMAIL_REQUIRED };
  const parsed = userInputSchema.safeParse(values);
  if (!parsed.success) {
    return { ok: false, error: parsed.error.issues[0]?.message ?? NAME_AND_EMAIL_REQUIRED };
  }
  return { ok: true, input: parsed.data };
}
