DROP INDEX "ledger_lines_period_idx";--> statement-breakpoint
CREATE INDEX "ledger_lines_period_totals_idx" ON "ledger_lines" USING btree ("period","kind","held","amount","interview_id","job_id","client_id");--> statement-breakpoint
CREATE INDEX "interview_events_rescheduled_idx" ON "interview_events" USING btree ("created_at") WHERE "interview_events"."kind" = 'rescheduled';--> statement-breakpoint
CREATE INDEX "interviews_date_outcome_idx" ON "interviews" USING btree ("date","status","job_id","interviewer_id");