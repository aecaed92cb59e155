import { defineMiddleware } from "astro:middleware";
import { readCookie } from "@/lib/cookies";
import { NO_STORE } from "@/lib/cache-control";
import { withCharset } from "@/lib/content-type";
import { checkSameOrigin, type OriginVerdict } from "@/lib/same-origin";
import { NON_DOCUMENT_CSP, pagePolicy, securityHeaders } from "@/lib/security-headers";
import { siteUrl } from "@/lib/site-url";
import { clearedSessionCookieHeader, sessionCookieName } from "@/server/gate/cookie";
import { lookupVisitor, type Viewer } from "@/server/gate/visitor";
import { start } from "@/server/lifecycle";
import { securityEvent } from "@/server/security-events";
import { ipFromHeaders } from "@/lib/client-address";
import { ANONYMOUS_PAGE_TTL_MS, encodeOnce, encodedBody, renderCache, type KeptAnswer } from "@/server/render-cache";
import { admin as adminActions } from "@/actions/admin";
import { anonymousPageKey, cacheControl, keptForAnonymous, keptPerRequest, pageKey, routeFor, type RouteRule } from "@/routes";

/** A server island's answer: one visitor's part of a page, never stored. */
const ISLAND: RouteRule = { path: "/_server-islands/[name]", render: "request", cache: "private", index: false, search: false };

const ALLOWED_METHODS = new Set(["GET", "HEAD", "POST"]);

/**
 * Once per request rendered on the server (prerendered pages are files and never get here):
 * refuse cross-site writes, offer the visitor's session to the page (looked up at most once, and
 * only if the page asks), clear a session cookie that names no live session, answer from the
 * render cache what may be kept, and add the security and cache headers.
 */
export const onRequest = defineMiddleware(async (context, next) => {
  if (context.isPrerendered) return next();
  // The production server starts the server side before it opens its port (server.mjs); `astro dev` has no such step.
  if (import.meta.env.DEV) await start();
  const { request } = context;
  // Pages are read and forms posted; nothing here takes another method.
  if (!ALLOWED_METHODS.has(request.method)) return refusal(405, "This address does not take that method.", { allow: "GET, HEAD, POST" });
  // A mail program's one-click unsubscribe (RFC 8058) posts from no page at all; its token says who.
  const oneClick = context.url.pathname === "/newsletter/unsubscribe/one-click";
  // One allow-list everywhere: the configured site, and the origin the request itself came to
  // (a server reached at 127.0.0.1 or on another port still accepts its own forms).
  const verdict: OriginVerdict = oneClick ? { ok: true } : checkSameOrigin(request.method, request.headers, [siteUrl().origin, context.url.origin]);
  if (!verdict.ok) {
    securityEvent("cross-site", { route: context.url.pathname, method: request.method, ip: ipFromHeaders(request.headers), reason: verdict.reason });
    return refusal(403, "This request came from another site and was refused.");
  }
  // Astro runs the action a form post names in `?_action=` before the page; only the console's forms post that way.
  const actionName = request.method === "POST" ? context.url.searchParams.get("_action") : null;
  if (actionName !== null && !isConsoleAction(actionName)) {
    securityEvent("unknown-action", { route: context.url.pathname, ip: ipFromHeaders(request.headers) });
    return refusal(400, "This form address is not one of this site's. Go back to the page and send the form again.");
  }

  let lookup: ReturnType<typeof lookupVisitor> | undefined;
  const visitor = () =>
    (lookup ??= lookupVisitor(readCookie(request.headers.get("cookie"), sessionCookieName()), {
      route: context.url.pathname,
      ip: ipFromHeaders(request.headers),
    }));
  context.locals.viewer = async (): Promise<Viewer> => (await visitor()).viewer;

  const island = context.url.pathname.startsWith("/_server-islands/");
  const rule = island ? undefined : routeFor(context.url.pathname);
  const finish = async (response: Response) => {
    const extra: [string, string][] = securityHeaders().map(({ key, value }) => [key, value]);
    // Pages carry Astro's policy with the hashes of their scripts; anything else (JSON, XML, files) runs nothing.
    const policy = response.headers.get("content-security-policy");
    extra.push(["content-security-policy", policy ? pagePolicy(policy, { dev: import.meta.env.DEV }) : NON_DOCUMENT_CSP]);
    // Astro names no charset on the pages it renders; every answer of this site is UTF-8.
    const type = response.headers.get("content-type");
    if (type) extra.push(["content-type", withCharset(type)]);
    if (lookup && (await lookup).stale) extra.push(["set-cookie", clearedSessionCookieHeader()]);
    if (!response.headers.has("cache-control")) {
      // A server island is one visitor's part of a page; any other route follows its rule (src/routes.ts).
      const cache = island ? cacheControl(ISLAND) : rule && cacheControl(rule);
      if (cache) extra.push(["cache-control", cache]);
    }
    return withHeaders(ownReasonPhrase(response), extra);
  };

  // Kept answers (src/server/render-cache.ts): public pages rendered per request, by what they
  // read of the address; server islands by the visitor's kind, which is all they read of them.
  // A page that reads the visitor only to lock its gated part is kept once for every visitor without a session.
  let key: string | undefined;
  let keepFor: number | undefined;
  if (request.method === "GET" && island) key = `${context.url.pathname}${context.url.search}#${kindOf(await context.locals.viewer())}`;
  else if (request.method === "GET" && keptPerRequest(rule)) key = pageKey(context.url, rule);
  else if (request.method === "GET" && keptForAnonymous(rule) && !(await context.locals.viewer()).verified) {
    key = anonymousPageKey(context.url, rule);
    keepFor = ANONYMOUS_PAGE_TTL_MS;
  }
  if (key) {
    const kept = renderCache.get(key) ?? (await filling.get(key));
    if (kept) return finish(keptResponse(kept, request.headers.get("accept-encoding")));
  }
  if (!key || filling.has(key)) return finish(await compressed(await next(), request.headers.get("accept-encoding")));

  // One render fills the key; requests for it that arrive meanwhile wait for that render.
  let settle: (kept: KeptAnswer | undefined) => void = () => {};
  filling.set(key, new Promise((resolve) => (settle = resolve)));
  let kept: KeptAnswer | undefined;
  try {
    const response = await next();
    if ((response.status !== 200 && response.status !== 404) || response.headers.has("set-cookie"))
      return finish(await compressed(response, request.headers.get("accept-encoding")));
    // Kept with the headers it goes out with (security, policy, cache), never a visitor's cookie.
    const finished = await finish(new Response(null, { status: response.status, headers: response.headers }));
    const headers = [...finished.headers].filter(([name]) => !["set-cookie", "content-length", "content-encoding", "vary"].includes(name));
    kept = await renderCache.set(key, { status: response.status, headers, body: Buffer.from(await response.arrayBuffer()) }, keepFor);
    return finish(keptResponse(kept, request.headers.get("accept-encoding")));
  } finally {
    filling.delete(key);
    settle(kept);
  }
});

