import type { BillingRule, LevelAmounts } from '@interview-hub/contracts/money';
import { sql } from 'drizzle-orm';
import {
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { templates } from './templates';

/**
 * A stored, folded copy of the text a list's search matches (lower case, no accents: `search_fold`, migration
 * 0006), kept by PostgreSQL on every write. Searching it costs a scan of short strings (or a trigram index on
 * PostgreSQL) instead of folding every row at each search. Lines separate the fields, so a search never matches
 * across two of them.
 */
const searchText = (expression: ReturnType<typeof sql>) =>
  text('search_text').notNull().generatedAlwaysAs(expression);

const timestamps = {
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
};

export const clients = pgTable(
  'clients',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    website: text('website'),
    manatalId: integer('manatal_id'),
    /** What the client is billed per interview (issue 21), checked by `billingRuleSchema`; null: not set. */
    billing: jsonb('billing').$type<BillingRule>(),
    searchText: searchText(sql`search_fold(name)`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('clients_manatal_id_key').on(t.manatalId),
    index('clients_name_idx').on(t.name, t.id),
    index('clients_website_idx').on(t.website, t.id),
  ],
);

export const positionStatuses = ['active', 'filled', 'cancelled', 'paused'] as const;

export const jobs = pgTable(
  'jobs',
  {
    id: serial('id').primaryKey(),
    title: text('title').notNull(),
    status: text('status').notNull().default('active'),
    clientId: integer('client_id').references(() => clients.id, { onDelete: 'set null' }),
    technologies: text('technologies').array().notNull().default([]),
    templateId: integer('template_id').references(() => templates.id, { onDelete: 'set null' }),
    noteForInterviewers: text('note_for_interviewers'),
    internalNotes: text('internal_notes'),
    feedbackTemplateLink: text('feedback_template_link'),
    postingLink: text('posting_link'),
    manatalId: integer('manatal_id'),
    /** junior … staff (`positionLevels`): picks the level rates; null: none. */
    level: text('level'),
    /** The position's own billing rule over its client's; null: the client's. */
    billing: jsonb('billing').$type<BillingRule>(),
    /** The title only: the client's name is searched in `clients.search_text`. */
    searchText: searchText(sql`search_fold(title)`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('jobs_manatal_id_key').on(t.manatalId),
    index('jobs_title_idx').on(t.title, t.id),
    index('jobs_status_title_idx').on(t.status, t.title, t.id),
    index('jobs_client_id_idx').on(t.clientId, t.title),
    index('jobs_template_id_idx').on(t.templateId),
  ],
);

export const candidates = pgTable(
  'candidates',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email'),
    phone: text('phone'),
    location: text('location'),
    title: text('title'),
    experience: integer('experience'),
    notes: text('notes'),
    manatalId: integer('manatal_id'),
    searchText: searchText(sql`search_fold(name) || chr(10) || coalesce(search_fold(email), '')`),
    ...timestamps,
  },
  (t) => [
    uniqueIndex('candidates_manatal_id_key').on(t.manatalId),
    index('candidates_name_idx').on(t.name, t.id),
    index('candidates_email_idx').on(t.email, t.id),
    index('candidates_location_idx').on(t.location, t.id),
  ],
);

export const interviewers = pgTable(
  'interviewers',
  {
    id: serial('id').primaryKey(),
    name: text('name').notNull(),
    email: text('email').notNull(),
    phone: text('phone'),
    telegram: text('telegram'),
    telegramChatId: text('telegram_chat_id'),
    // Null when unset (the spec's "empty becomes unset"); a new interviewer starts at 0.
    price: numeric('price', { precision: 10, scale: 2, mode: 'number' }).default(0),
    rating: numeric('rating', { precision: 3, scale: 2, mode: 'number' }),
    feedbackFolderId: text('feedback_folder_id'),
    notes: text('notes'),
    techStack: text('tech_stack').array().notNull().default([]),
    timezone: text('timezone'),
    /** Hourly pay per position level in minor units (issue 21), over the price; `{}` when none. */
    levelRates: jsonb('level_rates').$type<LevelAmounts>().notNull().default({}),
    searchText: searchText(
      sql`search_fold(name) || chr(10) || search_fold(email) || chr(10) || search_fold(tech_stack)`,
    ),
    ...timestamps,
  },
  (t) => [
    // E-mails are unique whatever their case: an interviewer user is matched to their record by e-mail.
    uniqueIndex('interviewers_email_key').on(sql`lower(${t.email})`),
    index('interviewers_name_idx').on(t.name, t.id),
    index('interviewers_price_idx').on(t.price, t.id),
    index('interviewers_rating_idx').on(t.rating, t.id),
  ],
);

/**
 * When an interviewer can take interviews (issue 20): weekly ranges in their own zone (`interviewers.timezone`),
 * days off, notice, buffer and caps. No row: they have not set it yet.
 */
export const interviewerAvailability = pgTable('interviewer_availability', {
  interviewerId: integer('interviewer_id')
    .primaryKey()
    .references(() => interviewers.id, { onDelete: 'cascade' }),
  /** [{ weekday: 1–7 (ISO), ranges: [{ start: 'HH:MM', end: 'HH:MM' }] }], checked by `availabilitySchema`. */
  weekly: jsonb('weekly').$type<{ weekday: number; ranges: { start: string; end: string }[] }[]>().notNull(),
  /** [{ from: 'YYYY-MM-DD', to: 'YYYY-MM-DD' }], whole days in their zone. */
  timeOff: jsonb('time_off').$type<{ from: string; to: string }[]>().notNull(),
  noticeHours: integer('notice_hours').notNull().default(12),
  bufferMinutes: integer('buffer_minutes').notNull().default(15),
  maxPerDay: integer('max_per_day'),
  maxPerWeek: integer('max_per_week'),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
