CREATE TABLE "interviewer_availability" (
	"interviewer_id" integer PRIMARY KEY NOT NULL,
	"weekly" jsonb NOT NULL,
	"time_off" jsonb NOT NULL,
	"notice_hours" integer DEFAULT 12 NOT NULL,
	"buffer_minutes" integer DEFAULT 15 NOT NULL,
	"max_per_day" integer,
	"max_per_week" integer,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "interviewer_availability" ADD CONSTRAINT "interviewer_availability_interviewer_id_interviewers_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."interviewers"("id") ON DELETE cascade ON UPDATE no action;