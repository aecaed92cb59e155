/** The agency's time zone: business hours, dates in the console and blog dates are Eastern. */
const SITE_TIME_ZONE = "America/New_York";

const longDate = new Intl.DateTimeFormat("en-US", { timeZone: SITE_TIME_ZONE, year: "numeric", month: "long", day: "numeric" });

/** "January 15, 2025", the day in Atlanta: how the blog and search show a post's date. */
export function formatLongDate(date: Date): string {
  return longDate.format(date);
}

const ymd = new Intl.DateTimeFormat("en-CA", { timeZone: SITE_TIME_ZONE, year: "numeric", month: "2-digit", day: "2-digit" });

/** The calendar day ("2026-11-23") a moment falls on in Atlanta. */
export function easternDay(at: Date = new Date()): string {
  return ymd.format(at);
}

const hourOfDay = new Intl.DateTimeFormat("en-US", { timeZone: SITE_TIME_ZONE, hour: "numeric", hourCycle: "h23" });

/** The hour (0 to 23) it is in Atlanta at a moment. */
export function agencyHour(at: Date = new Date()): number {
  return Number(hourOfDay.format(at));
}

// Made once: building a formatter costs more than formatting with it many times.
const readable = new Intl.DateTimeFormat("en-US", {
  timeZone: SITE_TIME_ZONE,
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});

/**
 * A moment as the agency reads it, in Atlanta with the zone that was in force then: "Nov 27,
 * 2026, 9:14 AM EST", "Jul 3, 2026, 10:30 PM EDT". The console and the notification e-mails.
 */
export function formatAgencyTime(at: Date): string {
  return readable.format(at);
}

const offsetName = new Intl.DateTimeFormat("en-US", { timeZone: SITE_TIME_ZONE, timeZoneName: "shortOffset" });

/** Atlanta's offset from UTC at a moment, in minutes (-300 in winter, -240 in summer). */
function offsetMinutes(at: Date): number {
  const name = offsetName.formatToParts(at).find((p) => p.type === "timeZoneName")?.value;
  const m = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name ?? "");
  if (!m) return 0;
  return (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
}

/**
 * A year's offsets and the instants daylight time starts and ends, found once per year by
 * asking Intl (a binary search, about 70 questions): asking it for every row costs 40 µs, which
 * a 200,000-row export would pay on the server's thread, against well under one this way.
 */
type YearOffsets = { winter: number; summer: number; starts: number; ends: number };
const yearOffsets = new Map<number, YearOffsets>();

/** The first instant after `from` (and at most `to`) whose offset is `offset`. */
function firstWith(from: number, to: number, offset: number): number {
  let lo = from;
  let hi = to;
  while (hi - lo > 1) {
    const mid = lo + Math.floor((hi - lo) / 2);
    if (offsetMinutes(new Date(mid)) === offset) hi = mid;
    else lo = mid;
  }
  return hi;
}

function offsetsOf(year: number): YearOffsets {
  let known = yearOffsets.get(year);
  if (!known) {
    const [jan, jul, next] = [Date.UTC(year, 0, 1), Date.UTC(year, 6, 1), Date.UTC(year + 1, 0, 1)];
    const winter = offsetMinutes(new Date(jan));
    const summer = offsetMinutes(new Date(jul));
    known =
      winter === summer
        ? { winter, summer, starts: Infinity, ends: Infinity }
        : { winter, summer, starts: firstWith(jan, jul, summer), ends: firstWith(jul, next, winter) };
    yearOffsets.set(year, known);
  }
  return known;
}

function offsetAt(ms: number): number {
  const year = offsetsOf(new Date(ms).getUTCFullYear());
  return ms >= year.starts && ms < year.ends ? year.summer : year.winter;
}

const two = (n: number) => String(n).padStart(2, "0");

/**
 * The same moment for a machine: ISO 8601 in Atlanta time with its offset, to the second
 * ("2026-11-27T09:14:00-05:00"), which a spreadsheet sorts as text and a program reads back exactly.
 */
export function agencyIsoTime(at: Date): string {
  const offset = offsetAt(at.getTime());
  const local = new Date(at.getTime() + offset * 60_000);
  const sign = offset < 0 ? "-" : "+";
  const zone = `${sign}${two(Math.floor(Math.abs(offset) / 60))}:${two(Math.abs(offset) % 60)}`;
  return (
    `${local.getUTCFullYear()}-${two(local.getUTCMonth() + 1)}-${two(local.getUTCDate())}` +
    `T${two(local.getUTCHours())}:${two(local.getUTCMinutes())}:${two(local.getUTCSeconds())}${zone}`
  );
}

/**
 * Midnight in Atlanta at the start of a "YYYY-MM-DD" day. A post dated today is therefore
 * public at once, whatever the hour, instead of waiting for some fixed hour in UTC.
 */
export function startOfEasternDay(day: string): Date {
  const [y, m, d] = day.split("-").map(Number);
  const utcMidnight = Date.UTC(y, m - 1, d);
  // 05:00 UTC is about midnight in Atlanta, before either daylight-saving switch (02:00 local).
  const offset = offsetMinutes(new Date(utcMidnight + 5 * 3_600_000));
  return new Date(utcMidnight - offset * 60_000);
}
