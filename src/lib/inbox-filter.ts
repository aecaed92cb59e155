import { CHANNELS, type Channel } from "./attribution";
import { LEAD_STAGES, type LeadStage } from "./lead-stages";
import { toStorableText, truncateText } from "./text";

/**
 * The choices an inbox narrows by, each a GET parameter naming one of a fixed set of values. A
 * new one (the channel, once leads carry it) is a line here and its column in the inbox
 * definitions (src/server/admin/inboxes.ts).
 */
export const INBOX_CHOICES = {
  stage: LEAD_STAGES,
  channel: CHANNELS,
} as const satisfies Record<string, readonly string[]>;
export type InboxChoice = keyof typeof INBOX_CHOICES;

/**
 * An inbox's filter, parsed from its query string: what the list reads, and the only thing its
 * links (pager, stage counts) are made from, so two addresses that mean the same list are the same
 * list. `from` and `to` are Eastern calendar days, both included.
 */
export type InboxFilter = {
  q: string;
  choices: { stage: LeadStage | null; channel: Channel | null };
  from: string | null;
  to: string | null;
};

export const NO_FILTER: InboxFilter = { q: "", choices: { stage: null, channel: null }, from: null, to: null };

const DAY = /^(\d{4})-(\d{2})-(\d{2})$/;

/** "2026-03-04" when it is a real calendar day, else null. */
function day(value: string | null): string | null {
  const m = DAY.exec(value?.trim() ?? "");
  if (!m) return null;
  const d = new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3])));
  return d.getUTCFullYear() === Number(m[1]) && d.getUTCMonth() === Number(m[2]) - 1 && d.getUTCDate() === Number(m[3]) && Number(m[1]) >= 2000 ? m[0] : null;
}

function choice<K extends InboxChoice>(key: K, value: string | null): (typeof INBOX_CHOICES)[K][number] | null {
  return (INBOX_CHOICES[key] as readonly string[]).includes(value ?? "") ? (value as (typeof INBOX_CHOICES)[K][number]) : null;
}

/**
 * The filter a query string asks for. What is not a known value is no filter (a stage that does
 * not exist, a date that is not one); a range given backwards is read forwards.
 */
export function parseInboxFilter(params: { get(name: string): string | null }): InboxFilter {
  const q = truncateText(toStorableText(params.get("q") ?? "").trim(), 200, "");
  let from = day(params.get("from"));
  let to = day(params.get("to"));
  if (from && to && from > to) [from, to] = [to, from];
  return { q, choices: { stage: choice("stage", params.get("stage")), channel: choice("channel", params.get("channel")) }, from, to };
}

/** The filter as query parameters, empty ones left out: the links of a filtered list keep it. */
export function inboxFilterParams(filter: InboxFilter): Record<string, string> {
  const out: Record<string, string> = {};
  if (filter.q) out.q = filter.q;
  for (const [key, value] of Object.entries(filter.choices)) if (value) out[key] = value;
  if (filter.from) out.from = filter.from;
  if (filter.to) out.to = filter.to;
  return out;
}

/** Whether the filter narrows the list at all. */
export function isFiltered(filter: InboxFilter): boolean {
  return Object.keys(inboxFilterParams(filter)).length > 0;
}
