import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { withMargin } from '../finance/finance-reads';
import { namedAndOthers } from './analytics-money';

const sums = fc
  .record({
    charged: fc.integer({ min: -10_000, max: 1_000_000 }),
    paid: fc.integer({ min: -10_000, max: 1_000_000 }),
    held: fc.integer({ min: 0, max: 100_000 }),
    interviews: fc.integer({ min: 0, max: 500 }),
  })
  .map(withMargin);

describe('namedAndOthers', () => {
  it('names the first positions and sums the rest, losing no cent and no interview', () => {
    fc.assert(
      fc.property(fc.array(sums, { maxLength: 120 }), fc.integer({ min: 0, max: 60 }), (rows, named) => {
        const { positions, other_positions } = namedAndOthers(rows, named);
        expect(positions).toEqual(rows.slice(0, named));
        const rest = rows.slice(named);
        if (rest.length === 0) {
          expect(other_positions).toBeNull();
          return;
        }
        for (const key of ['charged', 'paid', 'held', 'interviews', 'margin'] as const) {
          expect(other_positions?.[key]).toBe(rest.reduce((total, row) => total + row[key], 0));
        }
        expect(other_positions?.positions).toBe(rest.length);
      }),
    );
  });
});
