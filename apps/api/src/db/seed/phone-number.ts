import type { Random } from './prng';

const digits = (random: Random, count: number) => random.chars(count, '0123456789');

/**
 * A phone number grouped 3-3-4 like the client's phone formatter: '+1 415 555 0123', '+380 67 …' becomes
 * '+380 671 234 567'. US numbers use the fictional 555-01xx range; `local` drops the country code.
 */
export function randomPhone(random: Random, callingCode: string, local = false): string {
  const area = `${random.int(2, 9)}${digits(random, 2)}`;
  const national =
    callingCode === '1'
      ? `${area} 555 01${digits(random, 2)}`
      : `${area} ${digits(random, 3)} ${digits(random, 4)}`;
  return local ? national : `+${callingCode} ${national}`;
}
