-- Concurrent submissions on PostgreSQL could store several feedbacks for one interview. Keep the first of each
-- interview; the later copies go to the audit log (recoverable) before they are removed, so the unique index
-- can be built on any existing database.
INSERT INTO "audit_log" ("action", "entity", "entity_id", "before")
SELECT 'feedback.delete_duplicate', 'feedback', f."id", to_jsonb(f)
FROM "feedbacks" f
WHERE EXISTS (SELECT 1 FROM "feedbacks" g WHERE g."interview_id" = f."interview_id" AND g."id" < f."id");--> statement-breakpoint
DELETE FROM "feedbacks" f
WHERE EXISTS (SELECT 1 FROM "feedbacks" g WHERE g."interview_id" = f."interview_id" AND g."id" < f."id");--> statement-breakpoint
DROP INDEX "feedbacks_interview_id_idx";--> statement-breakpoint
CREATE UNIQUE INDEX "feedbacks_interview_id_key" ON "feedbacks" USING btree ("interview_id");
