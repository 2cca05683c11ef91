CREATE TABLE "client_decisions" (
	"interview_id" integer PRIMARY KEY NOT NULL,
	"decision" text NOT NULL,
	"decided_on" date NOT NULL,
	"comment" text,
	"recorded_by" integer,
	"recorded_by_party" text DEFAULT 'agency' NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "client_decisions" ADD CONSTRAINT "client_decisions_interview_id_interviews_id_fk" FOREIGN KEY ("interview_id") REFERENCES "public"."interviews"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "client_decisions" ADD CONSTRAINT "client_decisions_recorded_by_users_id_fk" FOREIGN KEY ("recorded_by") REFERENCES "public"."users"("id") ON DELETE set null ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "client_decisions_decided_on_idx" ON "client_decisions" USING btree ("decided_on");