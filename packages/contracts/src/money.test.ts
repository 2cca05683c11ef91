import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatMoney, MAX_MINOR_AMOUNT, minorDigits, moneyInputOf, parseMoneyInput } from './money';

/** One currency of each number of minor digits the runtime knows, and the usual ones. */
const currencies = ['USD', 'EUR', 'GBP', 'JPY', 'KRW', 'BHD', 'KWD'];
const amount = fc.integer({ min: 0, max: MAX_MINOR_AMOUNT });

/** The amount's text with commas between thousands, as people type it. */
const grouped = (text: string) => text.replace(/^\d+/, (whole) => whole.replace(/\B(?=(\d{3})+$)/g, ','));

describe('minorDigits', () => {
  it('knows cents, no minor unit and fils', () => {
    expect([minorDigits('USD'), minorDigits('JPY'), minorDigits('BHD'), minorDigits('KWD')]).toEqual([
      2, 0, 3, 3,
    ]);
  });
});

describe('parseMoneyInput', () => {
  it('reads what people type into minor units', () => {
    expect(parseMoneyInput('150', 'USD')).toEqual({ ok: true, minor: 15_000 });
    expect(parseMoneyInput('150.5', 'USD')).toEqual({ ok: true, minor: 15_050 });
    expect(parseMoneyInput(' 1,234.50 ', 'USD')).toEqual({ ok: true, minor: 123_450 });
    expect(parseMoneyInput('0.29', 'USD')).toEqual({ ok: true, minor: 29 });
    expect(parseMoneyInput('.5', 'EUR')).toEqual({ ok: true, minor: 50 });
    expect(parseMoneyInput('12,000', 'JPY')).toEqual({ ok: true, minor: 12_000 });
    expect(parseMoneyInput('1.005', 'BHD')).toEqual({ ok: true, minor: 1_005 });
    expect(parseMoneyInput('1000000', 'USD')).toEqual({ ok: true, minor: MAX_MINOR_AMOUNT });
  });

  it('refuses a blank, a sign, junk, misplaced commas and extra decimals, saying what is wrong', () => {
    const refused = (text: string, currency = 'USD') => {
      const result = parseMoneyInput(text, currency);
      return result.ok ? `accepted ${result.minor}` : result.message;
    };
    expect(refused('  ')).toBe('Enter an amount');
    expect(refused('-5')).toBe('Amounts cannot be negative');
    expect(refused('+5')).toBe('Enter an amount such as 1234.50');
    expect(refused('12abc')).toBe('Enter an amount such as 1234.50');
    expect(refused('1e3')).toBe('Enter an amount such as 1234.50');
    expect(refused('1,23.4')).toBe('Enter an amount such as 1234.50');
    expect(refused('1.2.3')).toBe('Enter an amount such as 1234.50');
    expect(refused('.')).toBe('Enter an amount such as 1234.50');
    expect(refused('$5')).toBe('Enter an amount such as 1234.50');
    expect(refused('12.5', 'JPY')).toBe('JPY amounts have no decimals');
    expect(refused('x', 'JPY')).toBe('Enter an amount such as 1234');
    expect(refused('1.505')).toBe('USD amounts have at most 2 decimals');
    expect(refused('1.0005', 'KWD')).toBe('KWD amounts have at most 3 decimals');
    expect(refused('1000000.01')).toBe('Amounts are at most 1000000');
    expect(refused('99999999999999999999999')).toBe('Amounts are at most 1000000');
    expect(refused('100001', 'BHD')).toBe('Amounts are at most 100000');
  });

  it('gives back every amount its input text shows, in every currency', () => {
    fc.assert(
      fc.property(fc.constantFrom(...currencies), amount, (currency, minor) => {
        expect(parseMoneyInput(moneyInputOf(minor, currency), currency)).toEqual({ ok: true, minor });
        expect(parseMoneyInput(grouped(moneyInputOf(minor, currency)), currency)).toEqual({
          ok: true,
          minor,
        });
      }),
    );
  });

  it('agrees with exact decimal arithmetic on any whole part and decimals within the currency', () => {
    fc.assert(
      fc.property(
        fc.constantFrom(...currencies),
        fc.integer({ min: 0, max: 99_999 }),
        fc.integer({ min: 0, max: 999 }),
        (currency, whole, fractionSeed) => {
          const digits = minorDigits(currency);
          const fraction = digits === 0 ? '' : String(fractionSeed % 10 ** digits).padStart(digits, '0');
          const text = fraction ? `${whole}.${fraction}` : String(whole);
          expect(parseMoneyInput(text, currency)).toEqual({
            ok: true,
            minor: whole * 10 ** digits + Number(fraction || 0),
          });
        },
      ),
    );
  });

  it('never accepts a text with a character other than digits, commas and one point', () => {
    fc.assert(
      fc.property(fc.string(), (text) => {
        const result = parseMoneyInput(text, 'USD');
        if (result.ok) expect(text.trim()).toMatch(/^[\d,]*(\.\d*)?$/);
      }),
    );
  });
});

describe('moneyInputOf', () => {
  it('shows decimals only when there is a fraction', () => {
    expect(moneyInputOf(15_000, 'USD')).toBe('150');
    expect(moneyInputOf(15_050, 'USD')).toBe('150.50');
    expect(moneyInputOf(5, 'USD')).toBe('0.05');
    expect(moneyInputOf(1_500, 'JPY')).toBe('1500');
    expect(moneyInputOf(1_005, 'KWD')).toBe('1.005');
    expect(moneyInputOf(0, 'BHD')).toBe('0');
  });

  it('shows the same amount formatMoney does, without its symbol and grouping', () => {
    fc.assert(
      fc.property(fc.constantFrom(...currencies), amount, (currency, minor) => {
        const formatted = formatMoney(minor, currency, 'en-US').replace(/[^\d.]/g, '');
        expect(Number(formatted)).toBe(Number(moneyInputOf(minor, currency)));
      }),
    );
  });
});
