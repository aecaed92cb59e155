/**
 * Business days in Atlanta for the morning digest: Monday to Friday, less the holidays the agency
 * closes for. A lead is overdue once a whole business day has passed after the day it arrived,
 * that is when it arrived before the previous business day. Days are "YYYY-MM-DD" Eastern days.
 */

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
const shift = (day: string, by: number) => new Date(Date.parse(`${day}T12:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);
const ymd = (year: number, month: number, date: number) => new Date(Date.UTC(year, month - 1, date, 12)).toISOString().slice(0, 10);

/** The `n`th given weekday (0 Sunday … 6 Saturday) of a month; n = -1 is the last. */
function nthWeekday(year: number, month: number, day: number, n: number): string {
  if (n < 0) {
    let d = ymd(year, month + 1, 0);
    while (weekday(d) !== day) d = shift(d, -1);
    return d;
  }
  let d = ymd(year, month, 1);
  while (weekday(d) !== day) d = shift(d, 1);
  return shift(d, 7 * (n - 1));
}

/** A fixed-date holiday as it is observed: on the Friday before when it falls on a Saturday, the Monday after on a Sunday. */
function observed(day: string): string {
  const w = weekday(day);
  return w === 6 ? shift(day, -1) : w === 0 ? shift(day, 1) : day;
}

/**
 * The days the agency is closed in a year: New Year's Day, Memorial Day, Independence Day, Labor
 * Day, Thanksgiving and the Friday after, and Christmas Day.
 */
export function agencyHolidays(year: number): string[] {
  const thanksgiving = nthWeekday(year, 11, 4, 4);
  return [
    observed(ymd(year, 1, 1)),
    nthWeekday(year, 5, 1, -1),
    observed(ymd(year, 7, 4)),
    nthWeekday(year, 9, 1, 1),
    thanksgiving,
    shift(thanksgiving, 1),
    observed(ymd(year, 12, 25)),
    // New Year's Day of the next year, observed on this year's last Friday when it is a Saturday.
    observed(ymd(year + 1, 1, 1)),
  ];
}

export function isBusinessDay(day: string): boolean {
  const w = weekday(day);
  return w !== 0 && w !== 6 && !agencyHolidays(Number(day.slice(0, 4))).includes(day);
}

/** The business day before `day` (a Monday's is the Friday before; a holiday is skipped like a weekend). */
export function previousBusinessDay(day: string): string {
  let d = shift(day, -1);
  while (!isBusinessDay(d)) d = shift(d, -1);
  return d;
}
