import { describe, expect, it } from "vitest";
import { clientAddress } from "@/lib/client-address";
import { inlineScriptHashes } from "@/lib/inline-scripts";
import { checkSameOrigin } from "@/lib/same-origin";
import { contentSecurityPolicy, NON_DOCUMENT_CSP, securityHeaders } from "@/lib/security-headers";
import { PageCache, pickEncoding, preparePage } from "@/server/http/page-cache";
import { pagePolicy, parseCookies } from "@/server/http/page-policy";

describe("client address", () => {
  it("is the socket's address when no proxy is trusted, whatever the headers say", () => {
    expect(clientAddress("203.0.113.9", "1.2.3.4", 0)).toBe("203.0.113.9");
    expect(clientAddress("::ffff:203.0.113.9", undefined, 0)).toBe("203.0.113.9");
  });
  it("is the entry the trusted proxies wrote, never one the client added before them", () => {
    // The client sent "6.6.6.6"; nginx appended the address it saw.
    expect(clientAddress("10.0.0.2", "6.6.6.6, 198.51.100.7", 1)).toBe("198.51.100.7");
    // Two proxies: the load balancer wrote the client, nginx wrote the load balancer.
    expect(clientAddress("10.0.0.3", "6.6.6.6, 198.51.100.7, 10.0.0.2", 2)).toBe("198.51.100.7");
    expect(clientAddress("10.0.0.2", undefined, 1)).toBe("10.0.0.2");
    expect(clientAddress("10.0.0.2", ["198.51.100.7", "10.9.9.9"], 1)).toBe("10.9.9.9");
  });
});

describe("content security policy", () => {
  it("allows inline scripts only by nonce or hash, and never eval in production", () => {
    const csp = contentSecurityPolicy({ nonce: "abc", hashes: ["'sha256-x'"] }, { NODE_ENV: "production", SITE_URL: "https://gatewaytech.example" });
    expect(csp).toContain("script-src 'self' 'nonce-abc' 'sha256-x'");
    expect(csp).not.toContain("unsafe-inline'" + " ");
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    for (const d of ["default-src 'self'", "object-src 'none'", "base-uri 'none'", "frame-ancestors 'none'", "form-action 'self'", "upgrade-insecure-requests"]) expect(csp).toContain(d);
    expect(contentSecurityPolicy({}, { NODE_ENV: "production", SITE_URL: "http://localhost:3000" })).not.toContain("upgrade-insecure-requests");
  });
  it("adds the tag origins only when configured, and eval only in development", () => {
    const csp = contentSecurityPolicy({}, { NODE_ENV: "development", NEXT_PUBLIC_ANALYTICS_SRC: "https://tags.example.com/a.js" });
    expect(csp).toContain("'unsafe-eval'");
    expect(csp).toContain("https://tags.example.com");
  });
  it("sends HSTS for two years on https only", () => {
    expect(securityHeaders({ SITE_URL: "https://gatewaytech.example" }).find((h) => h.key === "Strict-Transport-Security")?.value).toMatch(/max-age=(\d+)/);
    const maxAge = Number(/max-age=(\d+)/.exec(securityHeaders({ SITE_URL: "https://x.example" }).find((h) => h.key === "Strict-Transport-Security")!.value)![1]);
    expect(maxAge).toBeGreaterThanOrEqual(31_536_000);
    expect(securityHeaders({ SITE_URL: "http://localhost:3000" }).some((h) => h.key === "Strict-Transport-Security")).toBe(false);
  });
  it("lets nothing run in responses that are not pages", () => {
    expect(NON_DOCUMENT_CSP).toContain("default-src 'none'");
  });
  it("hashes the inline scripts a browser runs, not data blocks or external scripts", () => {
    const html = `<script>a()</script><script type="application/ld+json">{"x":1}</script><script src="/x.js"></script><script nonce="n">b()</script><script type="module">c()</script>`;
    const hashes = inlineScriptHashes(html);
    expect(hashes).toHaveLength(3);
    // sha256("a()") in base64
    expect(hashes[0]).toBe("'sha256-qVpDBgj7bpq5hMAcGp3AOc79J3Y1Z4HvySTwKrWDoy4='");
  });
});

describe("same-origin requests", () => {
  const h = (o: Record<string, string>) => new Headers(o);
  const allowed = ["https://gatewaytech.example"];
  it("lets reads through and this site's posts", () => {
    expect(checkSameOrigin("GET", h({}), allowed).ok).toBe(true);
    expect(checkSameOrigin("POST", h({ origin: "https://gatewaytech.example" }), allowed).ok).toBe(true);
  });
  it("refuses posts with no, null, foreign or cross-site origin", () => {
    expect(checkSameOrigin("POST", h({}), allowed).ok).toBe(false);
    expect(checkSameOrigin("POST", h({ origin: "null" }), allowed).ok).toBe(false);
    expect(checkSameOrigin("DELETE", h({ origin: "https://evil.example" }), allowed).ok).toBe(false);
    expect(checkSameOrigin("POST", h({ origin: "https://gatewaytech.example", "sec-fetch-site": "cross-site" }), allowed).ok).toBe(false);
  });
});

