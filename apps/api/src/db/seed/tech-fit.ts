import type { Random } from './prng';

/** How a person's technologies fit a position's: how many they share, and whether that includes the main one. */
export type TechFit = { shared: number; knowsMain: boolean };

/** The position's first technology is its main one ('React' for a React role, 'Java' for a Java one). */
export function techFit(stack: readonly string[], technologies: readonly string[]): TechFit {
  const known = new Set(stack.map((tech) => tech.toLowerCase()));
  const shared = technologies.filter((tech) => known.has(tech.toLowerCase())).length;
  const main = technologies[0];
  return { shared, knowsMain: main !== undefined && known.has(main.toLowerCase()) };
}

/**
 * Picks the person (by index) who fits a position best: among those who know its main technology when there are
 * any, else among those sharing some technology, closer fits more often. Undefined when nobody shares anything.
 */
export function pickClosest(
  random: Random,
  scored: readonly { index: number; fit: TechFit }[],
): number | undefined {
  const related = scored.filter(({ fit }) => fit.shared > 0);
  const experts = related.filter(({ fit }) => fit.knowsMain);
  const pool = experts.length > 0 ? experts : related;
  if (pool.length === 0) return undefined;
  return random.weighted(pool.map(({ index, fit }) => [index, fit.shared] as const));
}
