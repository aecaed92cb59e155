/**
 * When each legal page was last updated (YYYY-MM-DD): the one source for the dates the pages
 * show. The privacy policy's date is also the cookie consent's policy version
 * (src/lib/consent.ts), so updating the policy asks every visitor for their choice again.
 * Small on purpose: the cookie banner's script imports it.
 */
export const legalDates = {
  privacyPolicy: "2026-11-27",
  termsOfService: "2025-01-15",
  accessibility: "2025-01-15",
} as const;

/** "2025-01-15" → "January 15, 2025", the same on every server and in every browser. */
export function longDate(isoDay: string): string {
  return new Date(`${isoDay}T12:00:00Z`).toLocaleDateString("en-US", { timeZone: "UTC", year: "numeric", month: "long", day: "numeric" });
}
