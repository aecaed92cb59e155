import "server-only";
import type { IncomingMessage, OutgoingHttpHeaders, ServerResponse } from "node:http";
import compression from "compression";
import { contentSecurityPolicy, NON_DOCUMENT_CSP } from "@/lib/security-headers";
import { inlineScriptHashes } from "@/lib/inline-scripts";
import { CLIENT_IP_HEADER, clientAddress } from "@/lib/client-address";
import { STATUS_OVERRIDE_HEADER } from "@/lib/status-override";
import { env } from "@/server/env";
import { logger } from "@/server/log";
import { shellScriptHashes } from "./build-hashes";
import { answerFormsApiDirectly } from "./forms-fast-path";
import { pickEncoding, preparePage, processPageCache, type CachedPage } from "./page-cache";
import { pagePolicy, visitorKind, type PagePolicy } from "./page-policy";

type Handler = (req: IncomingMessage, res: ServerResponse) => Promise<void> | void;

// Per-request headers that must not be replayed from a kept copy.
const NOT_KEPT = new Set([
  "date",
  "connection",
  "keep-alive",
  "transfer-encoding",
  "content-length",
  "content-encoding",
  "vary",
  "cache-control",
  "etag",
  "set-cookie",
  "content-security-policy",
  "x-nextjs-cache",
  "x-nextjs-prerender",
  "x-nextjs-postponed",
  "x-nextjs-stale-time",
]);
const MAX_PAGE_BYTES = 4 * 1024 * 1024;

/**
 * Wraps Next.js's handler for the production server (server.mjs):
 * - every response gets a Content-Security-Policy (pages get theirs from proxy.ts; anything
 *   else that has none gets a policy that lets nothing run);
 * - pages the policy allows are kept per visitor kind and sent again without rendering, with a
 *   policy listing the hashes of exactly their inline scripts (no nonce is ever reused);
 * - everything else goes to Next.js, compressed on the way out.
 */
export function createRequestHandler(next: Handler): Handler {
  const compress = compression({ threshold: 1024 });
  const cacheOn = env().PAGE_CACHE === "on";
  const trustedHops = env().TRUST_PROXY;
  const cache = processPageCache(env().PAGE_CACHE_MB * 1024 * 1024);

  const passOn = (req: IncomingMessage, res: ServerResponse, capture?: (page: Omit<CachedPage, "br" | "gzip" | "etag" | "storedAt" | "expiresAt">) => void) =>
    new Promise<void>((resolve) => {
      // Next.js itself listens for "close" about ten times on a streamed page; one more is expected.
      res.setMaxListeners(Math.max(res.getMaxListeners(), 32));
      res.once("close", () => resolve());
      compress(req as never, res as never, () => {
        if (capture) captureBody(res, capture);
        void Promise.resolve(next(req, res)).catch((err) => {
          logger.error({ err }, "request failed");
          if (!res.headersSent) {
            res.statusCode = 500;
            res.end("Something went wrong on our side. Please try again.");
          }
        });
      });
    });

  return async (req, res) => {
    // Whatever the client says about its own address is replaced by what we can vouch for.
    req.headers[CLIENT_IP_HEADER] = clientAddress(req.socket.remoteAddress, req.headers["x-forwarded-for"], trustedHops);
    ensurePolicyHeader(res);
    applyStatusOverride(res);
    if (await answerFormsApiDirectly(req, res)) return;
    const policy = cacheOn ? pagePolicy(req.method, req.url, req.headers) : null;
    const kind = policy ? (policy.perVisitor ? await visitorKind(req.headers.cookie) : "everyone") : null;
    if (!policy || !kind) return passOn(req, res);

    const key = `${kind} ${req.url}`;
    const kept = cache.get(key);
    if (kept) {
      cache.hits += 1;
      return sendKept(req, res, kept, kind, policy);
    }
    cache.misses += 1;
    if (req.method === "HEAD") return passOn(req, res);
    let served = false;
    const outcome = await cache.once(key, async () => {
      served = true;
      let finished: Omit<CachedPage, "br" | "gzip" | "etag" | "storedAt" | "expiresAt"> | null = null;
      await passOn(req, res, (page) => (finished = page));
      if (finished) {
        const f = finished as Omit<CachedPage, "br" | "gzip" | "etag" | "storedAt" | "expiresAt">;
        cache.set(key, await preparePage(f.status, f.headers, f.body, policy.ttlSeconds * 1000, Date.now(), policy.asset ? 11 : 9));
      }
    });
    if (outcome === "waited" && !served) {
      const page = cache.get(key);
      if (page) return sendKept(req, res, page, kind, policy);
      return passOn(req, res);
    }
  };
}

