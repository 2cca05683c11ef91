import { describe, expect, it } from 'vitest';
import { formatPhone, normalizePhone } from './phone';

describe('formatPhone', () => {
  it.each([
    ['', ''],
    ['4', '4'],
    ['415', '415'],
    ['4155', '415 5'],
    ['415555', '415 555'],
    ['4155550', '415 555 0'],
    ['4155550123', '415 555 0123'],
  ])('groups %j by 3, 3 and 4 while it has at most 10 digits', (input, expected) => {
    expect(formatPhone(input)).toBe(expected);
  });

  it('puts the digits before the last ten behind a + as the country code', () => {
    expect(formatPhone('14155550123')).toBe('+1 415 555 0123');
    expect(formatPhone('380671234567')).toBe('+38 067 123 4567');
    expect(formatPhone('4930123456789')).toBe('+493 012 345 6789');
  });

  it('ignores everything but digits, so a formatted number formats to itself', () => {
    expect(formatPhone('+1 (415) 555-0123')).toBe('+1 415 555 0123');
    expect(formatPhone('tel: 415.555.0123')).toBe('415 555 0123');
    expect(formatPhone(formatPhone('+44 20 7946 0958'))).toBe('+44 207 946 0958');
  });
});

describe('normalizePhone', () => {
  it('stores the formatted number, or null when there are no digits', () => {
    expect(normalizePhone(' 415-555-0123 ')).toBe('415 555 0123');
    expect(normalizePhone('')).toBeNull();
    expect(normalizePhone('n/a')).toBeNull();
    expect(normalizePhone(null)).toBeNull();
    expect(normalizePhone(undefined)).toBeNull();
  });
});
