// What a production server must never hand out: the source tree, its metadata and secrets, a
// folder's listing, or the framework's development and debugging aids.
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { hasBuild, startServer, tempDataDir, type RunningServer } from "./support";

describe.skipIf(!hasBuild)("what the production server exposes", () => {
  let server: RunningServer;
  beforeAll(async () => {
    server = await startServer({ DATA_DIR: tempDataDir() });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("serves no source control metadata, source, settings or data files", async () => {
    const paths = [
      "/.git/config",
      "/.git/HEAD",
      "/.env",
      "/.env.example",
      "/package.json",
      "/server.mjs",
      "/src/routes.ts",
      "/data/auth-secret",
      "/drizzle/meta/_journal.json",
      "/node_modules/astro/package.json",
      "/astro.config.mjs",
    ];
    const answers = await Promise.all(paths.map(async (p) => [p, (await fetch(`${server.url}${p}`)).status] as const));
    expect(answers.filter(([, status]) => status !== 404)).toEqual([]);
  });

  it("lists no folder's files", async () => {
    for (const folder of ["/_astro/", "/_astro", "/fonts/", "/images/"]) {
      const res = await fetch(`${server.url}${folder}`);
      expect(res.status, folder).toBe(404);
      expect(await res.text(), folder).toContain("<title>Page Not Found");
    }
  });

  it("runs without development aids: no dev toolbar, no framework banner, no stack in an error page", async () => {
    const res = await fetch(`${server.url}/`);
    const html = await res.text();
    expect(html).not.toMatch(/astro-dev-toolbar|@vite\/client|\/@id\//);
    expect(res.headers.get("x-powered-by")).toBeNull();
    const missing = await (await fetch(`${server.url}/blog/%E0%A4%A`)).text();
    expect(missing).not.toMatch(/\bat \S+ \(|node_modules|\.ts:\d+/);
  });

  it("offers the load balancer's health check and no other monitoring or API description", async () => {
    const health = await fetch(`${server.url}/api/health`);
    expect(health.status).toBe(200);
    for (const p of ["/api", "/api/", "/api/docs", "/openapi.json", "/swagger.json", "/metrics", "/debug"]) {
      expect((await fetch(`${server.url}${p}`)).status, p).toBe(404);
    }
  });

  it("names utf-8 on every text answer it renders: a page, an island, JSON and a 404", async () => {
    const home = await (await fetch(`${server.url}/`)).text();
    const island = /\/_server-islands\/SessionControls\?[^"]+/.exec(home)![0].replaceAll("&amp;", "&");
    const types = await Promise.all(
      ["/contact", island, "/api/health", "/blog/no-such-post"].map(async (p) => (await fetch(`${server.url}${p}`)).headers.get("content-type")),
    );
    expect(types).toEqual(["text/html; charset=utf-8", "text/html; charset=utf-8", "application/json; charset=utf-8", "text/html; charset=utf-8"]);
  });
});
