import { defineMiddleware } from "astro:middleware";
import { readCookie } from "@/lib/cookies";
import { checkSameOrigin } from "@/lib/same-origin";
import { NON_DOCUMENT_CSP, securityHeaders } from "@/lib/security-headers";
import { siteUrl } from "@/lib/site-url";
import { clearedSessionCookieHeader, sessionCookieName } from "@/server/gate/cookie";
import { lookupVisitor, type Viewer } from "@/server/gate/visitor";
import { ensureStarted } from "@/server/lifecycle";
import { routeFor } from "@/routes";

const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);

/**
 * Once per request rendered on the server (prerendered pages are files and never get here):
 * refuse cross-site writes, offer the visitor's session to the page (looked up at most once, and
 * only if the page asks), clear a session cookie that names no live session, and add the
 * security headers.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  await ensureStarted();
  const { request } = context;
  // Pages are read and forms posted; nothing here takes another method.
  if (!ALLOWED_METHODS.has(request.method)) return new Response("This address does not take that method.", { status: 405, headers: { allow: "GET, HEAD, POST", "content-type": "text/plain; charset=utf-8" } });
  // A mail program's one-click unsubscribe (RFC 8058) posts from no page at all; its token says who.
  const oneClick = context.url.pathname === "/newsletter/unsubscribe/one-click";
  // One allow-list everywhere: the configured site, and the origin the request itself came to
  // (a server reached at 127.0.0.1 or on another port still accepts its own forms).
  const verdict = oneClick ? { ok: true } : checkSameOrigin(request.method, request.headers, [siteUrl().origin, context.url.origin]);
  if (!verdict.ok) return new Response("This request came from another site and was refused.", { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });

  let lookup: ReturnType<typeof lookupVisitor> | undefined;
  const visitor = () => (lookup ??= lookupVisitor(readCookie(request.headers.get("cookie"), sessionCookieName())));
  context.locals.viewer = async (): Promise<Viewer> => (await visitor()).viewer;

  const response = await next();
  const extra: [string, string][] = securityHeaders().map(({ key, value }) => [key, value]);
  // Pages carry Astro's policy with the hashes of their scripts; anything else (JSON, XML, files) runs nothing.
  if (!response.headers.has("content-security-policy")) extra.push(["content-security-policy", NON_DOCUMENT_CSP]);
  if (lookup && (await lookup).stale) extra.push(["set-cookie", clearedSessionCookieHeader()]);
  if (!response.headers.has("cache-control")) {
    // A server island is one visitor's part of a page; any other page follows its rule (src/routes.ts).
    const rule = context.url.pathname.startsWith("/_server-islands/") ? "private" : routeFor(context.url.pathname)?.cache;
    if (rule) extra.push(["cache-control", rule === "private" ? "private, no-store" : "public, max-age=0, must-revalidate"]);
  }
  return withHeaders(response, extra);
});

/** Adds headers to a response, copying it first when its headers are read-only (Response.redirect). */
function withHeaders(response: Response, headers: [string, string][]): Response {
  const add = (target: Response) => {
    for (const [key, value] of headers) {
      if (key === "set-cookie") target.headers.append(key, value);
      else target.headers.set(key, value);
    }
    return target;
  };
  try {
    return add(response);
  } catch {
    return add(new Response(response.body, response));
  }
}
