CREATE TABLE "ledger_lines" (
	"id" serial PRIMARY KEY NOT NULL,
	"interview_id" integer NOT NULL,
	"interviewer_id" integer NOT NULL,
	"client_id" integer,
	"job_id" integer NOT NULL,
	"period" text NOT NULL,
	"kind" text NOT NULL,
	"amount" integer NOT NULL,
	"currency" text NOT NULL,
	"held" boolean DEFAULT false NOT NULL,
	"rule" jsonb,
	"reverses_id" integer,
	"reason" text,
	"actor_id" integer,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "ledger_lines_kind" CHECK ("ledger_lines"."kind" in ('payout', 'charge'))
);
--> statement-breakpoint
CREATE TABLE "ledger_periods" (
	"period" text PRIMARY KEY NOT NULL,
	"closed_at" timestamp with time zone DEFAULT now() NOT NULL,
	"closed_by" integer
);
--> statement-breakpoint
ALTER TABLE "clients" ADD COLUMN "billing" jsonb;--> statement-breakpoint
ALTER TABLE "interviewers" ADD COLUMN "level_rates" jsonb DEFAULT '{}'::jsonb NOT NULL;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "level" text;--> statement-breakpoint
ALTER TABLE "jobs" ADD COLUMN "billing" jsonb;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_interviewer_id_interviewers_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."interviewers"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_client_id_clients_id_fk" FOREIGN KEY ("client_id") REFERENCES "public"."clients"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_job_id_jobs_id_fk" FOREIGN KEY ("job_id") REFERENCES "public"."jobs"("id") ON DELETE restrict ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_lines" ADD CONSTRAINT "ledger_lines_actor_id_users_id_fk" FOREIGN KEY ("actor_id") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "ledger_periods" ADD CONSTRAINT "ledger_periods_closed_by_users_id_fk" FOREIGN KEY ("closed_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "ledger_lines_interview_idx" ON "ledger_lines" USING btree ("interview_id","id");--> statement-breakpoint
CREATE INDEX "ledger_lines_period_idx" ON "ledger_lines" USING btree ("period","kind");--> statement-breakpoint
CREATE INDEX "ledger_lines_interviewer_period_idx" ON "ledger_lines" USING btree ("interviewer_id","period");--> statement-breakpoint
CREATE INDEX "ledger_lines_client_period_idx" ON "ledger_lines" USING btree ("client_id","period");--> statement-breakpoint
CREATE UNIQUE INDEX "ledger_lines_reverses_key" ON "ledger_lines" USING btree ("reverses_id");--> statement-breakpoint
CREATE FUNCTION "ledger_lines_append_only"() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  -- A user's deletion clears actor_id (ON DELETE SET NULL); nothing else of a line ever changes.
  IF TG_OP = 'UPDATE' AND (to_jsonb(NEW) - 'actor_id') = (to_jsonb(OLD) - 'actor_id') THEN
    RETURN NEW;
  END IF;
  RAISE EXCEPTION 'Ledger lines are never changed or deleted: post a reversing line instead'
    USING ERRCODE = 'restrict_violation';
END
$$;--> statement-breakpoint
CREATE TRIGGER "ledger_lines_append_only" BEFORE UPDATE OR DELETE ON "ledger_lines"
  FOR EACH ROW EXECUTE FUNCTION "ledger_lines_append_only"();