describe("page cache policy", () => {
  it("keeps public pages per visitor, the feed for everyone, build assets for a day", () => {
    expect(pagePolicy("GET", "/about", {})).toMatchObject({ perVisitor: true, ttlSeconds: 3600 });
    expect(pagePolicy("GET", "/blog/some-post", {})).toMatchObject({ perVisitor: true, ttlSeconds: 60 });
    expect(pagePolicy("GET", "/blog?category=Web%20Design", {})).toMatchObject({ perVisitor: true });
    expect(pagePolicy("GET", "/blog/rss.xml", {})).toMatchObject({ perVisitor: false });
    expect(pagePolicy("HEAD", "/_next/static/chunks/a.js", {})).toMatchObject({ asset: true, perVisitor: false });
  });
  it("never keeps the console, the gate, search, APIs, posts, router requests or stray queries", () => {
    for (const url of ["/admin", "/admin/codes", "/api/health", "/verify", "/request-access", "/search?q=x", "/newsletter/confirm", "/message", "/careers/apply/x", "/_next/image?url=x", "/about?utm=1"]) {
      expect(pagePolicy("GET", url, {}), url).toBeNull();
    }
    expect(pagePolicy("POST", "/about", {})).toBeNull();
    expect(pagePolicy("GET", "/about", { rsc: "1" })).toBeNull();
    expect(pagePolicy("GET", "/about?_rsc=abc", {})).toBeNull();
    expect(pagePolicy("GET", "/blog/some-post", { "sec-fetch-dest": "empty" })).toBeNull();
    expect(pagePolicy("GET", "/blog/some-post", { "sec-fetch-dest": "document" })).toMatchObject({ ttlSeconds: 60 });
  });
  it("reads cookies the way browsers send them", () => {
    const jar = parseCookies("a=1; gte_consent=v%3A1; a=2");
    expect(jar.get("a")).toBe("1");
    expect(jar.get("gte_consent")).toBe("v%3A1");
  });
});

describe("page cache", () => {
  const page = (n: number) => preparePage(200, { "content-type": "text/html" }, Buffer.alloc(n, "x"), 60_000, 1_000);
  it("compresses once, expires, and evicts the least recently used first", async () => {
    const p = await page(1000);
    expect(p.br.length).toBeLessThan(100);
    expect(p.gzip.length).toBeLessThan(100);
    expect(p.etag).toMatch(/^"[\w-]+"$/);
    const size = p.body.length + p.br.length + p.gzip.length + 512;
    const cache = new PageCache(4 * size + 10); // room for four
    for (const k of ["a /1", "a /2", "a /3", "a /4"]) cache.set(k, p);
    expect(cache.stats().entries).toBe(4);
    expect(cache.get("a /1", 2_000)).toBeDefined(); // now the most recent
    cache.set("a /5", p);
    expect(cache.get("a /2", 2_000)).toBeUndefined();
    expect(cache.get("a /1", 2_000)).toBeDefined();
    expect(cache.get("a /1", 70_000)).toBeUndefined();
  });
  it("purges by path prefix, for every visitor kind", async () => {
    const cache = new PageCache(10_000_000);
    const p = await page(10);
    for (const k of ["anonymous:ask /blog", "client:chose /blog/x", "anonymous:ask /blog?category=E-commerce", "anonymous:ask /blogroll", "anonymous:ask /about"]) cache.set(k, p);
    expect(cache.purge(["/blog"])).toBe(3);
    expect(cache.get("anonymous:ask /blogroll", 2_000)).toBeDefined();
    expect(cache.get("anonymous:ask /about", 2_000)).toBeDefined();
  });
  it("lets one render fill a key while the others wait", async () => {
    const cache = new PageCache(10_000_000);
    let renders = 0;
    const render = async () => {
      renders += 1;
      await new Promise((r) => setTimeout(r, 20));
    };
    const outcomes = await Promise.all([cache.once("k", render), cache.once("k", render), cache.once("k", render)]);
    expect(renders).toBe(1);
    expect(outcomes.sort()).toEqual(["rendered", "waited", "waited"]);
  });
  it("picks brotli, then gzip, as the client accepts them", () => {
    expect(pickEncoding("gzip, deflate, br")).toBe("br");
    expect(pickEncoding("gzip")).toBe("gzip");
    expect(pickEncoding("br;q=0, gzip")).toBe("gzip");
    expect(pickEncoding(undefined)).toBe("identity");
  });
});
