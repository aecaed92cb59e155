ALTER TABLE "passkey_challenges" ADD COLUMN "purpose" text DEFAULT 'add' NOT NULL;--> statement-breakpoint
ALTER TABLE "verified_sessions" ADD COLUMN "reauthenticated_at" timestamp with time zone;