import fs from "node:fs";
import http from "node:http";
import os from "node:os";
import path from "node:path";
import type { AddressInfo } from "node:net";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createStaticFiles } from "../../scripts/static-files.mjs";

let server: http.Server;
let base = "";
const csp = "default-src 'self'; script-src 'self' 'sha256-abc'";

beforeAll(async () => {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), "gte-static-"));
  const client = path.join(dir, "client");
  fs.mkdirSync(path.join(client, "_astro"), { recursive: true });
  fs.writeFileSync(path.join(client, "index.html"), "<h1>Home</h1>");
  fs.writeFileSync(path.join(client, "about.html"), `<h1>About</h1>${"<p>Atlanta</p>".repeat(200)}`);
  fs.writeFileSync(path.join(client, "404.html"), "<h1>Page not found</h1>");
  fs.writeFileSync(path.join(client, "_astro", "app.abc123.js"), "console.log(1)");
  fs.writeFileSync(path.join(dir, "_headers.json"), JSON.stringify([{ pathname: "/about", headers: [{ key: "Content-Security-Policy", value: csp }] }]));
  const files = createStaticFiles(client, path.join(dir, "_headers.json"));
  server = http.createServer((req, res) => {
    if (!files.serve(req, res)) files.notFound(req, res);
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
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
    const etag = (await fetch(`${base}/about`)).headers.get("etag")!;
    const res = await fetch(`${base}/about`, { headers: { "if-none-match": etag } });
    expect(res.status).toBe(304);
  });
  it("answers 405 to a method a file cannot take", async () => {
    const res = await fetch(`${base}/about`, { method: "DELETE" });
    expect(res.status).toBe(405);
  });
  it("leaves an unknown path to the site's 404 page, with status 404", async () => {
    const res = await fetch(`${base}/no-such-page`);
    expect([res.status, await res.text()]).toEqual([404, "<h1>Page not found</h1>"]);
  });
});
