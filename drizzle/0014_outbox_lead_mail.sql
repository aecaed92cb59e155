ALTER TABLE "access_requests" ADD COLUMN "delivered_mail" jsonb;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "delivered_mail" jsonb;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "delivered_mail" jsonb;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "delivered_mail" jsonb;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lead_table" text;--> statement-breakpoint
ALTER TABLE "outbox" ADD COLUMN "lead_id" integer;--> statement-breakpoint
ALTER TABLE "partnership_applications" ADD COLUMN "delivered_mail" jsonb;--> statement-breakpoint
CREATE INDEX "outbox_lead_idx" ON "outbox" USING btree ("lead_table","lead_id");