import { latinSlug } from '../../apps/api/src/db/seed/latin-slug';
import { regions } from '../../apps/api/src/db/seed/people-data';
import { randomPhone } from '../../apps/api/src/db/seed/phone-number';
import type { Random } from '../../apps/api/src/db/seed/prng';

/** A person drawn from the demo data's regions: a name in its own script, a city and a phone of that country. */
export type Person = { name: string; slug: string; city: string; phone: string };

const weightedRegions = regions.map((region) => [region, region.weight] as const);

/** A person; `n` makes the e-mail slug unique (`olena.koval.1234`). */
export function person(random: Random, n: number): Person {
  const region = random.weighted(weightedRegions);
  const name = `${random.pick(region.firstNames)} ${random.pick(region.lastNames)}`;
  const [city, callingCode] = random.pick(region.cities);
  return { name, slug: `${latinSlug(name)}.${n}`, city, phone: randomPhone(random, callingCode) };
}

const companyHeads = [
  'Northwind',
  'Bluefin',
  'Helios',
  'Lumen',
  'Orbital',
  'Nordlys',
  'Kraków',
  'Zürich',
  'Cobalt',
  'Juniper',
  'Granite',
  'Vega',
  'Atlas',
  'Meridian',
  'Quartz',
  'Saffron',
  'Tidal',
  'Evergreen',
  'Polaris',
  'Harbor',
];
const companyTails = [
  'Analytics',
  'Payments',
  'Robotics',
  'Health',
  'Logistics',
  'Games',
  'Ledger',
  'Energy',
  'Labs',
  'Systems',
  'Cloud',
  'Mobility',
  'Retail',
  'Insurance',
  'Media',
  'Security',
  'Foods',
  'Travel',
  'Bank',
  'AI',
];

/** A client company; past the first 400 the names carry a number, as a long client list would. */
export function company(random: Random, n: number): { name: string; website: string } {
  const base = `${random.pick(companyHeads)} ${random.pick(companyTails)}`;
  const name = n < 400 ? base : `${base} ${Math.floor(n / 400) + 1}`;
  return { name, website: `https://${latinSlug(name, '-')}.example.com` };
}
