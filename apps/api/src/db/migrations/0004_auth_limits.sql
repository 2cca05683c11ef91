DROP INDEX "login_attempts_email_idx";--> statement-breakpoint
DROP INDEX "login_attempts_ip_idx";--> statement-breakpoint
ALTER TABLE "login_attempts" ALTER COLUMN "email" DROP NOT NULL;--> statement-breakpoint
ALTER TABLE "login_attempts" ADD COLUMN "kind" text DEFAULT 'password' NOT NULL;--> statement-breakpoint
CREATE INDEX "login_attempts_kind_email_idx" ON "login_attempts" USING btree ("kind",lower("email"),"created_at");--> statement-breakpoint
CREATE INDEX "login_attempts_kind_ip_idx" ON "login_attempts" USING btree ("kind","ip","created_at");