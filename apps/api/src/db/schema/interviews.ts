import { clientDecisions, decisionParties } from '@interview-hub/contracts/client-decisions';
import {
  cancellingParties,
  cancelReasons,
  interviewEventKinds,
  interviewStatuses,
} from '@interview-hub/contracts/interviews';
import { sql } from 'drizzle-orm';
import {
  boolean,
  date,
  index,
  integer,
  numeric,
  pgTable,
  serial,
  text,
  timestamp,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import { candidates, interviewers, jobs } from './records';
import { templates } from './templates';
import { users } from './users';

export const interviews = pgTable(
  'interviews',
  {
    id: serial('id').primaryKey(),
    status: text('status', { enum: interviewStatuses }).notNull().default('scheduled'),
    date: timestamp('date', { withTimezone: true }).notNull(),
    duration: integer('duration').notNull().default(60),
    rescheduleCount: integer('reschedule_count').notNull().default(0),
    callLink: text('call_link'),
    feedbackFormLink: text('feedback_form_link'),
    recruiterNotes: text('recruiter_notes'),
    candidateId: integer('candidate_id')
      .notNull()
      .references(() => candidates.id, { onDelete: 'restrict' }),
    interviewerId: integer('interviewer_id')
      .notNull()
      .references(() => interviewers.id, { onDelete: 'restrict' }),
    jobId: integer('job_id')
      .notNull()
      .references(() => jobs.id, { onDelete: 'restrict' }),
    recruiterId: integer('recruiter_id').references(() => users.id, { onDelete: 'set null' }),
    templateId: integer('template_id').references(() => templates.id, { onDelete: 'set null' }),
    /** A cancellation's party, listed reason and note (the note also serves a no-show); late: inside the window. */
    cancelledBy: text('cancelled_by', { enum: cancellingParties }),
    cancelReason: text('cancel_reason', { enum: cancelReasons }),
    outcomeNote: text('outcome_note'),
    outcomeLate: boolean('outcome_late').notNull().default(false),
    /** The end plus the agency's feedback window when booked or moved (migration 0010 gave older rows 24 h). */
    feedbackDueAt: timestamp('feedback_due_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interviews_date_idx').on(t.date, t.id),
    // Analytics' weeks (throughput and load) count a range's interviews by status, position and interviewer from
    // the index alone (plans checked on the scale-1 data: bench/RESULTS.md, "Insight").
    index('interviews_date_outcome_idx').on(t.date, t.status, t.jobId, t.interviewerId),
    index('interviews_status_date_idx').on(t.status, t.date),
    index('interviews_interviewer_date_idx').on(t.interviewerId, t.date),
    index('interviews_candidate_date_idx').on(t.candidateId, t.date),
    index('interviews_job_date_idx').on(t.jobId, t.date),
    index('interviews_duration_idx').on(t.duration, t.id),
    index('interviews_reschedule_count_idx').on(t.rescheduleCount, t.id),
    // The overdue list and the sidebar's count read only interviews that still expect feedback.
    index('interviews_feedback_due_idx')
      .on(t.feedbackDueAt)
      .where(sql`${t.status} in ('scheduled', 'completed')`),
    // The summary strip's "without template": without it the count read all 100,000 rows of the bench data.
    index('interviews_scheduled_without_template_idx')
      .on(t.id)
      .where(sql`${t.status} = 'scheduled' and ${t.templateId} is null`),
  ],
);

export const interviewEvents = pgTable(
  'interview_events',
  {
    id: serial('id').primaryKey(),
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: interviewEventKinds }).notNull(),
    actorId: integer('actor_id').references(() => users.id, { onDelete: 'set null' }),
    fromDate: timestamp('from_date', { withTimezone: true }),
    toDate: timestamp('to_date', { withTimezone: true }),
    fromDuration: integer('from_duration'),
    toDuration: integer('to_duration'),
    reason: text('reason'),
    cancelledBy: text('cancelled_by', { enum: cancellingParties }),
    reasonCode: text('reason_code', { enum: cancelReasons }),
    late: boolean('late').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    index('interview_events_interview_id_idx').on(t.interviewId, t.createdAt),
    // Analytics' reschedules of a range, without reading the rest of every interview's history.
    index('interview_events_rescheduled_idx').on(t.createdAt).where(sql`${t.kind} = 'rescheduled'`),
  ],
);

export const feedbacks = pgTable(
  'feedbacks',
  {
    id: serial('id').primaryKey(),
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    authorId: integer('author_id').references(() => users.id, { onDelete: 'set null' }),
    feedbackType: text('feedback_type').notNull().default('by_knowledge_area'),
    feedbackText: text('feedback_text').notNull(),
    rating: numeric('rating', { precision: 3, scale: 1, mode: 'number' }),
    overallRecommendation: text('overall_recommendation'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One feedback per interview: concurrent submissions cannot both be stored (PostgreSQL stored several).
    uniqueIndex('feedbacks_interview_id_key').on(t.interviewId),
    index('feedbacks_author_id_idx').on(t.authorId),
    index('feedbacks_created_at_idx').on(sql`${t.createdAt} desc`, t.id),
  ],
);

/**
 * The client's decision on the candidate for the interview's position (issue 22): one per interview, replaced
 * when it changes (the interview's history keeps each change). Who recorded it, and whether the agency or the
 * client did.
 */
export const clientDecisionsTable = pgTable(
  'client_decisions',
  {
    interviewId: integer('interview_id')
      .primaryKey()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    decision: text('decision', { enum: clientDecisions }).notNull(),
    decidedOn: date('decided_on', { mode: 'string' }).notNull(),
    comment: text('comment'),
    recordedBy: integer('recorded_by').references(() => users.id, { onDelete: 'set null' }),
    recordedByParty: text('recorded_by_party', { enum: decisionParties }).notNull().default('agency'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [index('client_decisions_decided_on_idx').on(t.decidedOn)],
);

/** The reminders and alerts of an interview (issue 19). */
export const interviewNotificationKinds = [
  'interviewer_before',
  'candidate_before',
  'feedback_reminder',
  'feedback_overdue',
  'feedback_escalation',
] as const;

/**
 * Every reminder or alert that came due, once: sent, or dropped as no longer meaningful. The key (interview ×
 * kind × due time) is what makes a restart or a second instance unable to send one twice; a reschedule moves the
 * due times, so the new ones are new keys.
 */
export const interviewNotifications = pgTable(
  'interview_notifications',
  {
    id: serial('id').primaryKey(),
    interviewId: integer('interview_id')
      .notNull()
      .references(() => interviews.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: interviewNotificationKinds }).notNull(),
    dueAt: timestamp('due_at', { withTimezone: true }).notNull(),
    outcome: text('outcome', { enum: ['sent', 'dropped'] }).notNull(),
    /** Why it was dropped (a later reminder of the same kind was due too; the moment had passed). */
    reason: text('reason'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('interview_notifications_key').on(t.interviewId, t.kind, t.dueAt)],
);
