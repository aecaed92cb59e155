-- Written by hand: drizzle cannot express a data change or a trigger (decision 0069).
-- A lead marked handled had been answered: it becomes "contacted", the stage after "new". When it
-- was marked is not known, so its stage_changed_at stays empty.
UPDATE contact_submissions SET stage = 'contacted' WHERE status = 'handled';--> statement-breakpoint
UPDATE partnership_applications SET stage = 'contacted' WHERE status = 'handled';--> statement-breakpoint
UPDATE job_applications SET stage = 'contacted' WHERE status = 'handled';--> statement-breakpoint
-- The counters of drizzle/0011_list_counts.sql, given a list name of their own (TG_ARGV[2]) so a
-- table can be counted two ways: every lead table by stage under "<table>:stage", beside the access
-- requests' and subscribers' own statuses under "<table>". TG_ARGV[1] '' is "every row counts".
CREATE OR REPLACE FUNCTION list_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  kept text := CASE WHEN TG_NARGS > 1 AND TG_ARGV[1] <> '' THEN quote_ident(TG_ARGV[1]) ELSE 'true' END;
  list text := CASE WHEN TG_NARGS > 2 THEN TG_ARGV[2] ELSE TG_TABLE_NAME END;
  changed text := CASE TG_OP
    WHEN 'INSERT' THEN format('SELECT %I AS key, 1 AS d FROM new_rows WHERE %s', TG_ARGV[0], kept)
    WHEN 'DELETE' THEN format('SELECT %I AS key, -1 AS d FROM old_rows WHERE %s', TG_ARGV[0], kept)
    ELSE format('SELECT %1$I AS key, 1 AS d FROM new_rows WHERE %2$s UNION ALL SELECT %1$I, -1 FROM old_rows WHERE %2$s', TG_ARGV[0], kept)
  END;
BEGIN
  EXECUTE format(
    'INSERT INTO list_counts AS c (list, key, n) SELECT %L, key, sum(d) FROM (%s) r GROUP BY key HAVING sum(d) <> 0 ORDER BY key
     ON CONFLICT (list, key) DO UPDATE SET n = c.n + excluded.n',
    list, changed);
  RETURN NULL;
END
$$;
--> statement-breakpoint
CREATE OR REPLACE FUNCTION list_counts_forget() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM list_counts WHERE list = TG_TABLE_NAME OR left(list, length(TG_TABLE_NAME) + 1) = TG_TABLE_NAME || ':';
  RETURN NULL;
END
$$;
--> statement-breakpoint
-- The three tables whose status was only new or handled are counted by stage alone: their status goes (the next migration).
DO $$
DECLARE
  tab text;
BEGIN
  FOREACH tab IN ARRAY ARRAY['contact_submissions', 'partnership_applications', 'job_applications'] LOOP
    EXECUTE format('DROP TRIGGER %I ON %I', tab || '_count_insert', tab);
    EXECUTE format('DROP TRIGGER %I ON %I', tab || '_count_update', tab);
    EXECUTE format('DROP TRIGGER %I ON %I', tab || '_count_delete', tab);
    DELETE FROM list_counts WHERE list = tab;
  END LOOP;
  FOREACH tab IN ARRAY ARRAY['contact_submissions', 'access_requests', 'partnership_applications', 'job_applications', 'newsletter_subscribers'] LOOP
    EXECUTE format('CREATE TRIGGER %1$I AFTER INSERT ON %2$I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_keep(%3$L, %4$L, %5$L)',
      tab || '_stage_count_insert', tab, 'stage', '', tab || ':stage');
    EXECUTE format('CREATE TRIGGER %1$I AFTER UPDATE ON %2$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_keep(%3$L, %4$L, %5$L)',
      tab || '_stage_count_update', tab, 'stage', '', tab || ':stage');
    EXECUTE format('CREATE TRIGGER %1$I AFTER DELETE ON %2$I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION list_counts_keep(%3$L, %4$L, %5$L)',
      tab || '_stage_count_delete', tab, 'stage', '', tab || ':stage');
    EXECUTE format('INSERT INTO list_counts (list, key, n) SELECT %1$L, stage, count(*) FROM %2$I GROUP BY stage', tab || ':stage', tab);
  END LOOP;
END
$$;
