import { and, eq, gte, lte } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { clients, jobs, ledgerLines } from '../../db/schema/index';
import { ledgerTotals } from '../finance/finance.repository';
import { type AnalyticsScope, positionFilter } from './analytics-scope';

/**
 * The ledger lines of the months the range touches (a line's period is its month in the agency's zone) whose
 * position passes the filters.
 */
function linesInScope(scope: AnalyticsScope) {
  return and(
    gte(ledgerLines.period, scope.range.from.slice(0, 7)),
    lte(ledgerLines.period, scope.range.to.slice(0, 7)),
    positionFilter(scope),
  );
}

/** The finance summary's totals (charged, paid, held, interviews) per month of the range. */
export async function sumByMonth(db: Db, scope: AnalyticsScope) {
  return db
    .select({ period: ledgerLines.period, ...ledgerTotals })
    .from(ledgerLines)
    .innerJoin(jobs, eq(jobs.id, ledgerLines.jobId))
    .where(linesInScope(scope))
    .groupBy(ledgerLines.period);
}

/** The same per client billed (null: a position without a client). */
export async function sumByClient(db: Db, scope: AnalyticsScope) {
  return db
    .select({ clientId: ledgerLines.clientId, clientName: clients.name, ...ledgerTotals })
    .from(ledgerLines)
    .innerJoin(jobs, eq(jobs.id, ledgerLines.jobId))
    .leftJoin(clients, eq(clients.id, ledgerLines.clientId))
    .where(linesInScope(scope))
    .groupBy(ledgerLines.clientId, clients.name);
}

/** The same per position, with the client billed. */
export async function sumByPosition(db: Db, scope: AnalyticsScope) {
  return db
    .select({ jobId: ledgerLines.jobId, title: jobs.title, clientName: clients.name, ...ledgerTotals })
    .from(ledgerLines)
    .innerJoin(jobs, eq(jobs.id, ledgerLines.jobId))
    .leftJoin(clients, eq(clients.id, ledgerLines.clientId))
    .where(linesInScope(scope))
    .groupBy(ledgerLines.jobId, jobs.title, clients.name);
}
