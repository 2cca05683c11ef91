/** The q-quantile (0…1) of numbers, by nearest rank. */
export function quantile(values: readonly number[], q: number): number {
  if (!values.length) return Number.NaN;
  const sorted = [...values].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil(q * sorted.length) - 1))] ?? Number.NaN;
}

export const median = (values: readonly number[]) => quantile(values, 0.5);

export const round = (value: number, digits = 1) => Math.round(value * 10 ** digits) / 10 ** digits;
