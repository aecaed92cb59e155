import { describe, expect, it } from "vitest";
import {
  ACCEPT_ALL,
  CONSENT_POLICY_VERSION,
  applyGpc,
  consentCookieAssignment,
  tagsAllowedOn,
  isCurrent,
  makeRecord,
  parseConsentCookie,
  parseStoredRecord,
  serializeConsentCookie,
} from "@/lib/consent";
import { longDate } from "@/content/legal-dates";

describe("cookie consent record", () => {
  it("round-trips through the cookie", () => {
    const r = makeRecord({ analytics: true, marketing: false, functional: true }, new Date("2026-01-02T03:04:05Z"));
    expect(parseConsentCookie(serializeConsentCookie(r))).toEqual(r);
    expect(parseConsentCookie(encodeURIComponent(serializeConsentCookie(r)))).toEqual(r);
  });

  it("keeps the spec's fields with necessary always on", () => {
    const r = makeRecord(ACCEPT_ALL);
    expect(Object.keys(r).sort()).toEqual(["analytics", "functional", "marketing", "necessary", "timestamp", "version"]);
    expect(r.necessary).toBe(true);
  });

  it("asks again after six months or a new policy version", () => {
    const now = Date.parse("2026-07-01T00:00:00Z");
    expect(isCurrent({ version: CONSENT_POLICY_VERSION, timestamp: "2026-06-01T00:00:00Z" }, now)).toBe(true);
    expect(isCurrent({ version: CONSENT_POLICY_VERSION, timestamp: "2025-12-01T00:00:00Z" }, now)).toBe(false);
    expect(isCurrent({ version: "2020-01-01", timestamp: "2026-06-01T00:00:00Z" }, now)).toBe(false);
    expect(isCurrent(null, now)).toBe(false);
  });

  it("shows the privacy policy's last-updated date the way people write it", () => {
    expect(longDate("2025-01-15")).toBe("January 15, 2025");
  });

  it("turns analytics and marketing off under Global Privacy Control", () => {
    expect(applyGpc(ACCEPT_ALL, true)).toEqual({ analytics: false, marketing: false, functional: true });
    expect(applyGpc(ACCEPT_ALL, false)).toEqual(ACCEPT_ALL);
  });

  it("rejects malformed values", () => {
    expect(parseConsentCookie("garbage")).toBeNull();
    expect(parseConsentCookie("v:1|a:2|m:0|f:0|t:x")).toBeNull();
    expect(parseStoredRecord("{not json")).toBeNull();
    expect(parseStoredRecord(JSON.stringify({ analytics: "yes" }))).toBeNull();
  });
});

describe("the consent cookie", () => {
  const record = makeRecord(ACCEPT_ALL, new Date("2026-11-01T00:00:00Z"));
  it("is __Host- and Secure on https, so no other host and no plain-http page can set a choice", () => {
    const cookie = consentCookieAssignment(record, true);
    expect(cookie.startsWith("__Host-gte_consent=")).toBe(true);
    expect(cookie.split("; ").slice(1)).toEqual(expect.arrayContaining(["Path=/", "Secure", "SameSite=Lax"]));
    expect(cookie).not.toMatch(/Domain=/i);
  });
  it("keeps its plain name on http, where a browser would refuse a __Host- or Secure cookie", () => {
    expect(consentCookieAssignment(record, false)).toMatch(/^gte_consent=[^;]+; Max-Age=\d+; Path=\/; SameSite=Lax$/);
  });
});

describe("pages where tags never run", () => {
  it("are the pages where a code or a token is typed or carried: the gate, the console, newsletter links", () => {
    for (const path of [
      "/verify",
      "/admin",
      "/admin/",
      "/admin/inbox/contact",
      "/logout",
      "/newsletter/confirm",
      "/newsletter/unsubscribe",
      "/newsletter/unsubscribe/one-click",
      "/VERIFY",
    ]) {
      expect(tagsAllowedOn(path), path).toBe(false);
    }
  });

  it("are no others: every marketing page may run the tags the visitor consented to", () => {
    for (const path of ["/", "/about", "/blog", "/blog/verify-your-site", "/newsletter", "/portfolio", "/administrator-tips", "/contact"]) {
      expect(tagsAllowedOn(path), path).toBe(true);
    }
  });
});