function sendKept(req: IncomingMessage, res: ServerResponse, page: CachedPage, kind: string, policy: PagePolicy): void {
  res.statusCode = page.status;
  for (const [k, v] of Object.entries(page.headers)) res.setHeader(k, v);
  res.setHeader(
    "Cache-Control",
    kind.startsWith("client:") ? "private, no-store" : (policy.publicCacheControl ?? `public, max-age=0, s-maxage=${policy.ttlSeconds}, stale-while-revalidate=${policy.ttlSeconds}`),
  );
  res.setHeader("Vary", "Accept-Encoding");
  res.setHeader("ETag", page.etag);
  res.setHeader("X-Page-Cache", "hit");
  if (req.headers["if-none-match"] === page.etag) {
    res.statusCode = 304;
    res.end();
    return;
  }
  const encoding = pickEncoding(req.headers["accept-encoding"]);
  const body = encoding === "br" ? page.br : encoding === "gzip" ? page.gzip : page.body;
  if (encoding !== "identity") res.setHeader("Content-Encoding", encoding);
  res.setHeader("Content-Length", body.length);
  if (req.method === "HEAD") res.end();
  else res.end(body);
}

/**
 * Records what Next.js writes (before compression) and, once the response ended, hands over a
 * copy when it is a complete, successful, cookie-free HTML or XML document.
 */
function captureBody(res: ServerResponse, done: (page: { status: number; headers: Record<string, string>; body: Buffer }) => void): void {
  const chunks: Buffer[] = [];
  let size = 0;
  let spoiled = false;
  const record = (chunk: unknown, encoding?: unknown) => {
    if (spoiled || chunk === undefined || chunk === null || typeof chunk === "function") return;
    const buf = Buffer.isBuffer(chunk) ? chunk : typeof chunk === "string" ? Buffer.from(chunk, (typeof encoding === "string" ? encoding : "utf8") as BufferEncoding) : Buffer.from(chunk as Uint8Array);
    size += buf.length;
    if (size > MAX_PAGE_BYTES) spoiled = true;
    else chunks.push(buf);
  };
  const write = res.write;
  const end = res.end;
  res.write = function (this: ServerResponse, chunk: unknown, encoding?: unknown, cb?: unknown) {
    record(chunk, encoding);
    return (write as (...a: unknown[]) => boolean).call(this, chunk, encoding, cb);
  } as typeof res.write;
  res.end = function (this: ServerResponse, chunk?: unknown, encoding?: unknown, cb?: unknown) {
    record(chunk, encoding);
    const r = (end as (...a: unknown[]) => ServerResponse).call(this, chunk, encoding, cb);
    const headers = res.getHeaders();
    const type = String(headers["content-type"] ?? "");
    if (!spoiled && res.statusCode === 200 && headers["set-cookie"] === undefined && /^(text\/html|application\/(rss\+)?xml|text\/xml|application\/javascript|text\/javascript|text\/css)/.test(type)) {
      const body = Buffer.concat(chunks);
      const kept: Record<string, string> = {};
      for (const [k, v] of Object.entries(headers)) if (!NOT_KEPT.has(k) && v !== undefined) kept[k] = Array.isArray(v) ? v.join(", ") : String(v);
      kept["content-security-policy"] = type.startsWith("text/html") ? contentSecurityPolicy({ hashes: inlineScriptHashes(body.toString("utf8")) }) : NON_DOCUMENT_CSP;
      done({ status: 200, headers: kept, body });
    }
    return r;
  } as typeof res.end;
}

/** Every response leaves with a policy: the page's own, or one that lets nothing run. */
function ensurePolicyHeader(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    const given = args.find((a): a is OutgoingHttpHeaders => typeof a === "object" && a !== null && !Array.isArray(a));
    const has = this.hasHeader("content-security-policy") || (given && Object.keys(given).some((k) => k.toLowerCase() === "content-security-policy"));
    if (!has) {
      const type = String(this.getHeader("content-type") ?? (given && Object.entries(given).find(([k]) => k.toLowerCase() === "content-type")?.[1]) ?? "");
      this.setHeader("Content-Security-Policy", type.startsWith("text/html") ? contentSecurityPolicy({ hashes: shellScriptHashes() }) : NON_DOCUMENT_CSP);
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
}

/**
 * A status the proxy asked for (STATUS_OVERRIDE_HEADER: 503 for a blog post while the database is
 * down), which Next.js cannot give a page it renders: it goes on the status line, the header goes.
 */
function applyStatusOverride(res: ServerResponse): void {
  const writeHead = res.writeHead;
  res.writeHead = function (this: ServerResponse, ...args: unknown[]) {
    if (this.hasHeader(STATUS_OVERRIDE_HEADER)) {
      const wanted = Number(this.getHeader(STATUS_OVERRIDE_HEADER));
      this.removeHeader(STATUS_OVERRIDE_HEADER);
      if (Number.isInteger(wanted) && wanted >= 400 && wanted <= 599) {
        this.statusCode = wanted;
        if (typeof args[0] === "number") args[0] = wanted;
      }
    }
    return (writeHead as (...a: unknown[]) => ServerResponse).apply(this, args);
  } as typeof res.writeHead;
}
