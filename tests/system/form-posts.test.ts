import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { clientIp, hasBuild, postJson, startServer, tempDataDir, type RunningServer } from "./support";

/**
 * Posts as a script, another site or a stranger sends them, without a browser: the Origin check,
 * the forms' JSON API and the size limit of a form. Moved here from the browser suite: a request
 * shows all of it (docs/decisions/0035-request-tests-out-of-the-browser.md).
 */
describe.skipIf(!hasBuild)("posts to the production server", () => {
  let server: RunningServer;

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: tempDataDir(), ADMIN_BOOTSTRAP_CODE: "GTE-ADMN-SYS8-H3MT-Q6ZV", TRUST_PROXY: "1" });
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("every POST without this site's Origin is refused with 403 before anything runs", async () => {
    const body = JSON.stringify({ name: "Cross Site", email: "cross@example.com", message: "This must never be stored." });
    const cases: { what: string; headers: Record<string, string> }[] = [
      { what: "no Origin", headers: {} },
      { what: "null Origin", headers: { origin: "null" } },
      { what: "foreign Origin", headers: { origin: "https://evil.example" } },
      { what: "cross-site fetch", headers: { origin: server.url, "sec-fetch-site": "cross-site" } },
    ];
    for (const c of cases) {
      for (const path of ["/api/forms/contact", "/api/forms/newsletter", "/", "/verify", "/admin/codes", "/api/consent"]) {
        const res = await fetch(`${server.url}${path}`, { method: "POST", headers: { "content-type": "application/json", ...c.headers }, body });
        expect(res.status, `${c.what} → POST ${path}`).toBe(403);
      }
    }
    // The same request from this site goes through.
    const ok = await postJson(server.url, "/api/forms/newsletter", { email: `origin.${Date.now()}@example.com` }, { "x-forwarded-for": clientIp() });
    expect(ok.status).toBe(201);
  });

  describe("the JSON API", () => {
    it("201 with an id, 400 with field errors, 404 for an unknown form, 429 when limited", async () => {
      const headers = { "x-forwarded-for": clientIp() };
      const ok = await postJson(
        server.url,
        "/api/forms/access-request",
        { name: "API", email: "api@example.com", businessDescription: `CRM import ${Date.now()}` },
        headers,
      );
      expect(ok.status).toBe(201);
      expect(ok.json).toMatchObject({ id: expect.any(Number) });
      const bad = await postJson(server.url, "/api/forms/contact", { name: "", email: "x", message: "hi" }, headers);
      expect(bad.status).toBe(400);
      expect(bad.json.fieldErrors).toMatchObject({ name: "Please enter your name.", email: expect.stringContaining("valid email") });
      expect((await postJson(server.url, "/api/forms/nope", {}, headers)).status).toBe(404);
      const news = await postJson(server.url, "/api/forms/newsletter", { email: `api.${Date.now()}@example.com` }, headers);
      expect(news.status).toBe(201);
      expect(news.json).not.toHaveProperty("id");
      let last = 0;
      for (let i = 0; i < 6; i++)
        last = (await postJson(server.url, "/api/forms/contact", { name: "N", email: "n@example.com", message: `m ${i} ${Date.now()}` }, headers)).status;
      expect(last).toBe(429);
    });
  });

  describe("the blog editor", () => {
    it("only the editor takes a post larger than a form, and only from an admin", async () => {
      // A stranger's post past a form's size is refused before it is read, at the editor's addresses too.
      const post = async (path: string, bytes: number) => {
        const form = new FormData();
        form.set("title", "x");
        form.set("featuredImageFile", new Blob([Buffer.alloc(bytes)], { type: "image/jpeg" }), "big.jpg");
        const res = await fetch(`${server.url}${path}`, { method: "POST", body: form, headers: { origin: server.url }, redirect: "manual" });
        return res.status;
      };
      expect([
        await post("/admin/blog/new", 1024 * 1024),
        await post("/admin/blog/upload", 1024 * 1024),
        await post("/admin/blog", 1024 * 1024),
        await post("/admin/blog/new", 25 * 1024 * 1024),
      ]).toEqual([413, 413, 413, 413]);
    });
  });
});
