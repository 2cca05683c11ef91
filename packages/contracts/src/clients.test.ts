import { describe, expect, it } from 'vitest';
import { clientUpdateSchema } from './clients';

describe('clientUpdateSchema', () => {
  it('requires a name and takes an http(s) website or none', () => {
    expect(clientUpdateSchema.safeParse({ website: 'https://a.test' }).success).toBe(false);
    expect(clientUpdateSchema.parse({ name: ' Acme ', website: '' })).toEqual({
      name: 'Acme',
      website: null,
    });
    expect(clientUpdateSchema.safeParse({ name: 'Acme', website: 'acme' }).error?.issues[0]?.message).toBe(
      'Website must be an http(s) link',
    );
  });
});
