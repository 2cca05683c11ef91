ALTER TABLE "interview_events" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "interview_events" ADD COLUMN "reason_code" text;--> statement-breakpoint
ALTER TABLE "interview_events" ADD COLUMN "late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "cancelled_by" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "cancel_reason" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "outcome_note" text;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "outcome_late" boolean DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE "interviews" ADD COLUMN "feedback_due_at" timestamp with time zone;--> statement-breakpoint
-- Outcomes replace the three statuses (issue 19): an existing cancellation becomes the agency's, reason unknown,
-- and every interview gets the feedback deadline it would have had under the default window (24 h after its end).
UPDATE "interview_events" SET "cancelled_by" = 'agency', "reason_code" = 'unknown' WHERE "kind" = 'cancelled';--> statement-breakpoint
UPDATE "interviews" SET "cancelled_by" = 'agency', "cancel_reason" = 'unknown' WHERE "status" = 'cancelled';--> statement-breakpoint
UPDATE "interviews" SET "feedback_due_at" = "date" + ("duration" + 24 * 60) * interval '1 minute';--> statement-breakpoint
CREATE INDEX "interviews_feedback_due_idx" ON "interviews" USING btree ("feedback_due_at") WHERE "interviews"."status" in ('scheduled', 'completed');
