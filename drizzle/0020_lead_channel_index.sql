CREATE INDEX "access_requests_channel_created_id_idx" ON "access_requests" USING btree ("channel","submitted_at","id");--> statement-breakpoint
CREATE INDEX "contact_submissions_channel_created_id_idx" ON "contact_submissions" USING btree ("channel","created_at","id");--> statement-breakpoint
CREATE INDEX "job_applications_channel_created_id_idx" ON "job_applications" USING btree ("channel","created_at","id");--> statement-breakpoint
CREATE INDEX "newsletter_subscribers_channel_created_id_idx" ON "newsletter_subscribers" USING btree ("channel","created_at","id");--> statement-breakpoint
CREATE INDEX "partnership_applications_channel_created_id_idx" ON "partnership_applications" USING btree ("channel","created_at","id");