/** National numbers have ten digits; any digits before the last ten are the country code. */
const NATIONAL_DIGITS = 10;

/**
 * Formats a phone number by its digits, as the interviewer screen does while typing (spec §5): groups of 3, 3
 * and 4, with a `+` country prefix when there are more than 10 digits. Everything but digits is dropped.
 * @example formatPhone('4155550123') // '415 555 0123'
 * @example formatPhone('+1 (415) 555-0123') // '+1 415 555 0123'
 * @example formatPhone('41555') // '415 55' (a number being typed)
 */
export function formatPhone(value: string): string {
  const digits = value.replace(/\D/g, '');
  if (digits.length > NATIONAL_DIGITS) {
    const country = digits.slice(0, digits.length - NATIONAL_DIGITS);
    return `+${country} ${groupNational(digits.slice(-NATIONAL_DIGITS))}`;
  }
  return groupNational(digits);
}

function groupNational(digits: string): string {
  return [digits.slice(0, 3), digits.slice(3, 6), digits.slice(6)].filter(Boolean).join(' ');
}

/** The stored form of a phone number: formatted, or null when it holds no digits. */
export function normalizePhone(value: string | null | undefined): string | null {
  const formatted = formatPhone(value ?? '');
  return formatted ? formatted : null;
}
