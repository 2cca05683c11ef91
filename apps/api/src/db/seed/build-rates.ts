import type { BillingRule, LevelAmounts, PositionLevel } from '@interview-hub/contracts/money';

/**
 * The demo's money (issue 21), in US cents: a mix of per-interview fees and hourly rates, some per level, one
 * client without a rule (the screens' 'Not set'); fixed rather than drawn, so the other demo data keep their
 * shuffles.
 */
const clientRules: readonly (BillingRule | null)[] = [
  { mode: 'per_interview', amount: 25_000, by_level: { senior: 30_000, lead: 35_000 } },
  { mode: 'hourly', amount: 18_000, by_level: {} },
  { mode: 'per_interview', amount: 20_000, by_level: {} },
  { mode: 'hourly', amount: 16_000, by_level: { junior: 12_000, staff: 22_000 } },
  null,
  { mode: 'per_interview', amount: 22_000, by_level: { middle: 20_000, senior: 26_000 } },
  { mode: 'hourly', amount: 21_000, by_level: {} },
  { mode: 'per_interview', amount: 19_000, by_level: {} },
];

/** The client at `index` in `clientSeeds`: its billing rule, or null. */
export function clientBilling(index: number): BillingRule | null {
  return clientRules[index % clientRules.length] ?? null;
}

/** Titles start with their seniority; a plain title is a middle one, and every seventh position has no level. */
export function jobLevel(title: string, index: number): PositionLevel | null {
  if (index % 7 === 6) return null;
  if (title.startsWith('Senior ')) return 'senior';
  if (title.startsWith('Lead ')) return 'lead';
  if (title.startsWith('Middle ')) return 'middle';
  return index % 5 === 0 ? 'junior' : 'middle';
}

/** A few positions carry a rule of their own over their client's. */
export function jobBilling(index: number): BillingRule | null {
  if (index % 9 !== 4) return null;
  return { mode: 'hourly', amount: 24_000 + (index % 3) * 1_000, by_level: {} };
}

/** Some interviewers are paid more for senior levels than their price, in cents per hour. */
export function interviewerLevelRates(price: number, index: number): LevelAmounts {
  if (index % 3 !== 0) return {};
  const cents = Math.round(price * 100);
  return { senior: Math.round(cents * 1.2), lead: Math.round(cents * 1.35), staff: Math.round(cents * 1.5) };
}
