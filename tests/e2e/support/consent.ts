import { CONSENT_COOKIE, CONSENT_POLICY_VERSION } from "../../../src/lib/consent";

/** A stored "reject all" cookie choice, so the banner does not cover the page. */
export function consentCookie(url: string) {
  const value = encodeURIComponent(`v:${CONSENT_POLICY_VERSION}|a:0|m:0|f:0|t:${new Date().toISOString()}`);
  return { name: CONSENT_COOKIE, value, url };
}
