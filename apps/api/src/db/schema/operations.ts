import { sql } from 'drizzle-orm';
import {
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
import { feedbacks } from './interviews';
import { users } from './users';

export const syncKinds = ['candidates', 'clients', 'jobs', 'candidate_import'] as const;
export const syncStatuses = ['running', 'succeeded', 'failed'] as const;

export const syncRuns = pgTable(
  'sync_runs',
  {
    id: serial('id').primaryKey(),
    kind: text('kind', { enum: syncKinds }).notNull(),
    startedAt: timestamp('started_at', { withTimezone: true }).notNull().defaultNow(),
    finishedAt: timestamp('finished_at', { withTimezone: true }),
    status: text('status', { enum: syncStatuses }).notNull().default('running'),
    created: integer('created').notNull().default(0),
    updated: integer('updated').notNull().default(0),
    failed: integer('failed').notNull().default(0),
    error: text('error'),
  },
  (t) => [
    index('sync_runs_kind_started_idx').on(t.kind, t.startedAt),
    // At most one run of a kind at a time, across every instance.
    uniqueIndex('sync_runs_one_running_per_kind').on(t.kind).where(sql`status = 'running'`),
  ],
);

export const emailStatuses = ['pending', 'sent', 'failed'] as const;

export const outboundEmails = pgTable(
  'outbound_emails',
  {
    id: serial('id').primaryKey(),
    to: text('to').notNull(),
    subject: text('subject').notNull(),
    text: text('text').notNull(),
    html: text('html'),
    /** Attachments such as calendar invites: [{ filename, contentType, content }]. */
    attachments: jsonb('attachments').$type<{ filename: string; contentType: string; content: string }[]>(),
    status: text('status', { enum: emailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbound_emails_status_idx').on(t.status, t.createdAt)],
);

export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    action: text('action').notNull(),
    entity: text('entity').notNull(),
    entityId: integer('entity_id'),
    before: jsonb('before'),
    after: jsonb('after'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('audit_log_entity_idx').on(t.entity, t.entityId),
    index('audit_log_created_at_idx').on(t.createdAt),
  ],
);

/** Telegram messages to interviewers, written with the change that causes them and sent by a job. */
export const outboundTelegramMessages = pgTable(
  'outbound_telegram_messages',
  {
    id: serial('id').primaryKey(),
    chatId: text('chat_id').notNull(),
    text: text('text').notNull(),
    status: text('status', { enum: emailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    sentAt: timestamp('sent_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('outbound_telegram_status_idx').on(t.status, t.createdAt)],
);

/**
 * Feedback PDFs to put in the interviewer's Google Drive folder: written in the transaction that stores the
 * feedback (so a crash cannot lose one), then uploaded by a job; a sweep re-queues any whose job was lost.
 */
export const feedbackDriveUploads = pgTable(
  'feedback_drive_uploads',
  {
    id: serial('id').primaryKey(),
    feedbackId: integer('feedback_id')
      .notNull()
      .references(() => feedbacks.id, { onDelete: 'cascade' }),
    status: text('status', { enum: emailStatuses }).notNull().default('pending'),
    attempts: integer('attempts').notNull().default(0),
    lastError: text('last_error'),
    fileId: text('file_id'),
    uploadedAt: timestamp('uploaded_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('feedback_drive_uploads_feedback_idx').on(t.feedbackId),
    index('feedback_drive_uploads_status_idx').on(t.status, t.createdAt),
  ],
);

/**
 * The agency's settings: one row (id 1) holding the settings document, validated by `agencySettingsSchema` in the
 * contracts when it is read and when it is written. Missing keys read as their defaults, so a setting added later
 * needs no migration. No row means every setting is at its default.
 */
export const agencySettings = pgTable(
  'agency_settings',
  {
    id: integer('id').primaryKey().default(1),
    settings: jsonb('settings').$type<Record<string, unknown>>().notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
    updatedBy: integer('updated_by').references(() => users.id, { onDelete: 'set null' }),
  },
  (t) => [check('agency_settings_one_row', sql`${t.id} = 1`)],
);