/** Renders under way for a kept answer's key. */
const filling = new Map<string, Promise<KeptAnswer | undefined>>();

const kindOf = (viewer: Viewer) => (!viewer.verified ? "anonymous" : viewer.admin ? "admin" : "client");

/**
 * A page rendered for one visitor, compressed whole before it goes out (a kept one is compressed
 * once): the site's pages are a few dozen kilobytes and render in milliseconds, and a browser
 * handed the whole document in one compressed piece paints sooner than one fed a chunked stream.
 */
async function compressed(response: Response, acceptEncoding: string | null): Promise<Response> {
  const html = response.headers.get("content-type")?.startsWith("text/html");
  if (!html || !response.body || response.headers.has("content-encoding")) return response;
  const { body, encoding } = await encodeOnce(Buffer.from(await response.arrayBuffer()), acceptEncoding);
  const headers = new Headers(response.headers);
  if (encoding) headers.set("content-encoding", encoding);
  headers.set("vary", "Accept-Encoding");
  headers.set("content-length", String(body.length));
  return new Response(new Uint8Array(body), { status: response.status, statusText: response.statusText, headers });
}

function keptResponse(kept: KeptAnswer, acceptEncoding: string | null): Response {
  const { body, encoding } = encodedBody(kept, acceptEncoding);
  const headers = new Headers(kept.headers);
  headers.set("vary", "Accept-Encoding");
  if (encoding) headers.set("content-encoding", encoding);
  headers.set("content-length", String(body.length));
  return new Response(new Uint8Array(body), { status: kept.status, headers });
}

/** The console's actions, by the name a form posts in `?_action=` (admin.createCode, ...). */
function isConsoleAction(name: string): boolean {
  const [space, action, ...rest] = name.split(".");
  return space === "admin" && rest.length === 0 && action !== undefined && Object.hasOwn(adminActions, action);
}

/** A refusal made here, with the headers every answer carries. */
function refusal(status: number, text: string, headers: Record<string, string> = {}): Response {
  const all: Record<string, string> = {
    ...headers,
    "content-type": "text/plain; charset=utf-8",
    "cache-control": NO_STORE,
    "content-security-policy": NON_DOCUMENT_CSP,
  };
  for (const { key, value } of securityHeaders()) all[key.toLowerCase()] = value;
  return new Response(text, { status, headers: all });
}

/**
 * A response whose status was changed after it was made (a page that answers 404) keeps the old
 * reason phrase ("404 OK"); without one, Node writes the status's own.
 */
function ownReasonPhrase(response: Response): Response {
  return response.statusText ? new Response(response.body, { status: response.status, headers: response.headers }) : response;
}

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
