import { describe, expect, it } from 'vitest';
import { validateSetPassword } from './validate-set-password';

const valid = { token: 'invite-token', password: 'Password1', confirmPassword: 'Password1' };

describe('validateSetPassword', () => {
  it('accepts matching passwords that meet every rule', () => {
    expect(validateSetPassword(valid)).toBeNull();
  });

  it('reports a missing token before anything else', () => {
    expect(validateSetPassword({ ...valid, token: null, password: '' })).toBe(
      'Invalid token. Please use the link from your invitation email.',
    );
  });

  it('requires both fields', () => {
    expect(validateSetPassword({ ...valid, confirmPassword: '' })).toBe('Please fill in all fields');
    expect(validateSetPassword({ ...valid, password: '' })).toBe('Please fill in all fields');
  });

  it('checks the password rules before the confirmation', () => {
    expect(validateSetPassword({ ...valid, password: 'short', confirmPassword: 'other' })).toBe(
      'Password must be at least 8 characters long',
    );
  });

  it('reports a mismatch once the password itself is fine', () => {
    expect(validateSetPassword({ ...valid, confirmPassword: 'Password2' })).toBe('Passwords do not match');
  });
});
