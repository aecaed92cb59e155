import { siteUrl } from "@/lib/site-url";

/**
 * Who the passkeys belong to, from SITE_URL: the RP ID is the site's host name (never an IP
 * address, which WebAuthn refuses) and the only origin accepted is the site's own.
 */
export function relyingParty(): { id: string; origin: string; name: string } {
  const url = siteUrl();
  return { id: url.hostname, origin: url.origin, name: "Gateway Tech Enterprises" };
}

/** How long a ceremony's challenge may be answered. */
export const CHALLENGE_MS = 5 * 60 * 1000;
