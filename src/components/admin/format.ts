import { formatAgencyTime } from "@/lib/dates";

const TZ = "America/New_York";

// Made once: toLocaleString with a locale and options builds a new formatter on every call, a
// fraction of a millisecond each, which a list of 50 dates paid 50 times per page.
const dateOnly = new Intl.DateTimeFormat("en-US", { timeZone: TZ, dateStyle: "medium" });
const counted = new Intl.NumberFormat("en-US");

/** Date and time as the agency reads them, with the zone in force then: "Jul 3, 2026, 10:30 PM EDT". */
export function formatDateTime(value: unknown): string {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return "—";
  return formatAgencyTime(value);
}

export function formatDate(value: unknown): string {
  if (!(value instanceof Date) || Number.isNaN(value.getTime())) return "—";
  return dateOnly.format(value);
}

/** A count as the console shows it: 200,000. */
export function formatCount(n: number): string {
  return counted.format(n);
}

const dollars = new Intl.NumberFormat("en-US", { style: "currency", currency: "USD", maximumFractionDigits: 0 });

/** Whole dollars as the console shows them: $12,500 ("—" for none). */
export function formatDollars(value: unknown): string {
  return typeof value === "number" ? dollars.format(value) : "—";
}

/** "1 entry", "200,000 entries". */
export function entries(n: number): string {
  return `${formatCount(n)} ${n === 1 ? "entry" : "entries"}`;
}

/** How many of a list's entries match a search: "3 of 120 entries match", "More than 1,000 of 200,000 entries match". */
export function matchSummary(matches: { n: number; more: boolean }, total: number): string {
  const found = matches.more ? `More than ${formatCount(matches.n)}` : formatCount(matches.n);
  return `${found} of ${entries(total)} ${!matches.more && matches.n === 1 ? "matches" : "match"}`;
}

/** A field value as plain text ("—" when empty). React escapes it when rendered. */
export function displayValue(value: unknown): string {
  if (value === null || value === undefined || value === "") return "—";
  if (value instanceof Date) return formatDateTime(value);
  return String(value);
}

/** The query string of a console list page, without empty parameters. */
export function listHref(path: string, params: Record<string, string | number | undefined>): string {
  const qs = new URLSearchParams();
  for (const [k, v] of Object.entries(params)) if (v !== undefined && v !== "" && !(k === "page" && Number(v) === 1)) qs.set(k, String(v));
  const s = qs.toString();
  return s ? `${path}?${s}` : path;
}
