/**
 * How long the site keeps each kind of record: the one place the periods live. The privacy
 * policy's wording (src/content/pages/privacy-policy.ts) and the daily retention job
 * (src/server/retention.ts) both read them, so the promise and the deletion cannot drift apart.
 * The outbox's copies of sent e-mail are kept OUTBOX_KEEP_DAYS (a setting, src/server/env.ts),
 * never longer than inquiries.
 */
export type Period = { readonly amount: number; readonly unit: "hour" | "day" | "year" };

const UNIT_MS = { hour: 3_600_000, day: 86_400_000, year: 365 * 86_400_000 } as const;

export const retention = {
  /** Contact messages, access requests and partnership applications, after the last contact. */
  inquiries: { amount: 2, unit: "year" },
  jobApplications: { amount: 1, unit: "year" },
  rateLimitEntries: { amount: 24, unit: "hour" },
  auditLog: { amount: 1, unit: "year" },
  /** A verified session, after it ends (expired, revoked or, for an administrator, idle): as long as the audit log that names it by number. */
  endedSessions: { amount: 1, unit: "year" },
  /** Cookie-choice records, after the choice stops applying. */
  consentRecords: { amount: 3, unit: "year" },
  /** An administrator's unfinished sign-in, console passkey challenge or recovery code, or a client's e-mailed sign-in link, after it expires or is used. */
  signInSteps: { amount: 24, unit: "hour" },
} as const satisfies Record<string, Period>;

export const periodMs = (p: Period) => p.amount * UNIT_MS[p.unit];

/** "2 years", "24 hours", "1 year". */
export const periodWords = (p: Period) => `${p.amount} ${p.unit}${p.amount === 1 ? "" : "s"}`;
