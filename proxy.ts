import { NextResponse, type NextRequest } from "next/server";
import { getDb } from "@/server/db/client";
import { clearSessionCookie, sessionCookieName } from "@/server/gate/cookie";
import { findLiveSession } from "@/server/gate/session";
import { blogPostStatus } from "@/server/blog/proxy-status";
import { adminStatus } from "@/server/admin/proxy-status";
import { shellScriptHashes } from "@/server/http/build-hashes";
import { contentSecurityPolicy } from "@/lib/security-headers";
import { checkSameOrigin } from "@/lib/same-origin";
import { siteUrl } from "@/lib/site-url";
import { logger } from "@/server/log";
import { databaseAvailable } from "@/server/db/health";
import { unavailableResponse } from "@/server/http/unavailable";

/** Pages that show nothing useful without the database (blog posts decide for themselves). */
const DATABASE_PAGES = [/^\/blog\/?$/, /^\/search\/?$/, /^\/admin(\/|$)/, /^\/newsletter\/(confirm|unsubscribe)\/?$/];

/**
 * Runs before every page, action and route request (Node.js runtime, same process as the app).
 *
 * 1. Refuses state-changing requests from other sites (403), before any action runs.
 * 2. Gives the response its Content-Security-Policy: a fresh nonce for what Next.js streams
 *    while rendering this request, plus the hashes of the prerendered shells' inline scripts
 *    (docs/decisions/0006-csp.md). The nonce reaches Next.js through the request header.
 * 3. Decides status codes that a streamed page can no longer change: 503 with Retry-After for
 *    pages that need the database while it does not answer, blog posts (404/503) and the admin
 *    console (404 for anyone but an admin).
 * 4. Clears an expired, revoked, idle or forged session cookie (server components cannot write
 *    cookies) and sends a verified visitor from /verify to / at once. Visitors without the
 *    cookie cost no database work. Authorisation is still decided by getViewer(),
 *    requireVerified() and requireAdmin() in every page and action.
 */
export async function proxy(request: NextRequest) {
  // RFC 8058 one-click unsubscribe: mail providers POST from their own servers without an
  // Origin; the random token in the address can do nothing but unsubscribe.
  const oneClick = request.method === "POST" && request.nextUrl.pathname === "/newsletter/unsubscribe/one-click";
  const origin = oneClick ? { ok: true as const } : checkSameOrigin(request.method, request.headers, [siteUrl().origin, request.nextUrl.origin]);
  if (!origin.ok) {
    logger.warn({ path: request.nextUrl.pathname, method: request.method, reason: origin.reason }, "cross-site request refused");
    return new NextResponse("Cross-site requests are not accepted.", {
      status: 403,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Cache-Control": "no-store" },
    });
  }

  const nonce = Buffer.from(crypto.getRandomValues(new Uint8Array(16))).toString("base64");
  const csp = contentSecurityPolicy({ nonce, hashes: shellScriptHashes() });
  const forwarded = new Headers(request.headers);
  forwarded.set("content-security-policy", csp);

  const reading = request.method === "GET" || request.method === "HEAD";
  if (reading && DATABASE_PAGES.some((r) => r.test(request.nextUrl.pathname)) && !(await databaseAvailable())) {
    return finish(unavailableResponse(), forwarded, csp);
  }

  const early = (await blogPostStatus(request)) ?? (await adminStatus(request));
  if (early) return finish(early, forwarded, csp);

  const name = sessionCookieName();
  const token = request.cookies.get(name)?.value;
  if (token === undefined) return finish(NextResponse.next(), forwarded, csp);

  let live: boolean;
  try {
    live = (await findLiveSession(await getDb(), token, { touch: false })) !== null;
  } catch {
    // Database fault: leave the cookie alone (the session may be fine); getViewer() treats the
    // request as anonymous meanwhile.
    return finish(NextResponse.next(), forwarded, csp, { noStore: true });
  }

  if (!live) {
    forwarded.set("cookie", withoutCookie(request.headers.get("cookie"), name));
    const res = NextResponse.next();
    clearSessionCookie(res.cookies);
    return finish(res, forwarded, csp, { noStore: true });
  }
  if (request.method === "GET" && request.nextUrl.pathname === "/verify") {
    return finish(NextResponse.redirect(new URL("/", request.url), 303), forwarded, csp, { noStore: true });
  }
  return finish(NextResponse.next(), forwarded, csp, { noStore: true });
}

/**
 * Hands the request headers (with the nonce policy) to the render and sets the policy on the
 * response. Same wire format as `NextResponse.next({ request: { headers } })`, applied here to
 * rewrites and redirects too.
 */
function finish(res: NextResponse, requestHeaders: Headers, csp: string, opts: { noStore?: boolean } = {}): NextResponse {
  const keys: string[] = [];
  requestHeaders.forEach((value, key) => {
    res.headers.set(`x-middleware-request-${key}`, value);
    keys.push(key);
  });
  res.headers.set("x-middleware-override-headers", keys.join(","));
  res.headers.set("Content-Security-Policy", csp);
  // A response rendered for a session must never be stored by a browser or a shared cache.
  if (opts.noStore) res.headers.set("Cache-Control", "private, no-store");
  return res;
}

function withoutCookie(header: string | null, name: string): string {
  return (header ?? "")
    .split(";")
    .map((c) => c.trim())
    .filter((c) => c && !c.startsWith(`${name}=`))
    .join("; ");
}

export const config = {
  // Not for build assets, images, fonts or the health check (next.config.ts gives those a
  // policy that lets nothing run).
  matcher: ["/((?!_next/static|_next/image|api/health|favicon\\.ico|.*\\.(?:png|jpe?g|gif|svg|webp|avif|ico|woff2?|css|js|map|txt|xml)$).*)"],
};
