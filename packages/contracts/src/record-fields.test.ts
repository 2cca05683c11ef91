import { describe, expect, it } from 'vitest';
import { isHttpUrl } from './record-fields';

describe('isHttpUrl', () => {
  it('accepts absolute http and https links only', () => {
    expect(isHttpUrl('https://example.test/a?b=1')).toBe(true);
    expect(isHttpUrl('http://example.test')).toBe(true);
    expect(isHttpUrl('example.test')).toBe(false);
    expect(isHttpUrl('mailto:a@example.test')).toBe(false);
    expect(isHttpUrl('javascript:alert(1)')).toBe(false);
  });
});
