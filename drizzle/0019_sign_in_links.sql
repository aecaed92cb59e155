CREATE TABLE "sign_in_links" (
	"id" integer PRIMARY KEY GENERATED ALWAYS AS IDENTITY (sequence name "sign_in_links_id_seq" INCREMENT BY 1 MINVALUE 1 MAXVALUE 2147483647 START WITH 1 CACHE 1),
	"token_hash" text NOT NULL,
	"email" text NOT NULL,
	"invitation_code_id" integer NOT NULL,
	"return_to" text DEFAULT '/' NOT NULL,
	"ip" text,
	"created_at" timestamp with time zone DEFAULT now() NOT NULL,
	"expires_at" timestamp with time zone NOT NULL,
	"used_at" timestamp with time zone
);
--> statement-breakpoint
ALTER TABLE "sign_in_links" ADD CONSTRAINT "sign_in_links_invitation_code_id_invitation_codes_id_fk" FOREIGN KEY ("invitation_code_id") REFERENCES "public"."invitation_codes"("id") ON DELETE no action ON UPDATE no action;--> statement-breakpoint
CREATE UNIQUE INDEX "sign_in_links_token_hash_idx" ON "sign_in_links" USING btree ("token_hash");--> statement-breakpoint
CREATE INDEX "sign_in_links_expires_idx" ON "sign_in_links" USING btree ("expires_at");