import { MONEY_TOP_POSITIONS, type MoneyAnalytics } from '@interview-hub/contracts/analytics';
import { Temporal } from 'temporal-polyfill';
import type { Db } from '../../db/client';
import { addSums, noSums, withMargin } from '../finance/finance-reads';
import type { AnalyticsScope } from './analytics-scope';
import { sumByClient, sumByMonth, sumByPosition } from './money.repository';

/** Every month (YYYY-MM) the range touches, first to last. */
function monthsOf(scope: AnalyticsScope): string[] {
  const last = Temporal.PlainYearMonth.from(scope.range.to.slice(0, 7));
  const months: string[] = [];
  for (
    let month = Temporal.PlainYearMonth.from(scope.range.from.slice(0, 7));
    ;
    month = month.add({ months: 1 })
  ) {
    months.push(month.toString());
    if (Temporal.PlainYearMonth.compare(month, last) >= 0) return months;
  }
}

/**
 * Money (admins): billed, paid, held and the margin per month (every one of the range), client and position: the
 * first MONEY_TOP_POSITIONS positions by billed and the rest summed, or every one (`allPositions`, the CSV).
 */
export async function analyticsMoney(
  db: Db,
  scope: AnalyticsScope,
  options: { allPositions?: boolean } = {},
): Promise<MoneyAnalytics> {
  const [months, clients, positions] = await Promise.all([
    sumByMonth(db, scope),
    sumByClient(db, scope),
    sumByPosition(db, scope),
  ]);
  const byMonth = new Map(months.map(({ period, ...sums }) => [period, sums]));
  const richestFirst =
    <Row extends { charged: number }>(name: (row: Row) => string) =>
    (a: Row, b: Row) =>
      b.charged - a.charged || name(a).localeCompare(name(b));
  return {
    range: scope.range,
    currency: scope.settings.currency,
    months: monthsOf(scope).map((period) => ({ period, ...withMargin(byMonth.get(period) ?? noSums) })),
    clients: clients
      .map(({ clientId, clientName, ...sums }) => ({
        client: clientId === null ? null : { id: clientId, name: clientName ?? '' },
        ...withMargin(sums),
      }))
      .sort(richestFirst((row) => row.client?.name ?? '')),
    ...namedAndOthers(
      positions
        .map(({ jobId, title, clientName, ...sums }) => ({
          job: { id: jobId, title },
          client_name: clientName,
          ...withMargin(sums),
        }))
        .sort(richestFirst((row) => row.job.title)),
      options.allPositions ? Number.POSITIVE_INFINITY : MONEY_TOP_POSITIONS,
    ),
  };
}

/** The first `named` positions, and the rest summed into one row (null when there is no rest). */
export function namedAndOthers<Row extends ReturnType<typeof withMargin>>(rows: Row[], named: number) {
  const others = rows.slice(named);
  const sums = others.reduce(
    (total, { charged, paid, held, interviews }) => addSums(total, { charged, paid, held, interviews }),
    noSums,
  );
  return {
    positions: rows.slice(0, named),
    other_positions: others.length === 0 ? null : { positions: others.length, ...withMargin(sums) },
  };
}
