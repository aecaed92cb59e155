ALTER TABLE "audit_log" ADD COLUMN "session_id" integer;--> statement-breakpoint
ALTER TABLE "audit_log" ADD COLUMN "code_id" integer;--> statement-breakpoint
ALTER TABLE "invitation_codes" ADD COLUMN "last_used_at" timestamp with time zone;