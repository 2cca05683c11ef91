import { ruleSummary } from '@interview-hub/contracts/finance-documents';
import { lineRuleSchema } from '@interview-hub/contracts/ledger';
import type { Db } from '../../db/client';
import type { FinanceDocumentLine } from '../../documents/finance-document';
import { readAgencySettings } from '../settings/agency-settings';
import { type FoundLine, findLines, findPeriod, type LineFilter } from './finance.repository';

/**
 * Every line of a statement or an invoice (all of them, oldest interview first), with what the document prints
 * around them: the month's currency (the lines', or the agency's for a month without lines), the agency's zone
 * and whether the month is closed.
 */
export async function documentLines(options: {
  db: Db;
  filter: LineFilter & { period: string };
  defaultTimeZone: string;
}) {
  const { db, filter } = options;
  const [{ settings }, period, rows] = await Promise.all([
    readAgencySettings(db, options.defaultTimeZone),
    findPeriod(db, filter.period),
    findLines(db, filter),
  ]);
  const currency = rows[0]?.line.currency ?? settings.currency;
  return {
    period: filter.period,
    currency,
    timeZone: settings.time_zone,
    closedAt: period?.closedAt ?? null,
    lines: rows.map((row) => documentLine(row, currency)),
  };
}

function documentLine(found: FoundLine, currency: string): FinanceDocumentLine {
  const rule = lineRuleSchema.safeParse(found.line.rule).data;
  return {
    lineId: found.line.id,
    interviewId: found.line.interviewId,
    interviewDate: found.interviewDate,
    candidate: found.candidateName,
    position: found.jobTitle,
    rule: rule ? ruleSummary(rule, currency) : null,
    amount: found.line.amount,
    held: found.held,
    reverses: found.line.reversesId,
    reason: found.line.reason,
  };
}
