DROP INDEX "access_requests_search_idx";--> statement-breakpoint
DROP INDEX "contact_submissions_search_idx";--> statement-breakpoint
DROP INDEX "job_applications_search_idx";--> statement-breakpoint
DROP INDEX "partnership_applications_search_idx";--> statement-breakpoint
CREATE INDEX "access_requests_search_idx" ON "access_requests" USING gin (("name" || ' ' || "email" || ' ' || "business_description") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "contact_submissions_search_idx" ON "contact_submissions" USING gin (("name" || ' ' || "email" || ' ' || "message") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "job_applications_search_idx" ON "job_applications" USING gin (("name" || ' ' || "email" || ' ' || "cover_note") gin_trgm_ops);--> statement-breakpoint
CREATE INDEX "partnership_applications_search_idx" ON "partnership_applications" USING gin (("business_name" || ' ' || "name" || ' ' || "email" || ' ' || "description") gin_trgm_ops);--> statement-breakpoint
ALTER TABLE "contact_submissions" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "job_applications" DROP COLUMN "status";--> statement-breakpoint
ALTER TABLE "partnership_applications" DROP COLUMN "status";