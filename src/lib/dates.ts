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

// Made once each: a formatter costs more to build than a thousand uses (a CSV export formats every row's times).
const readable = new Intl.DateTimeFormat("en-US", {
  timeZone: SITE_TIME_ZONE,
  month: "short",
  day: "numeric",
  year: "numeric",
  hour: "numeric",
  minute: "2-digit",
  timeZoneName: "short",
});
const isoParts = new Intl.DateTimeFormat("en-US", {
  timeZone: SITE_TIME_ZONE,
  year: "numeric",
  month: "2-digit",
  day: "2-digit",
  hour: "2-digit",
  minute: "2-digit",
  second: "2-digit",
  hourCycle: "h23",
  timeZoneName: "longOffset",
});

/**
 * A moment as the agency reads it, in Atlanta with the zone that was in force then: "Nov 27,
 * 2026, 9:14 AM EST", "Jul 3, 2026, 10:30 PM EDT". The console and the notification e-mails.
 */
export function formatAgencyTime(at: Date): string {
  return readable.format(at);
}

/**
 * The same moment for a machine: ISO 8601 in Atlanta time with its offset, to the second
 * ("2026-11-27T09:14:00-05:00"), which a spreadsheet sorts as text and a program reads back exactly.
 */
export function agencyIsoTime(at: Date): string {
  const part = Object.fromEntries(isoParts.formatToParts(at).map((p) => [p.type, p.value]));
  const offset = part.timeZoneName === "GMT" ? "+00:00" : part.timeZoneName.slice(3);
  return `${part.year}-${part.month}-${part.day}T${part.hour}:${part.minute}:${part.second}${offset}`;
}

function offsetMinutes(at: Date): number {
  const name = new Intl.DateTimeFormat("en-US", { timeZone: SITE_TIME_ZONE, timeZoneName: "shortOffset" })
    .formatToParts(at)
    .find((p) => p.type === "timeZoneName")?.value;
  const m = /GMT([+-])(\d{1,2})(?::(\d{2}))?/.exec(name ?? "");
  if (!m) return 0;
  return (m[1] === "-" ? -1 : 1) * (Number(m[2]) * 60 + Number(m[3] ?? 0));
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
