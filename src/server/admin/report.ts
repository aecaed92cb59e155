import { sql, type SQL } from "drizzle-orm";
import { CHANNELS } from "@/lib/attribution";
import { adminPages } from "@/content/admin";
import { REPORT_BREAKDOWNS, groupLabel, type LeadReport, type ReportBreakdown, type ReportRange, type ReportRow } from "@/lib/lead-report";
import type { Db } from "@/server/db/client";
import { CSV_BOM, csvLine } from "./csv";

type Counted = {
  breakdown: ReportBreakdown;
  key: string | null;
  leads: string | number;
  proposals: string | number;
  won: string | number;
  won_value: string | number;
};
type Entered = { breakdown: ReportBreakdown; key: string; entries: string | number };

/**
 * Every breakdown's groups of the leads that arrived in the range, read from the per-day counts the
 * lead tables' triggers keep (lead_day_counts, decision 0076): a few rows per day, however many
 * leads there are. Months are summed from the channel counts, which hold every lead once.
 */
function leadsQuery(range: ReportRange): SQL {
  return sql`
    select breakdown, key, sum(leads) as leads, sum(proposals) as proposals, sum(won) as won, sum(won_value) as won_value
    from lead_day_counts where day >= ${range.from} and day <= ${range.to}
    group by breakdown, key having sum(leads) > 0
    union all
    select 'month', substr(day, 1, 7), sum(leads), sum(proposals), sum(won), sum(won_value)
    from lead_day_counts where day >= ${range.from} and day <= ${range.to} and breakdown = 'channel'
    group by substr(day, 1, 7) having sum(leads) > 0`;
}

/** The visits that entered the site in the range (page_views rows of an entry channel, decision 0071), per channel, landing page and month: campaigns are not counted. */
function entriesQuery(range: ReportRange): SQL {
  return sql`
    select case when grouping(channel) = 0 then 'channel' when grouping(path) = 0 then 'landing' else 'month' end as breakdown,
      coalesce(channel, path, month) as key, sum(views) as entries
    from (select channel, path, substr(day, 1, 7) as month, views from page_views
          where day >= ${range.from} and day <= ${range.to} and channel <> 'within-visit') as v
    group by grouping sets ((channel), (path), (month))`;
}

function toRow(r: Counted | undefined, key: string | null, entries: number | null): ReportRow {
  return {
    key,
    leads: Number(r?.leads ?? 0),
    proposals: Number(r?.proposals ?? 0),
    won: Number(r?.won ?? 0),
    wonValue: Number(r?.won_value ?? 0),
    entries,
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

/**
 * The lead report over a range of the agency's days (both counted): two statements side by side,
 * one over the range's lead counts and one over its page views, each grouped by every breakdown.
 * Groups with visits and no lead are listed too.
 */
export async function leadReport(db: Db, range: ReportRange): Promise<LeadReport> {
  const [counted, entered] = await Promise.all([db.execute(leadsQuery(range)), db.execute(entriesQuery(range))]);
  const leadRows = (counted as unknown as { rows: Counted[] }).rows;
  const entryRows = (entered as unknown as { rows: Entered[] }).rows;
  const rows = Object.fromEntries(
    REPORT_BREAKDOWNS.map((b) => {
      const leads = new Map(leadRows.filter((r) => r.breakdown === b).map((r) => [r.key, r]));
      const entries = new Map(entryRows.filter((r) => r.breakdown === b).map((r) => [r.key, Number(r.entries)]));
      const counts = b !== "campaign";
      const keys = new Set<string | null>([...leads.keys(), ...entries.keys()]);
      return [
        b,
        ordered(
          b,
          [...keys].map((k) => toRow(leads.get(k), k, counts ? (k === null ? 0 : (entries.get(k) ?? 0)) : null)),
          range,
        ),
      ];
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
