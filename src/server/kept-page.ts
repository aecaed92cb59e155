import { readCookie } from "@/lib/cookies";
import { anonymousPageKey, keptForAnonymous, keptPerRequest, pageKey, routeFor } from "@/routes";
import { sessionCookieName } from "./gate/cookie";
import { encodedBody, renderCache } from "./render-cache";

export type KeptPage = { status: number; headers: Record<string, string>; body: Buffer };

/**
 * A kept page for this address, in the encoding the client takes, or undefined: a public page (one
 * that reads nothing of the visitor, src/server/render-cache.ts), or the one answer a page gives
 * every visitor without a session (RouteRule.keptForAnonymous) to a request that carries none. The
 * production server asks before a request joins the render queue, so a kept page goes out at once,
 * the same answer the pipeline would give, without waiting behind renders. A request with a
 * session cookie, and every server island, goes through the pipeline, which reads the session.
 */
export function keptPage(address: string, acceptEncoding: string | undefined, cookieHeader: string | undefined): KeptPage | undefined {
  const url = new URL(address, "http://kept.invalid");
  const rule = routeFor(url.pathname);
  let key: string | undefined;
  if (keptPerRequest(rule)) key = pageKey(url, rule);
  else if (keptForAnonymous(rule) && readCookie(cookieHeader, sessionCookieName()) === undefined) key = anonymousPageKey(url, rule);
  const kept = key === undefined ? undefined : renderCache.get(key);
  if (!kept) return undefined;
  const { body, encoding } = encodedBody(kept, acceptEncoding ?? null);
  const headers: Record<string, string> = { ...Object.fromEntries(kept.headers), vary: "Accept-Encoding", "content-length": String(body.length) };
  if (encoding) headers["content-encoding"] = encoding;
  return { status: kept.status, headers, body };
}
