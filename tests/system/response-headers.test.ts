import { createHash } from "node:crypto";
import net from "node:net";
import os from "node:os";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import load from "astro/runtime/client/load.prebuilt.js";
import media from "astro/runtime/client/media.prebuilt.js";
import only from "astro/runtime/client/only.prebuilt.js";
import visible from "astro/runtime/client/visible.prebuilt.js";
import islandDev from "astro/runtime/server/astro-island.prebuilt-dev.js";
import { indexableRoutes, noindexRoutes } from "../../src/content/navigation";
import { createCodeWithCli, hasBuild, postgresUrl, sessionCookie, siteServer, type RunningServer } from "./support";

/**
 * The headers every answer carries (the security policy and hardening headers) and what a cache
 * may keep, as one production server sends them. Moved here from the browser suite: a request
 * shows all of it (docs/decisions/0035-request-tests-out-of-the-browser.md).
 */
function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function expectCommonHeaders(res: Response, what: string) {
  const h = res.headers;
  expect(h.get("x-content-type-options"), what).toBe("nosniff");
  expect(h.get("referrer-policy"), what).toBe("strict-origin-when-cross-origin");
  expect(h.get("permissions-policy"), what).toContain("camera=()");
  expect(h.get("content-security-policy-report-only"), what).toBeNull();
  const csp = h.get("content-security-policy");
  expect(csp, `${what} has a Content-Security-Policy`).toBeTruthy();
  const d = directives(csp!);
  if ((h.get("content-type") ?? "").startsWith("text/html")) {
    expect(d.get("default-src"), what).toEqual(["'self'"]);
    expect(d.get("object-src"), what).toEqual(["'none'"]);
    expect(d.get("base-uri"), what).toEqual(["'none'"]);
    expect(d.get("frame-ancestors"), what).toEqual(["'none'"]);
    expect(d.get("form-action"), what).toEqual(["'self'"]);
    const scripts = d.get("script-src") ?? [];
    expect(scripts, what).toContain("'self'");
    expect(scripts, what).not.toContain("'unsafe-inline'");
    expect(scripts, what).not.toContain("'unsafe-eval'");
  } else {
    expect(d.get("default-src"), what).toEqual(["'none'"]);
    expect(d.get("frame-ancestors"), what).toEqual(["'none'"]);
  }
}

