ALTER TABLE "access_requests" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "channel" text;--> statement-breakpoint
ALTER TABLE "partnership_applications" ADD COLUMN "attribution" jsonb;--> statement-breakpoint
ALTER TABLE "partnership_applications" ADD COLUMN "channel" text;