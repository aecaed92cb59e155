-- Approval e-mails queued before the sensitive flag existed carry invitation codes too: flag them,
-- and blank those already sent, as the mail worker now does when it sends one.
UPDATE "outbox" SET "sensitive" = true WHERE "kind" = 'access-approved';--> statement-breakpoint
UPDATE "outbox" SET "text_body" = '', "html_body" = NULL WHERE "sensitive" AND "sent_at" IS NOT NULL;
