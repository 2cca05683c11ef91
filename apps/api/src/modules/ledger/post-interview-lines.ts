import {
  activeLines,
  expectedLines,
  type InterviewFacts,
  lineChanges,
} from '@interview-hub/contracts/ledger';
import {
  minorDigits,
  periodOf,
  storedBillingRule,
  storedLevelAmounts,
  storedPositionLevel,
} from '@interview-hub/contracts/money';
import type { AgencySettings } from '@interview-hub/contracts/settings';
import type { Db } from '../../db/client';
import {
  findClosedPeriods,
  findInterviewPricing,
  findLinesOfInterview,
  type InterviewPricing,
  insertLedgerLines,
  type NewLedgerLine,
} from './ledger.repository';

/**
 * What the ledger needs to know of an interview, from its stored row. The interviewer's price is in major units
 * with two decimals: `currency` turns it into minor units (×100 for USD, rounded to whole yen for JPY).
 */
export function factsOf(pricing: InterviewPricing, currency: string): InterviewFacts {
  const level = storedPositionLevel(pricing.level);
  const levelRates = storedLevelAmounts(pricing.levelRates);
  const levelRate = level === null ? undefined : levelRates[level];
  const price = pricing.price === null ? null : Math.round(pricing.price * 10 ** minorDigits(currency));
  const positionRule = storedBillingRule(pricing.positionBilling);
  const clientRule = storedBillingRule(pricing.clientBilling);
  return {
    status: pricing.status,
    cancelledBy: pricing.cancelledBy,
    late: pricing.late,
    duration: pricing.duration,
    feedback:
      pricing.feedbackAt === null
        ? null
        : { late: pricing.feedbackDueAt !== null && pricing.feedbackAt > pricing.feedbackDueAt },
    level,
    pay:
      levelRate !== undefined
        ? { hourly: levelRate, source: 'interviewer_level' }
        : price !== null
          ? { hourly: price, source: 'interviewer' }
          : null,
    billing: positionRule
      ? { rule: positionRule, source: 'position' }
      : clientRule
        ? { rule: clientRule, source: 'client' }
        : null,
  };
}

/**
 * Brings an interview's ledger lines in line with its state, inside the transaction that changed it: each line in
 * force that the outcome, the feedback and the rates no longer give is reversed (a line with the negated amount)
 * and each one they give that is not in force is added, with who and why. Nothing is ever updated or deleted.
 * The lines go into the interview's month, or, once an admin has closed it, into the current month as an
 * adjustment.
 */
export async function postInterviewLines(
  tx: Db,
  options: {
    interviewId: number;
    actorId: number | null;
    reason: string;
    settings: AgencySettings;
    now?: Date;
  },
): Promise<void> {
  const pricing = await findInterviewPricing(tx, options.interviewId);
  if (!pricing) return;
  const expected = expectedLines(
    factsOf(pricing, options.settings.currency),
    options.settings.outcome_factors,
  );
  const changes = lineChanges(activeLines(await findLinesOfInterview(tx, options.interviewId)), expected);
  if (!changes.reverse.length && !changes.add.length) return;

  const zone = options.settings.time_zone;
  const own = periodOf(pricing.date, zone);
  const closed = await findClosedPeriods(tx, [own]);
  const period = closed.has(own) ? periodOf(options.now ?? new Date(), zone) : own;
  const common = {
    interviewId: pricing.id,
    interviewerId: pricing.interviewerId,
    clientId: pricing.clientId,
    jobId: pricing.jobId,
    period,
    reason: options.reason,
    actorId: options.actorId,
  };
  const lines: NewLedgerLine[] = [
    ...changes.reverse.map((line) => ({
      ...common,
      kind: line.kind,
      amount: -line.amount,
      currency: line.currency,
      held: line.held,
      rule: line.rule,
      reversesId: line.id,
    })),
    ...changes.add.map((line) => ({
      ...common,
      kind: line.kind,
      amount: line.amount,
      held: line.held,
      currency: options.settings.currency,
      rule: line.rule,
    })),
  ];
  await insertLedgerLines(tx, lines);
}
