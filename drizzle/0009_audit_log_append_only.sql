-- The audit log is append-only for the application (decision 0026). A row is added and never
-- changed; it may be deleted only once the privacy policy's period for audit logs is over (one
-- year of 365 days: src/content/retention.ts, checked by tests/unit/audit-trigger.test.ts), which
-- is all the daily retention pass deletes. An intruder holding the application's database
-- account can therefore neither rewrite nor erase the trail of the last year.
CREATE OR REPLACE FUNCTION audit_log_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'DELETE' THEN
    IF OLD.created_at < now() - interval '365 days' THEN
      RETURN OLD;
    END IF;
  END IF;
  RAISE EXCEPTION 'audit_log is append-only: % refused', TG_OP USING ERRCODE = 'insufficient_privilege';
END
$$;
--> statement-breakpoint
CREATE TRIGGER audit_log_append_only BEFORE UPDATE OR DELETE ON audit_log FOR EACH ROW EXECUTE FUNCTION audit_log_append_only();
--> statement-breakpoint
CREATE TRIGGER audit_log_no_truncate BEFORE TRUNCATE ON audit_log FOR EACH STATEMENT EXECUTE FUNCTION audit_log_append_only();
