/**
 * Business days in Atlanta (Monday to Friday) for the morning digest: a lead is overdue once a
 * whole business day has passed after the day it arrived, that is when it arrived before the
 * previous business day. Days are "YYYY-MM-DD" Eastern days.
 */

const weekday = (day: string) => new Date(`${day}T12:00:00Z`).getUTCDay();
const shift = (day: string, by: number) => new Date(Date.parse(`${day}T12:00:00Z`) + by * 86_400_000).toISOString().slice(0, 10);

/** The business day before `day` (a Monday's is the Friday before). */
export function previousBusinessDay(day: string): string {
  let d = shift(day, -1);
  while (weekday(d) === 0 || weekday(d) === 6) d = shift(d, -1);
  return d;
}
