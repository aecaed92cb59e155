-- Trigram indexes (the console's searches: ILIKE '%…%' on names and e-mails, the audit log's
-- actor) need pg_trgm: trusted since PostgreSQL 13, so the database's owner creates it; the
-- embedded database loads it at every opening (src/server/db/embedded.ts).
CREATE EXTENSION IF NOT EXISTS pg_trgm;--> statement-breakpoint
DROP INDEX "access_requests_submitted_idx";--> statement-breakpoint
DROP INDEX "audit_log_created_idx";--> statement-breakpoint
DROP INDEX "audit_log_action_idx";--> statement-breakpoint
DROP INDEX "contact_submissions_created_idx";--> statement-breakpoint
CREATE INDEX "access_requests_submitted_id_idx" ON "access_requests" USING btree ("submitted_at","id");--> statement-breakpoint
CREATE INDEX "access_requests_search_idx" ON "access_requests" USING gin (("name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "audit_log_created_id_idx" ON "audit_log" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_action_created_id_idx" ON "audit_log" USING btree ("action","created_at","id");--> statement-breakpoint
CREATE INDEX "audit_log_actor_search_idx" ON "audit_log" USING gin (("actor") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "blog_posts_public_order_idx" ON "blog_posts" USING btree ("published_date","id") WHERE "blog_posts"."published";--> statement-breakpoint
CREATE INDEX "blog_posts_category_order_idx" ON "blog_posts" USING btree ("category","published_date","id") WHERE "blog_posts"."published";--> statement-breakpoint
CREATE INDEX "contact_submissions_created_id_idx" ON "contact_submissions" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "contact_submissions_search_idx" ON "contact_submissions" USING gin (("name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_applications_created_id_idx" ON "job_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_search_idx" ON "job_applications" USING gin (("name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_created_id_idx" ON "newsletter_subscribers" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_search_idx" ON "newsletter_subscribers" USING gin (("email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partnership_applications_created_id_idx" ON "partnership_applications" USING btree ("created_at","id");--> statement-breakpoint
CREATE INDEX "partnership_applications_search_idx" ON "partnership_applications" USING gin (("business_name" || ' ' || "name" || ' ' || "email") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "verified_sessions_live_idx" ON "verified_sessions" USING btree ("expires_at") WHERE "verified_sessions"."revoked_at" is null;
