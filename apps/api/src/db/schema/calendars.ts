import { sql } from 'drizzle-orm';
import { check, integer, pgTable, primaryKey, text, timestamp } from 'drizzle-orm/pg-core';
import { interviewers } from './records';

/**
 * An interviewer's own calendar feed (issue 20, decision 024): the secret iCal address, sealed with AES-256-GCM
 * (`lib/secret-box.ts`), a hint that tells which calendar it is without the secret, and how the last fetches went.
 * `last_error` is cleared by a good fetch, so it is set exactly when the last attempt failed.
 */
export const calendarFeeds = pgTable('calendar_feeds', {
  interviewerId: integer('interviewer_id')
    .primaryKey()
    .references(() => interviewers.id, { onDelete: 'cascade' }),
  addressSealed: text('address_sealed').notNull(),
  addressHint: text('address_hint').notNull(),
  lastAttemptAt: timestamp('last_attempt_at', { withTimezone: true }),
  lastSuccessAt: timestamp('last_success_at', { withTimezone: true }),
  lastError: text('last_error'),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/**
 * The busy times of an interviewer's own calendar, merged (no two overlap), from a week back to 60 days ahead:
 * times only, never a title, attendee or description. Replaced whole by each good fetch; kept when one fails.
 */
export const calendarBusy = pgTable(
  'calendar_busy',
  {
    interviewerId: integer('interviewer_id')
      .notNull()
      .references(() => calendarFeeds.interviewerId, { onDelete: 'cascade' }),
    startsAt: timestamp('starts_at', { withTimezone: true }).notNull(),
    endsAt: timestamp('ends_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    primaryKey({ columns: [table.interviewerId, table.startsAt] }),
    check('calendar_busy_ends_after_start', sql`${table.endsAt} > ${table.startsAt}`),
  ],
);
