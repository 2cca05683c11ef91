CREATE TABLE "feedback_drive_uploads" (
	"id" serial PRIMARY KEY NOT NULL,
	"feedback_id" integer NOT NULL,
	"status" text DEFAULT 'pending' NOT NULL,
	"attempts" integer DEFAULT 0 NOT NULL,
	"last_error" text,
	"file_id" text,
	"uploaded_at" timestamp with time zone,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL
);
--> statement-breakpoint
ALTER TABLE "feedback_drive_uploads" ADD CONSTRAINT "feedback_drive_uploads_feedback_id_feedbacks_id_fk" FOREIGN KEY ("feedback_id") REFERENCES "public"."feedbacks"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "feedback_drive_uploads_feedback_idx" ON "feedback_drive_uploads" USING btree ("feedback_id");--> statement-breakpoint
CREATE INDEX "feedback_drive_uploads_status_idx" ON "feedback_drive_uploads" USING btree ("status","created_at");