import { sql, type SQL } from "drizzle-orm";
import { CHANNELS } from "@/lib/attribution";
import { startOfEasternDay } from "@/lib/dates";
import { adminPages } from "@/content/admin";
import { REPORT_BREAKDOWNS, addDays, groupLabel, type LeadReport, type ReportBreakdown, type ReportRange, type ReportRow } from "@/lib/lead-report";
import type { Db } from "@/server/db/client";
import { CSV_BOM, csvLine } from "./csv";

/** Each lead table and the column of the moment its lead arrived (each has a (time, id) index). */
const LEAD_TABLES = [
  ["contact_submissions", "created_at"],
  ["access_requests", "submitted_at"],
  ["partnership_applications", "created_at"],
  ["job_applications", "created_at"],
  ["newsletter_subscribers", "created_at"],
] as const;

/** What a breakdown groups leads by (from the lead's time column) and visits by (from a page_views row), if it can. */
const GROUPS: Record<ReportBreakdown, { lead: (time: SQL) => SQL; entry: SQL | null }> = {
  channel: { lead: () => sql`channel`, entry: sql`channel` },
  landing: { lead: () => sql`attribution->>'landingPath'`, entry: sql`path` },
  campaign: { lead: () => sql`attribution->'utm'->>'campaign'`, entry: null },
  month: { lead: (time) => sql`to_char(${time} at time zone 'America/New_York', 'YYYY-MM')`, entry: sql`substr(day, 1, 7)` },
};

type Counted = {
  key: string | null;
  leads: string | number;
  proposals: string | number;
  won: string | number;
  won_value: string | number;
  entries: string | number | null;
};

/**
 * One breakdown's groups in one statement: the leads of the five tables that arrived in the range,
 * each table read by its time index over the range alone (no message column), counted per group;
 * beside them the visits that entered the site in the range (page_views rows of an entry channel),
 * where the breakdown is one visits are counted by. A lead "reached proposal" when it is at
 * proposal or won, or was lost after a value was set (a lost lead keeps the proposal's value).
 */
function breakdownQuery(breakdown: ReportBreakdown, range: ReportRange): SQL {
  const start = startOfEasternDay(range.from).toISOString();
  const end = startOfEasternDay(addDays(range.to, 1)).toISOString();
  const group = GROUPS[breakdown];
  const leads = sql.join(
    LEAD_TABLES.map(([table, column]) => {
      const time = sql`${sql.identifier(column)}`;
      return sql`select ${group.lead(time)} as key, stage, value_dollars from ${sql.identifier(table)} where ${time} >= ${start}::timestamptz and ${time} < ${end}::timestamptz`;
    }),
    sql` union all `,
  );
  const entries = group.entry
    ? sql`select ${group.entry} as key, sum(views) as entries from page_views where day >= ${range.from} and day <= ${range.to} and channel <> 'within-visit' group by 1`
    : sql`select null::text as key, null::bigint as entries where false`;
  return sql`
    with l as (
      select key, count(*) as leads,
        count(*) filter (where stage in ('proposal', 'won') or (stage = 'lost' and value_dollars is not null)) as proposals,
        count(*) filter (where stage = 'won') as won,
        coalesce(sum(value_dollars) filter (where stage = 'won'), 0) as won_value
      from (${leads}) as u group by key
    ), e as (${entries})
    select coalesce(l.key, e.key) as key, coalesce(l.leads, 0) as leads, coalesce(l.proposals, 0) as proposals,
      coalesce(l.won, 0) as won, coalesce(l.won_value, 0) as won_value, e.entries
    from l full join e on l.key = e.key`;
}

function toRow(r: Counted, entriesCounted: boolean): ReportRow {
  return {
    key: r.key,
    leads: Number(r.leads),
    proposals: Number(r.proposals),
    won: Number(r.won),
    wonValue: Number(r.won_value),
    entries: entriesCounted ? Number(r.entries ?? 0) : null,
  };
}

const empty = (key: string): ReportRow => ({ key, leads: 0, proposals: 0, won: 0, wonValue: 0, entries: 0 });

/** Every month the range touches, "2026-09" … "2026-11". */
function monthsOf(range: ReportRange): string[] {
  const months: string[] = [];
  for (let m = range.from.slice(0, 7); m <= range.to.slice(0, 7);) {
    months.push(m);
    const [y, mo] = m.split("-").map(Number);
    m = mo === 12 ? `${y + 1}-01` : `${y}-${String(mo + 1).padStart(2, "0")}`;
  }
  return months;
}

/** Channels in their published order, then "not recorded"; months in order, each one of the range; pages and campaigns by leads, then won value, then visits. */
function ordered(breakdown: ReportBreakdown, rows: ReportRow[], range: ReportRange): ReportRow[] {
  if (breakdown === "month") {
    const byMonth = new Map(rows.map((r) => [r.key, r]));
    return rows.length ? monthsOf(range).map((m) => byMonth.get(m) ?? empty(m)) : [];
  }
  if (breakdown === "channel") {
    const rank = (key: string | null) => (key === null ? CHANNELS.length : CHANNELS.indexOf(key as (typeof CHANNELS)[number]));
    return rows.sort((a, b) => rank(a.key) - rank(b.key));
  }
  return rows.sort(
    (a, b) =>
      b.leads - a.leads ||
      b.wonValue - a.wonValue ||
      (b.entries ?? 0) - (a.entries ?? 0) ||
      (a.key === null ? 1 : b.key === null ? -1 : a.key.localeCompare(b.key)),
  );
}

/** The lead report over a range of the agency's days (both counted): four statements, one per breakdown, side by side. */
export async function leadReport(db: Db, range: ReportRange): Promise<LeadReport> {
  const breakdowns = REPORT_BREAKDOWNS;
  const results = await Promise.all(breakdowns.map((b) => db.execute(breakdownQuery(b, range))));
  const rows = Object.fromEntries(
    breakdowns.map((b, i) => {
      const counted = (results[i] as unknown as { rows: Counted[] }).rows.map((r) => toRow(r, GROUPS[b].entry !== null));
      return [b, ordered(b, counted, range)];
    }),
  ) as LeadReport["rows"];
  return { ...range, rows };
}

/** The CSV's columns: one table, each row a group of one breakdown. Figures are plain numbers, for a spreadsheet. */
const CSV_HEADER = ["Breakdown", "Group", "Code", "Leads", "Reached proposal", "Won", "Won value (USD)", "Visits", "Leads per visit"];

/**
 * The report as CSV: every group of every breakdown (the page lists the first few), under the
 * breakdown's name; the code is what the lead stored (a channel's, a month's YYYY-MM), empty when
 * not recorded. Visits and the rate are empty where visits are not counted.
 */
export function reportCsv(report: LeadReport): string {
  const lines = REPORT_BREAKDOWNS.flatMap((b) =>
    report.rows[b].map((r) =>
      csvLine([
        adminPages.report.groupHeading[b],
        groupLabel(b, r.key),
        r.key,
        r.leads,
        r.proposals,
        r.won,
        r.wonValue,
        r.entries,
        r.entries ? Math.round((r.leads / r.entries) * 10_000) / 10_000 : null,
      ]),
    ),
  );
  return CSV_BOM + csvLine(CSV_HEADER) + lines.join("");
}
