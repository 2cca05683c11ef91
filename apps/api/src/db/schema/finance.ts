import { type LineRule, ledgerKinds } from '@interview-hub/contracts/ledger';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { interviews } from './interviews';
import { clients, interviewers, jobs } from './records';
import { users } from './users';

/**
 * The ledger (issue 21): what each interview pays its interviewer (payout) and bills its client (charge), in the
 * currency's minor units. Append-only: a database trigger refuses UPDATE and DELETE; a correction is a reversing
 * line (`reverses_id`, the negated amount) plus a new one, each with who and why. A payout is held until its
 * interview's feedback: the feedback reverses the held line and adds one that is not, so a closed month's held
 * and paid sums never move.
 */
export const ledgerLines = pgTable(
  'ledger_lines',
  {
    id: serial('id').primaryKey(),
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'restrict' }),
    interviewerId: integer('interviewer_id')
      .notNull()
      .references(() => interviewers.id, { onDelete: 'restrict' }),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'restrict' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'restrict' }),
    /** 'YYYY-MM' of the agency's zone: the interview's month, or the open month a correction lands in. */
    period: text('period').notNull(),
    kind: text('kind', { enum: ledgerKinds }).notNull(),
    /** Minor units; negative on a reversal. */
    amount: integer('amount').notNull(),
    currency: text('currency').notNull(),
    /** A payout awaiting the interview's feedback; released by a reversal and a line that is not held. */
    held: boolean('held').notNull().default(false),
    rule: jsonb('rule').$type<LineRule>(),
    reversesId: integer('reverses_id'),
    reason: text('reason'),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('ledger_lines_interview_idx').on(t.interviewId, t.id),
    // A month's lines with every column the totals read (Finance and Analytics: charged, paid, held, interviews
    // per month, client or position): an index-only scan of the months instead of a page read per line.
    index('ledger_lines_period_totals_idx').on(
      t.period,
      t.kind,
      t.held,
      t.amount,
      t.interviewId,
      t.jobId,
      t.clientId,
    ),
    index('ledger_lines_interviewer_period_idx').on(t.interviewerId, t.period),
    index('ledger_lines_client_period_idx').on(t.clientId, t.period),
    // A line is reversed once at most.
    uniqueIndex('ledger_lines_reverses_key').on(t.reversesId),
    check('ledger_lines_kind', sql`${t.kind} in ('payout', 'charge')`),
  ],
);

/** A month is open until an admin closes it; nothing in a closed month changes. */
export const ledgerPeriods = pgTable('ledger_periods', {
  period: text('period').primaryKey(),
  closedAt: timestamp('closed_at', { withTimezone: true }).notNull().defaultNow(),
  closedBy: integer('closed_by').references(() => users.id, { onDelete: 'set null' }),
});
