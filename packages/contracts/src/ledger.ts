import { z } from 'zod';
import type { CancellingParty } from './interviews';
import type { BillingRule, OutcomeFactors, PositionLevel } from './money';

/** A ledger line pays the interviewer (payout) or bills the client (charge). */
export const ledgerKinds = ['payout', 'charge'] as const;
export type LedgerKind = (typeof ledgerKinds)[number];

/** How a line's amount was worked out, kept on the line. */
export const lineRuleSchema = z.object({
  /** Which outcome's factors applied: completed, candidate_no_show, late_cancellation, … */
  outcome: z.string(),
  basis: z.enum(['hourly', 'per_interview']),
  /** Minor units per hour, or per interview. */
  rate: z.number().int(),
  /** The scheduled duration, for an hourly basis. */
  minutes: z.number().int().nullable(),
  /** The share of the rate, in whole percent, after any penalty. */
  percent: z.number().int(),
  /** Percentage points taken off for late feedback. */
  penalty: z.number().int(),
  level: z.string().nullable(),
  /** Where the rate came from: the interviewer's price or level rate, the client's or the position's rule. */
  source: z.enum([
    'interviewer',
    'interviewer_level',
    'client',
    'client_level',
    'position',
    'position_level',
  ]),
});
export type LineRule = z.infer<typeof lineRuleSchema>;

export type LineDraft = { kind: LedgerKind; amount: number; held: boolean; rule: LineRule };

/** What the ledger needs to know of an interview to price it. */
export type InterviewFacts = {
  status: string;
  cancelledBy: CancellingParty | null;
  /** A cancellation inside the late window. */
  late: boolean;
  /** Scheduled minutes. */
  duration: number;
  /** Null until feedback is submitted. */
  feedback: { late: boolean } | null;
  level: PositionLevel | null;
  /** The interviewer's hourly pay in minor units, and whether it is their level rate. */
  pay: { hourly: number; source: 'interviewer' | 'interviewer_level' } | null;
  /** The client's (or the position's) billing rule. */
  billing: { rule: BillingRule; source: 'client' | 'position' } | null;
};

/** Which factors an interview's state brings, or null when it is not priced (booked, not yet happened). */
export function outcomeOf(facts: InterviewFacts): keyof Omit<OutcomeFactors, 'late_feedback_penalty'> | null {
  switch (facts.status) {
    case 'completed':
    case 'candidate_no_show':
    case 'interviewer_no_show':
      return facts.status;
    case 'cancelled':
      return facts.late && (facts.cancelledBy === 'candidate' || facts.cancelledBy === 'client')
        ? 'late_cancellation'
        : 'cancellation';
    default:
      return null;
  }
}

/** rate × minutes / 60 × percent / 100, rounded to the nearest minor unit (half away from zero). */
function hourlyAmount(rate: number, minutes: number, percent: number): number {
  return Math.round((rate * minutes * percent) / 6000);
}

/**
 * The lines an interview should have in its current state: the interviewer's payout (rate × scheduled duration
 * × the outcome's factor, less the late-feedback penalty when the feedback came after its deadline) and the
 * client's charge (the billing rule × the outcome's factor). Zero amounts give no line.
 */
export function expectedLines(facts: InterviewFacts, factors: OutcomeFactors): LineDraft[] {
  const outcome = outcomeOf(facts);
  if (outcome === null) return [];
  const split = factors[outcome];
  const lines: LineDraft[] = [];
  if (facts.pay) {
    const penalty = outcome === 'completed' && facts.feedback?.late ? factors.late_feedback_penalty : 0;
    const percent = Math.max(0, split.payout - penalty);
    const amount = hourlyAmount(facts.pay.hourly, facts.duration, percent);
    if (amount > 0) {
      lines.push({
        kind: 'payout',
        amount,
        // A completed interview earns on its feedback; a no-show or a late cancellation takes none.
        held: outcome === 'completed' && facts.feedback === null,
        rule: {
          outcome,
          basis: 'hourly',
          rate: facts.pay.hourly,
          minutes: facts.duration,
          percent,
          penalty,
          level: facts.level,
          source: facts.pay.source,
        },
      });
    }
  }
  if (facts.billing) {
    const { rule, source } = facts.billing;
    const levelRate = facts.level === null ? undefined : rule.by_level[facts.level];
    const rate = levelRate ?? rule.amount;
    const percent = split.charge;
    const amount =
      rule.mode === 'hourly'
        ? hourlyAmount(rate, facts.duration, percent)
        : Math.round((rate * percent) / 100);
    if (amount > 0) {
      lines.push({
        kind: 'charge',
        amount,
        held: false,
        rule: {
          outcome,
          basis: rule.mode,
          rate,
          minutes: rule.mode === 'hourly' ? facts.duration : null,
          percent,
          penalty: 0,
          level: facts.level,
          source: levelRate === undefined ? source : source === 'client' ? 'client_level' : 'position_level',
        },
      });
    }
  }
  return lines;
}

/** A stored line as the ledger reads it back. */
export type StoredLine = {
  id: number;
  kind: LedgerKind;
  amount: number;
  held: boolean;
  rule: unknown;
  reversesId: number | null;
};

/** The lines still in force: neither a reversal nor reversed. */
export function activeLines<Line extends StoredLine>(lines: readonly Line[]): Line[] {
  const reversed = new Set(lines.flatMap((line) => (line.reversesId === null ? [] : [line.reversesId])));
  return lines.filter((line) => line.reversesId === null && !reversed.has(line.id));
}

/** JSON with sorted keys: jsonb gives an object's keys back in its own order. */
function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value !== null && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>).sort(([a], [b]) => (a < b ? -1 : 1));
    return `{${entries.map(([key, item]) => `${JSON.stringify(key)}:${canonical(item)}`).join(',')}}`;
  }
  return JSON.stringify(value);
}

const signature = (line: { kind: string; amount: number; held: boolean; rule: unknown }) =>
  canonical([line.kind, line.amount, line.held, line.rule]);

/**
 * What to write so that the lines in force become the expected ones: the lines to reverse (in force, no longer
 * expected) and the lines to add (expected, not in force). A line that stays the same is left alone.
 */
export function lineChanges<Line extends StoredLine>(
  active: readonly Line[],
  expected: readonly LineDraft[],
): { reverse: Line[]; add: LineDraft[] } {
  const wanted = new Map<string, LineDraft[]>();
  for (const line of expected) wanted.set(signature(line), [...(wanted.get(signature(line)) ?? []), line]);
  const reverse: Line[] = [];
  for (const line of active) {
    const same = wanted.get(signature(line));
    if (same?.length) same.pop();
    else reverse.push(line);
  }
  return { reverse, add: [...wanted.values()].flat() };
}
