CREATE TABLE "page_views" (
	"day" text NOT NULL,
	"path" text NOT NULL,
	"channel" text NOT NULL,
	"views" integer NOT NULL,
	CONSTRAINT "page_views_day_path_channel_pk" PRIMARY KEY("day","path","channel")
);
--> statement-breakpoint
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