describe.skipIf(!hasBuild || !postgresUrl)("response headers of the production server", () => {
  let site: Awaited<ReturnType<typeof siteServer>>;
  let server: RunningServer;
  const get = (path: string, init: RequestInit = {}) => fetch(`${server.url}${path}`, { redirect: "manual", ...init });

  beforeAll(async () => {
    site = await siteServer("gte_system_headers");
    server = site.server;
  });
  afterAll(async () => {
    await site?.teardown();
  });

  it("every route answers with the policy and the hardening headers, twice (rendered, then kept)", async () => {
    const routes = [
      ...indexableRoutes,
      ...noindexRoutes,
      "/verify",
      "/request-access",
      "/search?q=seo",
      "/blog/rss.xml",
      "/sitemap.xml",
      "/robots.txt",
      "/api/health",
      "/icon.svg",
      "/no-such-page",
      "/admin",
    ];
    for (const route of routes) {
      for (const round of ["first", "second"]) {
        const res = await get(route);
        await res.arrayBuffer();
        expect(res.status, `${route} (${round})`).toBeLessThan(500);
        expectCommonHeaders(res, `${route} (${round})`);
      }
    }
    // A build asset and the page a prerendered shell came from.
    const home = await (await get("/")).text();
    const asset = /\/_astro\/[^"]+\.js/.exec(home)?.[0];
    expect(asset).toBeTruthy();
    const js = await get(asset!);
    expect(js.status).toBe(200);
    expectCommonHeaders(js, asset!);
    expect(js.headers.get("cache-control")).toContain("immutable");
  });

  it("a page's policy allows none of Astro's hydration scripts that no page writes, prerendered or rendered", async () => {
    const unused = [load, media, only, visible, islandDev].map((s) => `'sha256-${createHash("sha256").update(s).digest("base64")}'`);
    for (const path of ["/", "/blog"]) {
      const scripts = directives((await get(path)).headers.get("content-security-policy")!).get("script-src") ?? [];
      expect(
        scripts.filter((s) => unused.includes(s)),
        path,
      ).toEqual([]);
    }
  });

  it("every response carries the baseline headers; the gate and console are not cached", async () => {
    for (const path of ["/", "/no-such-page", "/api/health", "/sitemap.xml"]) {
      const h = (await get(path)).headers;
      expect(h.get("content-security-policy"), path).toContain("frame-ancestors 'none'");
      // Pages say object-src 'none'; other responses (JSON, XML) run nothing at all: default-src 'none'.
      expect(h.get("content-security-policy"), path).toMatch(/object-src 'none'|default-src 'none'/);
      expect(h.get("content-security-policy"), path).toContain("base-uri 'none'");
      expect(h.get("x-content-type-options"), path).toBe("nosniff");
      expect(h.get("referrer-policy"), path).toBe("strict-origin-when-cross-origin");
      expect(h.get("permissions-policy"), path).toContain("camera=()");
    }
    expect((await get("/api/health")).headers.get("cache-control")).toContain("no-store");
  });

  it("a static page is one public file for everyone; every answer that reads the visitor is never stored", async () => {
    const anonymous = await get("/about");
    expect(anonymous.headers.get("cache-control")).toBe("public, max-age=0, must-revalidate");
    expect(anonymous.headers.get("etag")).toBeTruthy();
    const islands = [...(await anonymous.text()).matchAll(/fetch\("(\/_server-islands\/[^"]+)"/g)].map((m) => m[1]);
    expect(islands.length).toBeGreaterThan(0);

    const cookie = await sessionCookie(server.url, await createCodeWithCli({ DATABASE_URL: site.database.url }, "headers"));
    const verified = await get("/about", { headers: { cookie } });
    expect(verified.headers.get("etag")).toBe(anonymous.headers.get("etag"));
    for (const island of islands) expect((await get(island, { headers: { cookie } })).headers.get("cache-control"), island).toBe("private, no-store");
    for (const path of ["/contact", "/equity-partnership", "/message", "/request-access"]) {
      const res = await get(path, { headers: { cookie } });
      expect([res.status, res.headers.get("cache-control")], path).toEqual([200, "private, no-store"]);
    }
    expect((await get("/verify")).headers.get("cache-control")).toBe("private, no-store");
  });

  it("a page rendered for its visitor goes out whole and compressed, not as a chunked stream", async () => {
    const res = await get("/contact", { headers: { "accept-encoding": "br, gzip" } });
    const h = res.headers;
    expect([h.get("content-encoding"), Number(h.get("content-length")) > 0, h.get("transfer-encoding")]).toEqual(["br", true, null]);
  });

  // ASVS 13.x: the app servers speak plain HTTP and expect a proxy in front; unless HOST says
  // otherwise, nothing but this machine can reach one.
  const outward = Object.values(os.networkInterfaces())
    .flat()
    .find((a) => a && !a.internal && a.family === "IPv4")?.address;
  it.skipIf(!outward)("listens on loopback only, unless HOST says otherwise", async () => {
    const socket = net.connect({ host: outward, port: server.port });
    const reached = await new Promise<string>((resolve) => {
      socket.once("connect", () => resolve("connected"));
      socket.once("error", (err: NodeJS.ErrnoException) => resolve(err.code ?? "error"));
      socket.setTimeout(5000, () => resolve("timeout"));
    });
    socket.destroy();
    expect(reached).toBe("ECONNREFUSED");
  });

  it("/favicon.ico is an icon, not a 404", async () => {
    const res = await get("/favicon.ico");
    expect([res.status, res.headers.get("content-type")]).toEqual([200, "image/vnd.microsoft.icon"]);
  });

  it("/api/health answers ok with the database", async () => {
    const res = await get("/api/health");
    expect(res.status).toBe(200);
    expect(await res.json()).toMatchObject({ status: "ok", db: "ok", renders: { full: false } });
  });
});
