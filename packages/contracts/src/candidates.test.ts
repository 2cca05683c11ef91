import { describe, expect, it } from 'vitest';
import { candidateUpdateSchema } from './candidates';

describe('candidateUpdateSchema', () => {
  it('requires a name', () => {
    expect(candidateUpdateSchema.safeParse({}).error?.issues[0]?.message).toBe('Name is required');
    expect(candidateUpdateSchema.safeParse({ name: ' ' }).error?.issues[0]?.message).toBe('Name is required');
  });

  it('checks the e-mail only when there is one', () => {
    expect(candidateUpdateSchema.parse({ name: 'A', email: '' }).email).toBeNull();
    expect(candidateUpdateSchema.safeParse({ name: 'A', email: 'nope' }).success).toBe(false);
  });

  it('takes experience as whole years, 0 or more, or null', () => {
    expect(candidateUpdateSchema.parse({ name: 'A', experience: 0 }).experience).toBe(0);
    expect(candidateUpdateSchema.parse({ name: 'A', experience: null }).experience).toBeNull();
    expect(candidateUpdateSchema.safeParse({ name: 'A', experience: -1 }).success).toBe(false);
    expect(candidateUpdateSchema.safeParse({ name: 'A', experience: 2.5 }).success).toBe(false);
  });
});
