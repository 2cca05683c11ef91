import { describe, expect, it } from 'vitest';
import {
  changePasswordStrength,
  PASSWORD_TOO_LONG_MESSAGE,
  passwordRuleError,
  passwordSchema,
  setPasswordStrength,
} from './password';

describe('passwordRuleError', () => {
  it.each([
    ['', 'Password must be at least 8 characters long'],
    ['Ab1', 'Password must be at least 8 characters long'],
    ['lowercase1', 'Password must contain at least one uppercase letter'],
    ['UPPERCASE1', 'Password must contain at least one lowercase letter'],
    ['NoDigitsHere', 'Password must contain at least one number'],
  ])('reports the first broken rule for %j', (password, message) => {
    expect(passwordRuleError(password)).toBe(message);
  });

  it('checks the rules in the spec order: length before case before digits', () => {
    expect(passwordRuleError('abc')).toBe('Password must be at least 8 characters long');
    expect(passwordRuleError('abcdefgh')).toBe('Password must contain at least one uppercase letter');
    expect(passwordRuleError('ABCDEFGH')).toBe('Password must contain at least one lowercase letter');
  });

  it('accepts a password that meets every rule', () => {
    expect(passwordRuleError('Password1')).toBeNull();
    expect(passwordRuleError('Пароль2024')).toBeNull();
  });

  it('refuses passwords longer than 128 characters with a clear message', () => {
    expect(passwordRuleError(`Aa1${'x'.repeat(125)}`)).toBeNull();
    expect(passwordRuleError(`Aa1${'x'.repeat(126)}`)).toBe(PASSWORD_TOO_LONG_MESSAGE);
    expect(PASSWORD_TOO_LONG_MESSAGE).toBe('Password must be at most 128 characters long');
  });
});

describe('setPasswordStrength', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abc', 1, 'Weak'],
    ['abcdefgh', 2, 'Weak'],
    ['Abcdefgh', 3, 'Medium'],
    ['Abcdefg1', 4, 'Medium'],
    ['Abcdefg1!', 5, 'Strong'],
    ['Abcdefghijk1!', 6, 'Strong'],
  ])('scores %j as %i (%s)', (password, score, label) => {
    expect(setPasswordStrength(password)).toEqual({ score, label });
  });
});

describe('changePasswordStrength', () => {
  it.each([
    ['', 0, 'Weak'],
    ['abcdefgh', 1, 'Weak'],
    ['abcdefghijkl', 2, 'Weak'],
    ['Abcdefghijkl', 3, 'Fair'],
    ['Abcdefghijk1', 4, 'Good'],
    ['Abcdefghijk1!', 5, 'Strong'],
  ])('scores %j as %i (%s)', (password, score, label) => {
    expect(changePasswordStrength(password)).toEqual({ score, label });
  });

  it('gives the case point only when both cases are present', () => {
    expect(changePasswordStrength('ABCDEFGH').score).toBe(1);
    expect(changePasswordStrength('ABCDEFGh').score).toBe(2);
  });
});

describe('passwordSchema', () => {
  it('accepts a valid password', () => {
    expect(passwordSchema.safeParse('Password1').success).toBe(true);
  });

  it('rejects with the same message as passwordRuleError', () => {
    const result = passwordSchema.safeParse('password1');
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual([
      'Password must contain at least one uppercase letter',
    ]);
  });

  it('rejects non-strings', () => {
    expect(passwordSchema.safeParse(12345678).success).toBe(false);
  });
});
