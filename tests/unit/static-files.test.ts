import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { precompress } from "../../scripts/precompress.mjs";
import { createStaticFiles } from "../../scripts/static-files.mjs";

let server: http.Server;
let base = "";
const csp = "default-src 'self'; script-src 'self' 'sha256-abc'";
const homeCsp = "default-src 'self'; script-src 'self' 'sha256-home'";
const notFoundCsp = "default-src 'self'; script-src 'self' 'sha256-404'";

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gte-static-"));
  const client = path.join(dir, "client");
  fs.mkdirSync(path.join(client, "_astro"), { recursive: true });
  fs.writeFileSync(path.join(client, "index.html"), "<h1>Home</h1>");
  fs.writeFileSync(path.join(client, "about.html"), `<h1>About</h1>${"<p>Atlanta</p>".repeat(200)}`);
  fs.writeFileSync(path.join(client, "404.html"), "<h1>Page not found</h1>");
  fs.writeFileSync(path.join(client, "_astro", "app.abc123.js"), "console.log(1)");
  fs.writeFileSync(path.join(client, "icon.svg"), "<svg xmlns='http://www.w3.org/2000/svg'/>");
  fs.writeFileSync(path.join(client, "feed.xml"), "<?xml version='1.0'?><feed/>");
  fs.writeFileSync(path.join(client, "data.json"), "{}");
  const policies = { "/404": notFoundCsp, "/": homeCsp, "/about": csp };
  fs.writeFileSync(
    path.join(dir, "_headers.json"),
    JSON.stringify(Object.entries(policies).map(([pathname, value]) => ({ pathname, headers: [{ key: "Content-Security-Policy", value }] }))),
  );
  precompress(client);
  const files = createStaticFiles(client, path.join(dir, "_headers.json"));
  server = http.createServer((req, res) => {
    if (!files.serve(req, res)) files.notFound(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
/** A request as a browser revalidating its cache sends it (fetch() adds Cache-Control: no-cache to a conditional request). */
function revalidate(address: string, headers: Record<string, string>): Promise<number> {
  return new Promise((resolve, reject) => {
    http
      .get(`${base}${address}`, { headers }, (res) => {
        res.resume();
        resolve(res.statusCode ?? 0);
      })
      .on("error", reject);
  });
}
afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

describe("static files", () => {
  it("serves a page from its file whatever the query string", async () => {
    const res = await fetch(`${base}/about?abandon=1`);
    expect(await res.text()).toContain("<h1>About</h1>");
  });
  it("sends the page's own Content-Security-Policy from the build", async () => {
    const res = await fetch(`${base}/about`);
    expect(res.headers.get("content-security-policy")).toBe(csp);
  });
  it("sends the security headers with every file", async () => {
    const res = await fetch(`${base}/`);
    expect(res.headers.get("x-content-type-options")).toBe("nosniff");
  });
  it("caches hashed assets for a year", async () => {
    const res = await fetch(`${base}/_astro/app.abc123.js`);
    expect(res.headers.get("cache-control")).toBe("public, max-age=31536000, immutable");
  });
  it("compresses a page for a browser that accepts Brotli", async () => {
    const res = await fetch(`${base}/about`, { headers: { "accept-encoding": "br" } });
    expect(res.headers.get("content-encoding")).toBe("br");
  });
  it("answers 304 to a browser that has the page already", async () => {
    const etag = (await fetch(`${base}/about`, { headers: { "accept-encoding": "br" } })).headers.get("etag")!;
    expect(await revalidate("/about", { "accept-encoding": "br", "if-none-match": etag })).toBe(304);
  });
  it("answers 405 to a method a file cannot take", async () => {
    const res = await fetch(`${base}/about`, { method: "DELETE" });
    expect(res.status).toBe(405);
  });
  it("decodes a path once: an encoded percent sign never becomes another page's address", async () => {
    const [once, twice] = await Promise.all([fetch(`${base}/%61bout`), fetch(`${base}/%2561bout`)]);
    expect([once.status, twice.status]).toEqual([200, 404]);
  });
  it("leaves an unknown path to the site's 404 page, with status 404", async () => {
    const res = await fetch(`${base}/no-such-page`);
    expect([res.status, await res.text()]).toEqual([404, "<h1>Page not found</h1>"]);
  });
  it("gives each page the policy of its exact path: / is not /404", async () => {
    const [home, missing] = await Promise.all([fetch(`${base}/`), fetch(`${base}/no-such-page`)]);
    expect([home.headers.get("content-security-policy"), missing.headers.get("content-security-policy")]).toEqual([homeCsp, notFoundCsp]);
  });
  it("sends gzip, not brotli, to a client that rates brotli q=0", async () => {
    const res = await fetch(`${base}/about`, { headers: { "accept-encoding": "br;q=0, gzip" } });
    expect(res.headers.get("content-encoding")).toBe("gzip");
  });
  it("sends the plain file to a client that accepts no compression at all", async () => {
    const res = await fetch(`${base}/about`, { headers: { "accept-encoding": "br;q=0, gzip;q=0" } });
    expect([res.headers.get("content-encoding"), (await res.text()).startsWith("<h1>About</h1>")]).toEqual([null, true]);
  });
  it("sends the plain file to a client that asks for identity", async () => {
    const res = await fetch(`${base}/about`, { headers: { "accept-encoding": "identity" } });
    expect(res.headers.get("content-encoding")).toBeNull();
  });
  it("answers 304 when the page's ETag is one of several in If-None-Match", async () => {
    const etag = (await fetch(`${base}/about`, { headers: { "accept-encoding": "gzip" } })).headers.get("etag")!;
    expect(await revalidate("/about", { "accept-encoding": "gzip", "if-none-match": `"an-older-one", ${etag}` })).toBe(304);
  });
  it("answers 304 to the weak form of the page's ETag", async () => {
    const etag = (await fetch(`${base}/about`, { headers: { "accept-encoding": "gzip" } })).headers.get("etag")!;
    expect(await revalidate("/about", { "accept-encoding": "gzip", "if-none-match": `W/${etag}` })).toBe(304);
  });
  it("gives each encoding of a page its own ETag", async () => {
    const [br, gzip] = await Promise.all(["br", "gzip"].map((e) => fetch(`${base}/about`, { headers: { "accept-encoding": e } })));
    expect(br.headers.get("etag")).not.toBe(gzip.headers.get("etag"));
  });
  it.each([
    ["/", "text/html; charset=utf-8"],
    ["/icon.svg", "image/svg+xml; charset=utf-8"],
    ["/feed.xml", "application/xml; charset=utf-8"],
    ["/data.json", "application/json; charset=utf-8"],
    ["/_astro/app.abc123.js", "text/javascript; charset=utf-8"],
  ])("names the charset of %s", async (address, type) => {
    const res = await fetch(`${base}${address}`);
    expect(res.headers.get("content-type")).toBe(type);
  });
  it("forbids other sites to embed a file, a 404 page and the server's own refusals", async () => {
    const answers = await Promise.all([fetch(`${base}/_astro/app.abc123.js`), fetch(`${base}/no-such-page`), fetch(`${base}/about`, { method: "DELETE" })]);
    expect(answers.map((res) => res.headers.get("cross-origin-resource-policy"))).toEqual(["same-origin", "same-origin", "same-origin"]);
  });
});
