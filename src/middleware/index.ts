import { defineMiddleware } from "astro:middleware";
import { readCookie } from "@/lib/cookies";
import { checkSameOrigin } from "@/lib/same-origin";
import { securityHeaders } from "@/lib/security-headers";
import { siteUrl } from "@/lib/site-url";
import { sessionCookieName } from "@/server/gate/cookie";
import { viewerForToken, type Viewer } from "@/server/gate/visitor";
import { ensureStarted } from "@/server/lifecycle";

/**
 * Once per request rendered on the server (prerendered pages are files and never get here):
 * refuse cross-site writes, offer the visitor's session to the page (looked up at most once, and
 * only if the page asks), and add the security headers.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  await ensureStarted();
  const { request } = context;
  // One allow-list everywhere: the configured site, and the origin the request itself came to
  // (a server reached at 127.0.0.1 or on another port still accepts its own forms).
  const verdict = checkSameOrigin(request.method, request.headers, [siteUrl().origin, context.url.origin]);
  if (!verdict.ok) return new Response("This request came from another site and was refused.", { status: 403, headers: { "content-type": "text/plain; charset=utf-8" } });

  let viewer: Promise<Viewer> | undefined;
  context.locals.viewer = () => (viewer ??= viewerForToken(readCookie(request.headers.get("cookie"), sessionCookieName())));

  const response = await next();
  for (const { key, value } of securityHeaders()) response.headers.set(key, value);
  return response;
});
