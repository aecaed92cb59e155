/**
 * The lead report's range and rows (decision 0072): what the console page, its CSV and the server
 * share. Pure, so the page's components read the same labels and checks as the server.
 */
import { z } from "zod";
import { channelLabels, type Channel } from "@/lib/attribution";

export const REPORT_BREAKDOWNS = ["channel", "landing", "campaign", "month"] as const;
export type ReportBreakdown = (typeof REPORT_BREAKDOWNS)[number];

/** One group of a breakdown. `key` null: the lead did not record it. `entries` null: visits are not counted that way (campaigns). */
export type ReportRow = { key: string | null; leads: number; proposals: number; won: number; wonValue: number; entries: number | null };

export type ReportRange = { from: string; to: string };
export type LeadReport = ReportRange & { rows: Record<ReportBreakdown, ReportRow[]> };

/** The longest range a report covers: three years of days, a little over 36 months. */
export const MAX_REPORT_DAYS = 1096;
export const REPORT_PRESETS = ["30", "90"] as const;

const DAY = /^\d{4}-\d{2}-\d{2}$/;

/** A real calendar day written YYYY-MM-DD (what a date input sends). */
export function isDay(value: string): boolean {
  if (!DAY.test(value)) return false;
  const at = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(at.getTime()) && at.toISOString().startsWith(value);
}

/** The day `n` days after a YYYY-MM-DD day (before it when n is negative). */
export function addDays(day: string, n: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + n * 86_400_000).toISOString().slice(0, 10);
}

/** Days from `from` to `to`, both counted. */
export function daysIn(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000) + 1;
}

export const reportRangeCopy = {
  badDay: "Enter a date, for example 2026-11-27.",
  backwards: "The start must be on or before the end.",
  tooLong: "Choose a range of at most three years.",
} as const;

/** The report form's fields as the query string carries them. */
export const reportQuerySchema = z.object({
  range: z.enum(["30", "90", "custom"]).catch("30"),
  from: z.string().trim().max(20).catch(""),
  to: z.string().trim().max(20).catch(""),
});
export type ReportQuery = z.infer<typeof reportQuerySchema>;

export type RangeChoice =
  { ok: true; query: ReportQuery; range: ReportRange } | { ok: false; query: ReportQuery; errors: Partial<Record<"from" | "to", string>> };

/**
 * The days a report covers, from the query: the last 30 or 90 days up to today (the agency's day),
 * or the chosen days, each checked, the error beside the field it is about. Dates without a choice
 * of range are the chosen range.
 */
export function chooseRange(params: URLSearchParams, today: string): RangeChoice {
  const raw = Object.fromEntries(["range", "from", "to"].map((k) => [k, params.get(k) ?? undefined]));
  if (!params.has("range") && (params.get("from") || params.get("to"))) raw.range = "custom";
  const query = reportQuerySchema.parse(raw);
  if (query.range !== "custom") {
    const range = { from: addDays(today, 1 - Number(query.range)), to: today };
    return { ok: true, query: { ...query, ...range }, range };
  }
  const errors: Partial<Record<"from" | "to", string>> = {};
  for (const k of ["from", "to"] as const) {
    if (!isDay(query[k])) errors[k] = reportRangeCopy.badDay;
  }
  if (!errors.from && !errors.to) {
    if (query.from > query.to) errors.to = reportRangeCopy.backwards;
    else if (daysIn(query.from, query.to) > MAX_REPORT_DAYS) errors.from = reportRangeCopy.tooLong;
  }
  return errors.from || errors.to ? { ok: false, query, errors } : { ok: true, query, range: { from: query.from, to: query.to } };
}

/** The query string of a range, for links (the CSV) that must cover the same days. */
export function rangeQuery(query: ReportQuery): string {
  const p = new URLSearchParams({ range: query.range });
  if (query.range === "custom") {
    p.set("from", query.from);
    p.set("to", query.to);
  }
  return p.toString();
}

export const NOT_RECORDED = "Not recorded";

const monthName = new Intl.DateTimeFormat("en-US", { month: "long", year: "numeric", timeZone: "UTC" });

/** A group's name as the owner reads it: the channel's label, the page, the campaign, "November 2026". */
export function groupLabel(breakdown: ReportBreakdown, key: string | null): string {
  if (key === null || key === "") return NOT_RECORDED;
  if (breakdown === "channel") return channelLabels[key as Channel] ?? key;
  if (breakdown === "month") return monthName.format(new Date(`${key}-01T00:00:00Z`));
  return key;
}

/** Leads per 100 visits, "2.4%", or null where visits are not counted or there were none. */
export function leadRate(row: Pick<ReportRow, "leads" | "entries">): string | null {
  if (!row.entries) return null;
  const pct = (row.leads / row.entries) * 100;
  return `${pct >= 10 || pct === 0 ? pct.toFixed(0) : pct.toFixed(1)}%`;
}
