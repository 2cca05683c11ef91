DROP INDEX "interviewers_email_key";--> statement-breakpoint
CREATE UNIQUE INDEX "interviewers_email_key" ON "interviewers" USING btree (lower("email"));