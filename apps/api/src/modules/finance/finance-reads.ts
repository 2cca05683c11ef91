import type {
  Earnings,
  FinanceSummary,
  LedgerLine,
  LedgerLinesQuery,
  MoneyTotals,
} from '@interview-hub/contracts/finance';
import { lineRuleSchema } from '@interview-hub/contracts/ledger';
import { pageMeta } from '@interview-hub/contracts/pagination';
import type { Actor } from '../../auth/actor';
import type { Db } from '../../db/client';
import { AppError } from '../../lib/app-error';
import { findInterviewerByEmail } from '../interviewers/interviewers.repository';
import { readAgencySettings } from '../settings/agency-settings';
import {
  countLines,
  type FoundLine,
  findLines,
  findPeriod,
  listPeriods,
  sumByPosition,
  sumLines,
} from './finance.repository';

export type Sums = { charged: number; paid: number; held: number; interviews: number };
/** The margin of summed lines: what was charged less what was paid and is held for the interviewers. */
export const withMargin = (sums: Sums): MoneyTotals => ({
  ...sums,
  margin: sums.charged - sums.paid - sums.held,
});
export const addSums = (a: Sums, b: Sums): Sums => ({
  charged: a.charged + b.charged,
  paid: a.paid + b.paid,
  held: a.held + b.held,
  interviews: a.interviews + b.interviews,
});
export const noSums: Sums = { charged: 0, paid: 0, held: 0, interviews: 0 };

async function periodState(db: Db, period: string) {
  const row = await findPeriod(db, period);
  return { period, closed_at: row?.closedAt.toISOString() ?? null, closed_by: row?.closedBy ?? null };
}

/** A month's money: billed, paid, held and the margin, by client and by position (admins). */
export async function financeSummary(options: {
  db: Db;
  period: string;
  defaultTimeZone: string;
}): Promise<FinanceSummary> {
  const { db, period } = options;
  const [{ settings }, rows, state, total] = await Promise.all([
    readAgencySettings(db, options.defaultTimeZone),
    sumByPosition(db, period),
    periodState(db, period),
    sumLines(db, { period }),
  ]);
  const byClient = new Map<string, { client_id: number | null; name: string; sums: Sums }>();
  for (const row of rows) {
    const key = String(row.clientId);
    const entry = byClient.get(key) ?? {
      client_id: row.clientId,
      name: row.clientName ?? 'No client',
      sums: noSums,
    };
    // A client's interview count is the sum of its positions': an interview belongs to one position.
    entry.sums = addSums(entry.sums, row);
    byClient.set(key, entry);
  }
  return {
    ...state,
    currency: settings.currency,
    totals: withMargin(total),
    by_client: [...byClient.values()]
      .map(({ sums, ...client }) => ({ ...client, ...withMargin(sums) }))
      .sort((a, b) => b.charged - a.charged || a.name.localeCompare(b.name)),
    by_position: rows
      .map((row) => ({
        job_id: row.jobId,
        title: row.title,
        client_name: row.clientName,
        ...withMargin(row),
      }))
      .sort((a, b) => b.charged - a.charged || a.title.localeCompare(b.title)),
  };
}

function toLine(found: FoundLine): LedgerLine {
  const { line } = found;
  return {
    id: line.id,
    period: line.period,
    kind: line.kind,
    amount: line.amount,
    currency: line.currency,
    held: found.held,
    rule: lineRuleSchema.safeParse(line.rule).data ?? null,
    reverses_id: line.reversesId,
    reason: line.reason,
    actor_name: found.actorName,
    created_at: line.createdAt.toISOString(),
    interview: {
      id: line.interviewId,
      date: found.interviewDate.toISOString(),
      duration: found.duration,
      status: found.status,
      candidate_name: found.candidateName,
    },
    interviewer: { id: line.interviewerId, name: found.interviewerName },
    client: line.clientId === null ? null : { id: line.clientId, name: found.clientName ?? '' },
    job: { id: line.jobId, title: found.jobTitle },
  };
}

/** A month's lines, narrowed to a client, a position, an interviewer or a kind, with their totals (admins). */
export async function listLedgerLines(
  db: Db,
  query: Partial<LedgerLinesQuery> & { page: number; limit: number; interviewId?: number },
) {
  const filter = {
    period: query.period,
    interviewId: query.interviewId,
    clientId: query.client_id,
    jobId: query.job_id,
    interviewerId: query.interviewer_id,
    kind: query.kind,
  };
  const [rows, total, sums] = await Promise.all([
    findLines(db, filter, { limit: query.limit, offset: (query.page - 1) * query.limit }),
    countLines(db, filter),
    sumLines(db, filter),
  ]);
  return { data: rows.map(toLine), meta: pageMeta(query.page, query.limit, total), totals: withMargin(sums) };
}

/** Every month with lines or closed, latest first (admins). */
export async function financePeriods(db: Db) {
  const { sums, closed } = await listPeriods(db);
  const closedBy = new Map(closed.map((row) => [row.period, row]));
  const periods = new Set([...sums.map((row) => row.period), ...closed.map((row) => row.period)]);
  return {
    data: [...periods]
      .sort((a, b) => (a < b ? 1 : -1))
      .map((period) => {
        const row = closedBy.get(period);
        return {
          period,
          closed_at: row?.closedAt.toISOString() ?? null,
          closed_by: row?.closedBy ?? null,
          totals: withMargin(sums.find((sum) => sum.period === period) ?? noSums),
        };
      }),
  };
}

/** An interviewer's own payouts of a month: earned, held, and each line (never a charge or a margin). */
export async function myEarnings(options: {
  db: Db;
  actor: Actor;
  period: string;
  defaultTimeZone: string;
}): Promise<Earnings> {
  const { db, period } = options;
  const interviewer = await findInterviewerByEmail(db, options.actor.email);
  if (!interviewer) throw new AppError('NOT_FOUND', 'No interviewer record has your e-mail');
  const filter = { period, interviewerId: interviewer.id, kind: 'payout' as const };
  const [{ settings }, state, rows, sums] = await Promise.all([
    readAgencySettings(db, options.defaultTimeZone),
    periodState(db, period),
    findLines(db, filter),
    sumLines(db, filter),
  ]);
  return {
    ...state,
    currency: settings.currency,
    earned: sums.paid,
    held: sums.held,
    lines: rows
      .map(toLine)
      .map(({ kind: _kind, interviewer: _i, client: _c, actor_name: _a, ...line }) => line),
  };
}
