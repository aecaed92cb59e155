CREATE TABLE "lead_notes" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "lead_notes_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"contact_submission_id" integer,
	"access_request_id" integer,
	"partnership_application_id" integer,
	"job_application_id" integer,
	"newsletter_subscriber_id" integer,
	"body" text NOT NULL,
	"author" text NOT NULL,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	CONSTRAINT "lead_notes_one_lead" CHECK (num_nonnulls("lead_notes"."contact_submission_id", "lead_notes"."access_request_id", "lead_notes"."partnership_application_id", "lead_notes"."job_application_id", "lead_notes"."newsletter_subscriber_id") = 1)
);
--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "value_dollars" integer;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "access_requests" ADD COLUMN "stage_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "value_dollars" integer;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "contact_submissions" ADD COLUMN "stage_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "value_dollars" integer;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "job_applications" ADD COLUMN "stage_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "value_dollars" integer;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "newsletter_subscribers" ADD COLUMN "stage_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "partnership_applications" ADD COLUMN "stage" text DEFAULT 'new' NOT NULL;--> statement-breakpoint
ALTER TABLE "partnership_applications" ADD COLUMN "value_dollars" integer;--> statement-breakpoint
ALTER TABLE "partnership_applications" ADD COLUMN "lost_reason" text;--> statement-breakpoint
ALTER TABLE "partnership_applications" ADD COLUMN "stage_changed_at" timestamp with time zone;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_contact_submission_id_contact_submissions_id_fk" FOREIGN KEY ("contact_submission_id") REFERENCES "public"."contact_submissions"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_access_request_id_access_requests_id_fk" FOREIGN KEY ("access_request_id") REFERENCES "public"."access_requests"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_partnership_application_id_partnership_applications_id_fk" FOREIGN KEY ("partnership_application_id") REFERENCES "public"."partnership_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_job_application_id_job_applications_id_fk" FOREIGN KEY ("job_application_id") REFERENCES "public"."job_applications"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
ALTER TABLE "lead_notes" ADD CONSTRAINT "lead_notes_newsletter_subscriber_id_newsletter_subscribers_id_fk" FOREIGN KEY ("newsletter_subscriber_id") REFERENCES "public"."newsletter_subscribers"("id") ON DELETE cascade ON UPDATE no action;--> statement-breakpoint
CREATE INDEX "lead_notes_contact_submission_idx" ON "lead_notes" USING btree ("contact_submission_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lead_notes_access_request_idx" ON "lead_notes" USING btree ("access_request_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lead_notes_partnership_application_idx" ON "lead_notes" USING btree ("partnership_application_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lead_notes_job_application_idx" ON "lead_notes" USING btree ("job_application_id","created_at","id");--> statement-breakpoint
CREATE INDEX "lead_notes_newsletter_subscriber_idx" ON "lead_notes" USING btree ("newsletter_subscriber_id","created_at","id");--> statement-breakpoint
CREATE INDEX "access_requests_stage_created_id_idx" ON "access_requests" USING btree ("stage","submitted_at","id");--> statement-breakpoint
CREATE INDEX "contact_submissions_stage_created_id_idx" ON "contact_submissions" USING btree ("stage","created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_stage_created_id_idx" ON "job_applications" USING btree ("stage","created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_stage_created_id_idx" ON "newsletter_subscribers" USING btree ("stage","created_at","id");--> statement-breakpoint
CREATE INDEX "partnership_applications_stage_created_id_idx" ON "partnership_applications" USING btree ("stage","created_at","id");