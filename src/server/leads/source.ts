import { leadSourceOf, parseTouches, sameSitePath, type Channel, type LeadSource } from "@/lib/attribution";
import { consentCookieName, isCurrent, parseConsentCookie } from "@/lib/consent";
import { readCookie } from "@/lib/cookies";
import { isHttpsSite } from "@/lib/site-url";

export type RequestSource = { attribution: LeadSource; channel: Channel };

type HeaderReader = { get(name: string): string | null };

/** Whether this request may carry the visit's touches: analytics consent on record, and no Global Privacy Control. */
function touchesAllowed(headers: HeaderReader): boolean {
  if (headers.get("sec-gpc") === "1") return false;
  const record = parseConsentCookie(readCookie(headers.get("cookie"), consentCookieName(isHttpsSite())));
  return record !== null && isCurrent(record) && record.analytics;
}

/**
 * A lead's source from the request that sends it (decision 0070): the page it was sent from (the
 * Referer, when it is this site's; the Origin check has already held the request to this site) and
 * that page's own tags; and the touches the browser kept (the posted field), read only when the
 * consent cookie allows analytics and the browser does not send Global Privacy Control, whatever
 * the page's script did.
 */
export function sourceOfRequest(headers: HeaderReader, postedTouches: string | undefined): RequestSource {
  const origin = headers.get("origin");
  const sentFrom = origin ? sameSitePath(headers.get("referer"), origin) : null;
  const touches = touchesAllowed(headers) ? parseTouches(postedTouches) : null;
  return leadSourceOf(sentFrom, touches);
}
