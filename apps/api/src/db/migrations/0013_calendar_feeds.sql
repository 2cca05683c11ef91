CREATE TABLE "calendar_busy" (
	"interviewer_id" integer NOT NULL,
	"starts_at" timestamp with time zone NOT NULL,
	"ends_at" timestamp with time zone NOT NULL,
	CONSTRAINT "calendar_busy_interviewer_id_starts_at_pk" PRIMARY KEY("interviewer_id","starts_at"),
	CONSTRAINT "calendar_busy_ends_after_start" CHECK ("calendar_busy"."ends_at" > "calendar_busy"."starts_at")
);
--> statement-breakpoint
CREATE TABLE "calendar_feeds" (
	"interviewer_id" integer PRIMARY KEY NOT NULL,
	"address_sealed" text NOT NULL,
	"address_hint" text NOT NULL,
	"last_attempt_at" timestamp with time zone,
	"last_success_at" timestamp with time zone,
	"last_error" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"updated_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "calendar_busy" ADD CONSTRAINT "calendar_busy_interviewer_id_calendar_feeds_interviewer_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."calendar_feeds"("interviewer_id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "calendar_feeds" ADD CONSTRAINT "calendar_feeds_interviewer_id_interviewers_id_fk" FOREIGN KEY ("interviewer_id") REFERENCES "public"."interviewers"("id") ON DELETE cascade ON UPDATE no action;