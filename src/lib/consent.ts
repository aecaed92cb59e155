/** Cookie consent: the spec's localStorage record plus a first-party cookie the server can read. */

import { legalDates } from "../content/legal-dates";

/**
 * The privacy policy's "last updated" date: updating the policy (src/content/legal-dates.ts)
 * asks everyone again. One source, so the two cannot drift apart.
 */
export const CONSENT_POLICY_VERSION: string = legalDates.privacyPolicy;
export const CONSENT_STORAGE_KEY = "cookieConsent";
export const CONSENT_SUBJECT_KEY = "gte_consent_id";
export const CONSENT_COOKIE = "gte_consent";
/** Where the consent script fetches the banner's markup when it shows it (src/pages/cookie-banner.ts). */
export const COOKIE_BANNER_PATH = "/cookie-banner";
/** Consent is asked again after six months. */
export const CONSENT_MAX_AGE_SECONDS = 60 * 60 * 24 * 182;

export type ConsentChoices = { analytics: boolean; marketing: boolean; functional: boolean };

/** The record kept in localStorage under "cookieConsent" (spec §3), plus the policy version. */
export type ConsentRecord = ConsentChoices & { necessary: true; timestamp: string; version: string };

export const ACCEPT_ALL: ConsentChoices = { analytics: true, marketing: true, functional: true };
export const REJECT_ALL: ConsentChoices = { analytics: false, marketing: false, functional: false };

/** Global Privacy Control means no analytics or marketing, whatever else is chosen. */
export function applyGpc(choices: ConsentChoices, gpc: boolean): ConsentChoices {
  return gpc ? { ...choices, analytics: false, marketing: false } : choices;
}

export function makeRecord(choices: ConsentChoices, now = new Date()): ConsentRecord {
  return { necessary: true, ...choices, timestamp: now.toISOString(), version: CONSENT_POLICY_VERSION };
}

export function isCurrent(record: Pick<ConsentRecord, "version" | "timestamp"> | null, now = Date.now()): boolean {
  if (!record || record.version !== CONSENT_POLICY_VERSION) return false;
  const t = Date.parse(record.timestamp);
  return Number.isFinite(t) && now - t < CONSENT_MAX_AGE_SECONDS * 1000 && t <= now + 60_000;
}

const flag = (b: boolean) => (b ? "1" : "0");

export function serializeConsentCookie(r: ConsentRecord): string {
  return `v:${r.version}|a:${flag(r.analytics)}|m:${flag(r.marketing)}|f:${flag(r.functional)}|t:${r.timestamp}`;
}

/**
 * On https the consent cookie is __Host- and Secure, like the session cookie: no other host
 * under the domain and no plain-http page can set a choice the visitor never made. On http
 * (development, tests) a browser refuses both, so the plain name is used there.
 */
export function consentCookieName(https: boolean): string {
  return https ? `__Host-${CONSENT_COOKIE}` : CONSENT_COOKIE;
}

/** The document.cookie assignment that records a choice. */
export function consentCookieAssignment(r: ConsentRecord, https: boolean): string {
  const value = encodeURIComponent(serializeConsentCookie(r));
  return `${consentCookieName(https)}=${value}; Max-Age=${CONSENT_MAX_AGE_SECONDS}; Path=/; SameSite=Lax${https ? "; Secure" : ""}`;
}

export function parseConsentCookie(value: string | undefined | null): ConsentRecord | null {
  if (!value) return null;
  let text: string;
  try {
    text = decodeURIComponent(value);
  } catch {
    return null; // not valid percent-encoding: no choice on record
  }
  const parts = Object.fromEntries(text.split("|").map((p) => [p.slice(0, p.indexOf(":")), p.slice(p.indexOf(":") + 1)])) as Record<string, string | undefined>;
  if (!parts.v || !parts.t || !["0", "1"].includes(parts.a ?? "") || !["0", "1"].includes(parts.m ?? "") || !["0", "1"].includes(parts.f ?? "")) {
    return null;
  }
  return {
    necessary: true,
    analytics: parts.a === "1",
    marketing: parts.m === "1",
    functional: parts.f === "1",
    timestamp: parts.t,
    version: parts.v,
  };
}

export function parseStoredRecord(raw: string | null): ConsentRecord | null {
  if (!raw) return null;
  try {
    const r = JSON.parse(raw) as Partial<ConsentRecord>;
    if (typeof r.analytics !== "boolean" || typeof r.marketing !== "boolean" || typeof r.functional !== "boolean") return null;
    if (typeof r.timestamp !== "string") return null;
    return { necessary: true, analytics: r.analytics, marketing: r.marketing, functional: r.functional, timestamp: r.timestamp, version: r.version ?? "" };
  } catch {
    return null;
  }
}

/**
 * Pages where a secret is typed or carried in the address (an invitation code on /verify, the
 * console, a newsletter link's token): no analytics or marketing tag runs there, whatever the
 * visitor consented to, since a third-party script on the page can read what is typed and the
 * address it is on (ASVS 14.2.3).
 */
const SECRET_PAGES = /^\/(?:verify|admin|logout|newsletter\/confirm|newsletter\/unsubscribe)(?:[/.?#]|$)/;

export function tagsAllowedOn(pathname: string): boolean {
  return !SECRET_PAGES.test(pathname.toLowerCase());
}
