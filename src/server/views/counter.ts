import { sql } from "drizzle-orm";
import { channelOf, cleanTouch, type Channel } from "@/lib/attribution";
import { easternDay } from "@/lib/dates";
import { routeFor } from "@/routes";
import { getDb } from "@/server/db/client";
import { pageViews } from "@/server/db/schema";
import { logger } from "@/server/log";

export type ViewChannel = Channel | "within-visit";

/** How often this server adds what it counted to the database: a crash loses at most this much. */
const FLUSH_MS = 10_000;
/** Distinct (day, page, channel) counters held between flushes; past this a view is dropped, not queued. */
const MAX_PENDING = 5_000;
/** Pages with an address from a pattern (posts, job applications) counted by address per day; past this, under the pattern. */
const MAX_PATTERN_PATHS_PER_DAY = 2_000;

/**
 * User agents that are not people: crawlers, link previews, monitors, scripts and headless
 * browsers (Lighthouse's among them). Matched case-insensitively anywhere in the header.
 */
const NOT_A_PERSON =
  /bot|crawl|spider|slurp|preview|headless|lighthouse|pagespeed|monitor|uptime|curl|wget|python|java\/|go-http|okhttp|axios|node-fetch|undici|libwww|httpclient|facebookexternalhit|embedly|whatsapp|telegram/i;

export function isPerson(userAgent: string | null): boolean {
  return !!userAgent && userAgent.length <= 512 && !NOT_A_PERSON.test(userAgent);
}

const pending = new Map<string, number>();
const patternPaths = { day: "", paths: new Set<string>() };
let timer: ReturnType<typeof setInterval> | undefined;

/**
 * The page a view is counted under: a page of the route table other than the console and the
 * error pages. An address made from a pattern (a post) is counted as itself while the day has room,
 * so no one can grow the table without bound by inventing addresses; otherwise under its pattern.
 */
export function countedPath(path: string, day: string): string | null {
  if (path.length > 200 || !/^\/[a-z0-9/_-]*$/i.test(path)) return null;
  const clean = path.length > 1 ? path.replace(/\/$/, "") : path;
  const rule = routeFor(clean);
  if (!rule || rule.endpoint || rule.path.startsWith("/admin") || rule.path === "/404" || rule.path === "/blog/post-not-found") return null;
  if (!rule.path.includes("[")) return clean;
  if (patternPaths.day !== day) {
    patternPaths.day = day;
    patternPaths.paths.clear();
  }
  if (patternPaths.paths.has(clean)) return clean;
  if (patternPaths.paths.size >= MAX_PATTERN_PATHS_PER_DAY) return rule.path;
  patternPaths.paths.add(clean);
  return clean;
}

/** One view as the page's script reports it: its address's path and, when it starts a visit, that entry's touch. */
export type ViewReport = { path: string; entry?: unknown };

/** Counts one view in this server's memory; false when it is not counted (not a page, not a person, full). */
export function countView(report: ViewReport, userAgent: string | null, now = new Date()): boolean {
  if (!isPerson(userAgent) || typeof report.path !== "string") return false;
  const day = easternDay(now);
  const path = countedPath(report.path, day);
  if (!path) return false;
  const touch = report.entry === undefined ? null : cleanTouch(report.entry);
  const channel: ViewChannel = touch ? channelOf(touch) : "within-visit";
  const key = JSON.stringify([day, path, channel]);
  if (!pending.has(key) && pending.size >= MAX_PENDING) return false;
  pending.set(key, (pending.get(key) ?? 0) + 1);
  ensureFlushing();
  return true;
}

/**
 * Adds the counted views to the database in one statement and forgets them. Each server adds its
 * own counts, so several servers sum up; a failed write keeps the counts for the next try.
 */
export async function flushViews(): Promise<void> {
  if (pending.size === 0) return;
  const rows = [...pending].map(([key, views]) => {
    const [day, path, channel] = JSON.parse(key) as [string, string, ViewChannel];
    return { day, path, channel, views };
  });
  pending.clear();
  try {
    const db = await getDb();
    await db.execute(sql`
      INSERT INTO ${pageViews} (day, path, channel, views)
      SELECT day, path, channel, views FROM jsonb_to_recordset(${JSON.stringify(rows)}::jsonb) AS r (day text, path text, channel text, views integer)
      ON CONFLICT (day, path, channel) DO UPDATE SET views = ${pageViews}.views + excluded.views`);
  } catch (err) {
    for (const r of rows) {
      const key = JSON.stringify([r.day, r.path, r.channel]);
      if (pending.has(key) || pending.size < MAX_PENDING) pending.set(key, (pending.get(key) ?? 0) + r.views);
    }
    logger.warn({ err, counters: rows.length }, "page views: could not be added; will try again");
  }
}

function ensureFlushing() {
  if (timer) return;
  timer = setInterval(() => void flushViews(), FLUSH_MS);
  timer.unref?.();
}

/** At shutdown, before the database closes: what was counted is added. */
export async function stopCountingViews(): Promise<void> {
  if (timer) clearInterval(timer);
  timer = undefined;
  await flushViews();
}
