CREATE TABLE "list_counts" (
	"list" text NOT NULL,
	"key" text NOT NULL,
	"n" integer DEFAULT 0 NOT NULL,
	CONSTRAINT "list_counts_list_key_pk" PRIMARY KEY("list","key")
);--> statement-breakpoint
-- Kept on write, so no page counts a table (the console's overview and inboxes, the blog's pages
-- and category counts). Statement triggers with transition tables: a statement that writes many
-- rows (a fill, the retention pass) updates each counter once. Counters are taken in key order,
-- so two writers never wait on each other's in turn.
CREATE FUNCTION list_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  -- TG_ARGV[0]: the column counted by; TG_ARGV[1], when given: the boolean column a row must have set to count.
  kept text := CASE WHEN TG_NARGS > 1 THEN quote_ident(TG_ARGV[1]) ELSE 'true' END;
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %I AS key, 1 AS d FROM new_rows WHERE %s', TG_ARGV[0], kept)
    WHEN 'DELETE' THEN format('SELECT %I AS key, -1 AS d FROM old_rows WHERE %s', TG_ARGV[0], kept)
    ELSE format('SELECT %1$I AS key, 1 AS d FROM new_rows WHERE %2$s UNION ALL SELECT %1$I, -1 FROM old_rows WHERE %2$s', TG_ARGV[0], kept)
  END;
BEGIN
  EXECUTE format(
    'INSERT INTO list_counts AS c (list, key, n) SELECT %L, key, sum(d) FROM (%s) r GROUP BY key HAVING sum(d) <> 0 ORDER BY key
     ON CONFLICT (list, key) DO UPDATE SET n = c.n + excluded.n',
    TG_TABLE_NAME, changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE FUNCTION list_counts_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM list_counts WHERE list = TG_TABLE_NAME;
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- Each lead table by status; the audit log by action; the blog's published posts by category. The counts start from the
-- rows there are; the triggers' locks keep writers out until this migration commits.
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT * FROM (VALUES
    ('contact_submissions', 'status', NULL),
    ('access_requests', 'status', NULL),
    ('partnership_applications', 'status', NULL),
    ('job_applications', 'status', NULL),
    ('newsletter_subscribers', 'status', NULL),
    ('audit_log', 'action', NULL),
    ('blog_posts', 'category', 'published')
  ) AS v(tab, key, kept) LOOP
    EXECUTE format('CREATE TRIGGER %1$I AFTER INSERT ON %2$I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_keep(%3$L%4$s)',
      t.tab || '_count_insert', t.tab, t.key, coalesce(', ' || quote_literal(t.kept), ''));
    EXECUTE format('CREATE TRIGGER %1$I AFTER UPDATE ON %2$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_keep(%3$L%4$s)',
      t.tab || '_count_update', t.tab, t.key, coalesce(', ' || quote_literal(t.kept), ''));
    EXECUTE format('CREATE TRIGGER %1$I AFTER DELETE ON %2$I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_keep(%3$L%4$s)',
      t.tab || '_count_delete', t.tab, t.key, coalesce(', ' || quote_literal(t.kept), ''));
    EXECUTE format('CREATE TRIGGER %1$I AFTER TRUNCATE ON %2$I FOR EACH STATEMENT EXECUTE FUNCTION list_counts_forget()', t.tab || '_count_truncate', t.tab);
    EXECUTE format('INSERT INTO list_counts (list, key, n) SELECT %1$L, %2$I, count(*) FROM %1$I WHERE %3$s GROUP BY %2$I',
      t.tab, t.key, coalesce(quote_ident(t.kept), 'true'));
  END LOOP;
END
$$;
