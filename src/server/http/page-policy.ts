import "server-only";
import type { IncomingHttpHeaders } from "node:http";
import { getDb } from "@/server/db/client";
import { sessionCookieName } from "@/server/gate/cookie";
import { liveSessionRole } from "@/server/gate/session";
import { CONSENT_COOKIE, isCurrent, parseConsentCookie } from "@/lib/consent";

/**
 * Which responses the production server may keep and send again, and for how long.
 *
 * A page's HTML depends on its URL and on two facts about the visitor, nothing else: whether a
 * live client session is present (gated areas) and whether the cookie banner is due. So a page
 * is kept once per "visitor kind". Everything that reads more than that (the console, the gate,
 * search, the form result pages, anything with a query the page interprets itself) is never
 * kept. Admin sessions are never served from the cache (their pages carry the admin banner and
 * are rare). Pages fed by the database are kept briefly; the blog editor also purges them.
 */
export type PagePolicy = {
  ttlSeconds: number;
  perVisitor: boolean;
  /** Cache-Control for copies sent to anonymous visitors; defaults to a shared-cache lifetime. */
  publicCacheControl?: string;
  /** Build assets are compressed once at the highest brotli level. */
  asset?: boolean;
};

const NEVER: RegExp[] = [
  /^\/admin(\/|$)/,
  /^\/api\//,
  /^\/_next\/(?!static\/)/,
  /^\/verify\/?$/,
  /^\/request-access\/?$/,
  /^\/search\/?$/,
  /^\/newsletter(\/|$)/,
  /^\/message\/?$/,
  /^\/careers\/apply\//,
];

const FROM_DATABASE: RegExp[] = [/^\/blog(\/|$)/, /^\/sitemap\.xml$/];
const SAME_FOR_EVERYONE: RegExp[] = [/^\/blog\/rss\.xml$/, /^\/sitemap\.xml$/, /^\/robots\.txt$/];

/** The headers Next.js's client router sends when it asks for a page's data, not its HTML. */
const ROUTER_HEADERS = ["rsc", "next-router-prefetch", "next-router-state-tree", "next-router-segment-prefetch", "next-action"];

export const DATABASE_PAGE_TTL_SECONDS = 60;
export const STATIC_PAGE_TTL_SECONDS = 3600;

export function pagePolicy(method: string | undefined, rawUrl: string | undefined, headers: IncomingHttpHeaders): PagePolicy | null {
  if (method !== "GET" && method !== "HEAD") return null;
  if (ROUTER_HEADERS.some((h) => headers[h] !== undefined)) return null;
  // A page fetched by a script may be rendered for that (a blog post streams its article behind
  // 'Loading article...'): only documents are kept, so a visitor without JavaScript never gets it.
  if (headers["sec-fetch-dest"] === "empty") return null;
  let url: URL;
  try {
    url = new URL(rawUrl ?? "/", "http://x");
  } catch {
    return null;
  }
  if (url.searchParams.has("_rsc")) return null;
  const path = url.pathname;
  // Build assets carry a content hash in their name and never change.
  if (path.startsWith("/_next/static/")) {
    return url.search ? null : { ttlSeconds: 24 * 3600, perVisitor: false, asset: true, publicCacheControl: "public, max-age=31536000, immutable" };
  }
  if (NEVER.some((r) => r.test(path))) return null;
  // Only /blog reads its query (the category); elsewhere a query is a cache-busting trick.
  if (url.search && path !== "/blog") return null;
  return {
    ttlSeconds: FROM_DATABASE.some((r) => r.test(path)) ? DATABASE_PAGE_TTL_SECONDS : STATIC_PAGE_TTL_SECONDS,
    perVisitor: !SAME_FOR_EVERYONE.some((r) => r.test(path)),
  };
}

export function parseCookies(header: string | undefined): Map<string, string> {
  const jar = new Map<string, string>();
  for (const part of (header ?? "").split(";")) {
    const i = part.indexOf("=");
    if (i <= 0) continue;
    const name = part.slice(0, i).trim();
    if (!jar.has(name)) jar.set(name, part.slice(i + 1).trim());
  }
  return jar;
}

/**
 * "anonymous" or "client", then whether the banner is due: e.g. "client:chose". Null when the
 * page must be rendered afresh: an admin, or a session cookie that is not live (Next.js clears
 * it), or the database cannot say.
 */
export async function visitorKind(cookieHeader: string | undefined, now = Date.now()): Promise<string | null> {
  const jar = parseCookies(cookieHeader);
  let consent = "ask";
  const raw = jar.get(CONSENT_COOKIE);
  if (raw !== undefined) {
    let value = raw;
    try {
      value = decodeURIComponent(raw);
    } catch {
      // leave it as it is: the parser refuses it
    }
    if (isCurrent(parseConsentCookie(value), now)) consent = "chose";
  }
  const token = jar.get(sessionCookieName());
  if (token === undefined) return `anonymous:${consent}`;
  try {
    if ((await liveSessionRole(await getDb(), token)) !== "client") return null;
    return `client:${consent}`;
  } catch {
    return null;
  }
}
