import { describe, expect, it } from 'vitest';
import { changePasswordFormSchema, setPasswordFormSchema } from './auth';

/** The one message a form shows: the first its schema answers, or null when the values are accepted. */
function messageOf(schema: typeof setPasswordFormSchema | typeof changePasswordFormSchema, values: unknown) {
  const parsed = schema.safeParse(values);
  return parsed.success ? null : (parsed.error.issues[0]?.message ?? null);
}

describe('setPasswordFormSchema', () => {
  const valid = { token: 'invite-token', password: 'Password1', confirmPassword: 'Password1' };

  it('accepts matching passwords that meet every rule, and gives the request body', () => {
    expect(setPasswordFormSchema.parse(valid)).toEqual({ token: 'invite-token', password: 'Password1' });
  });

  it('reports a missing token before anything else', () => {
    expect(messageOf(setPasswordFormSchema, { ...valid, token: null, password: '' })).toBe(
      'Invalid token. Please use the link from your invitation email.',
    );
  });

  it('requires both fields', () => {
    expect(messageOf(setPasswordFormSchema, { ...valid, confirmPassword: '' })).toBe(
      'Please fill in all fields',
    );
    expect(messageOf(setPasswordFormSchema, { ...valid, password: '' })).toBe('Please fill in all fields');
  });

  it('checks the password rules before the confirmation', () => {
    expect(messageOf(setPasswordFormSchema, { ...valid, password: 'short', confirmPassword: 'other' })).toBe(
      'Password must be at least 8 characters long',
    );
  });

  it('reports a mismatch once the password itself is fine', () => {
    expect(messageOf(setPasswordFormSchema, { ...valid, confirmPassword: 'Password2' })).toBe(
      'Passwords do not match',
    );
  });
});

describe('changePasswordFormSchema', () => {
  const valid = { currentPassword: 'Old-pass1', newPassword: 'Password1', confirmPassword: 'Password1' };

  it('gives the request body the server parses', () => {
    expect(changePasswordFormSchema.parse(valid)).toEqual({
      current_password: 'Old-pass1',
      new_password: 'Password1',
    });
  });

  it('answers in the spec order: required, mismatch, length, then the shared rules', () => {
    expect(messageOf(changePasswordFormSchema, { ...valid, currentPassword: '' })).toBe(
      'All fields are required',
    );
    expect(messageOf(changePasswordFormSchema, { ...valid, confirmPassword: 'short' })).toBe(
      'New passwords do not match',
    );
    expect(
      messageOf(changePasswordFormSchema, { ...valid, newPassword: 'short', confirmPassword: 'short' }),
    ).toBe('New password must be at least 8 characters long');
    expect(
      messageOf(changePasswordFormSchema, {
        ...valid,
        newPassword: 'password1',
        confirmPassword: 'password1',
      }),
    ).toBe('Password must contain at least one uppercase letter');
  });
});
