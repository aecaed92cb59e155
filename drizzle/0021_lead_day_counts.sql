CREATE TABLE "lead_day_counts" (
	"day" text NOT NULL,
	"breakdown" text NOT NULL,
	"key" text,
	"leads" integer NOT NULL,
	"proposals" integer NOT NULL,
	"won" integer NOT NULL,
	"won_value" bigint NOT NULL,
	CONSTRAINT "lead_day_counts_day_breakdown_key_unique" UNIQUE NULLS NOT DISTINCT("day","breakdown","key")
);
--> statement-breakpoint
-- Written by hand: drizzle cannot express a trigger (decision 0076). The lead report's counts, kept
-- on write as list_counts are (drizzle/0011_list_counts.sql): statement triggers with transition
-- tables, each statement's rows summed into the days and keys they touch (an update that moves no
-- count writes nothing), taken in key order so two writers never wait on each other in turn. A
-- lead counts in its own day, the agency's (America/New_York, as page_views' days and the report's
-- ranges are); it "reached proposal" when it is at proposal or won, or was lost after a value was
-- set (a lost lead keeps the proposal's value).

-- A SELECT of one row per lead of `source`, signed `d`, whose arrival is in `time_column`.
CREATE FUNCTION lead_day_rows(time_column text, source text, d int) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format(
    'SELECT to_char(%1$I AT TIME ZONE ''America/New_York'', ''YYYY-MM-DD'') AS day, channel::text AS channel,
       attribution->>''landingPath'' AS landing, attribution->''utm''->>''campaign'' AS campaign,
       (stage IN (''proposal'', ''won'') OR (stage = ''lost'' AND value_dollars IS NOT NULL))::int AS proposal,
       (stage = ''won'')::int AS won, CASE WHEN stage = ''won'' THEN coalesce(value_dollars, 0) ELSE 0 END::bigint AS won_value,
       %3$s AS d
     FROM %2$I', time_column, source, d)
$$;
--> statement-breakpoint
-- The statement that adds the signed rows of `changed` (lead_day_rows' columns) to the counts. A
-- trigger runs it itself: its transition tables are not visible to the functions it calls.
CREATE FUNCTION lead_day_counts_add(changed text) RETURNS text LANGUAGE sql IMMUTABLE AS $$
  SELECT format(
    'INSERT INTO lead_day_counts AS c (day, breakdown, key, leads, proposals, won, won_value)
     SELECT r.day, b.breakdown, b.key, sum(r.d), sum(r.d * r.proposal), sum(r.d * r.won), sum(r.d * r.won_value)
     FROM (%s) r CROSS JOIN LATERAL (VALUES (''channel'', r.channel), (''landing'', r.landing), (''campaign'', r.campaign)) AS b(breakdown, key)
     GROUP BY r.day, b.breakdown, b.key
     HAVING sum(r.d) <> 0 OR sum(r.d * r.proposal) <> 0 OR sum(r.d * r.won) <> 0 OR sum(r.d * r.won_value) <> 0
     ORDER BY r.day, b.breakdown, b.key
     ON CONFLICT (day, breakdown, key) DO UPDATE SET leads = c.leads + excluded.leads, proposals = c.proposals + excluded.proposals,
       won = c.won + excluded.won, won_value = c.won_value + excluded.won_value',
    changed)
$$;
--> statement-breakpoint
-- The lead tables, each with the column of the moment its lead arrived: the triggers below are
-- made on these, and a recount reads them.
CREATE FUNCTION lead_tables() RETURNS TABLE (tab text, time_column text) LANGUAGE sql IMMUTABLE AS $$
  VALUES ('contact_submissions', 'created_at'), ('access_requests', 'submitted_at'), ('partnership_applications', 'created_at'),
    ('job_applications', 'created_at'), ('newsletter_subscribers', 'created_at')
$$;
--> statement-breakpoint
-- Every count again from the leads there are: this migration's start, and after a TRUNCATE of a lead table.
CREATE FUNCTION lead_day_counts_rebuild() RETURNS void LANGUAGE plpgsql AS $$
BEGIN
  DELETE FROM lead_day_counts;
  EXECUTE lead_day_counts_add((SELECT string_agg(lead_day_rows(time_column, tab, 1), ' UNION ALL ') FROM lead_tables()));
END
$$;
--> statement-breakpoint
-- TG_ARGV[0]: the column of the moment the table's lead arrived.
CREATE FUNCTION lead_day_counts_keep() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  IF TG_OP = 'TRUNCATE' THEN
    PERFORM lead_day_counts_rebuild();
  ELSIF TG_OP = 'INSERT' THEN
    EXECUTE lead_day_counts_add(lead_day_rows(TG_ARGV[0], 'new_rows', 1));
  ELSIF TG_OP = 'UPDATE' THEN
    EXECUTE lead_day_counts_add(lead_day_rows(TG_ARGV[0], 'new_rows', 1) || ' UNION ALL ' || lead_day_rows(TG_ARGV[0], 'old_rows', -1));
  ELSE
    EXECUTE lead_day_counts_add(lead_day_rows(TG_ARGV[0], 'old_rows', -1));
    -- A day whose leads are all gone (erased, or past retention) keeps no row.
    EXECUTE format('DELETE FROM lead_day_counts WHERE leads = 0 AND day IN (SELECT day FROM (%s) o)', lead_day_rows(TG_ARGV[0], 'old_rows', -1));
  END IF;
  RETURN NULL;
END
$$;
--> statement-breakpoint
DO $$
DECLARE
  t record;
BEGIN
  FOR t IN SELECT tab, time_column AS col FROM lead_tables() LOOP
    EXECUTE format('CREATE TRIGGER %1$I AFTER INSERT ON %2$I REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_day_counts_keep(%3$L)',
      t.tab || '_day_count_insert', t.tab, t.col);
    EXECUTE format('CREATE TRIGGER %1$I AFTER UPDATE ON %2$I REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_day_counts_keep(%3$L)',
      t.tab || '_day_count_update', t.tab, t.col);
    EXECUTE format('CREATE TRIGGER %1$I AFTER DELETE ON %2$I REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION lead_day_counts_keep(%3$L)',
      t.tab || '_day_count_delete', t.tab, t.col);
    EXECUTE format('CREATE TRIGGER %1$I AFTER TRUNCATE ON %2$I FOR EACH STATEMENT EXECUTE FUNCTION lead_day_counts_keep(%3$L)',
      t.tab || '_day_count_truncate', t.tab, t.col);
  END LOOP;
  PERFORM lead_day_counts_rebuild();
END
$$;
