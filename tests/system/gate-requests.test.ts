import { DomUtils, parseDocument } from "htmlparser2";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../../src/content/gated/portfolio-projects";
import { testimonials } from "../../src/content/gated/testimonials";
import { gatedPages, leaked } from "../e2e/gate-content";
import { clientIp, createCodeWithCli, hasBuild, postVerify, postgresUrl, sessionCookie, siteServer, type RunningServer } from "./support";

/**
 * What the invitation gate hands a request: no byte of gated text to an anonymous visitor, the
 * gated pictures only to a verified one, and one answer for every kind of bad code. Moved here
 * from the browser suite: a request shows all of it (docs/decisions/0035-request-tests-out-of-the-browser.md).
 */
describe.skipIf(!hasBuild || !postgresUrl)("the gate, request by request", () => {
  let site: Awaited<ReturnType<typeof siteServer>>;
  let server: RunningServer;
  const get = (path: string, headers: Record<string, string> = {}) => fetch(`${server.url}${path}`, { headers: { "x-forwarded-for": clientIp(), ...headers } });
  const newCode = (label: string, options: string[] = []) => createCodeWithCli({ DATABASE_URL: site.database.url }, label, options);

  /** A page's HTML and the answers of its server islands (the per-visitor parts), fetched alike. */
  async function pageBytes(path: string, headers: Record<string, string> = {}) {
    const html = await (await get(path, headers)).text();
    const islands = [...html.matchAll(/fetch\("(\/_server-islands\/[^"]+)"/g)].map((m) => m[1]);
    const parts = await Promise.all(islands.map(async (url) => (await get(url, headers)).text()));
    return [html, ...parts].join("\n");
  }

  beforeAll(async () => {
    site = await siteServer("gte_system_gate_requests");
    server = site.server;
  });
  afterAll(async () => {
    await site?.teardown();
  });

  for (const g of gatedPages) {
    it(`anonymous ${g.path}: HTML and island responses carry the locked panel and none of the gated text`, async () => {
      expect((await get(g.path)).status, g.path).toBe(200);
      const html = await pageBytes(g.path);
      expect(html).toContain("Exclusive Access Required");
      expect(html).toContain("Limited Capacity • By Invitation Only");
      expect(leaked(html, g.needles), `gated text in the HTML of ${g.path}`).toEqual([]);
    });
  }

  const pictures = [...projects.map((p) => p.image.src), ...testimonials.map((t) => t.image.src)];

  describe("gated pictures", () => {
    it("an anonymous visitor gets 404 for every one, at its route and at its old public address", async () => {
      for (const src of pictures) {
        expect((await get(src)).status, src).toBe(404);
        const old = src.replace(/^\/api\/gated-images\//, projects.some((p) => p.image.src === src) ? "/portfolio/" : "/testimonials/");
        expect((await get(old)).status, old).toBe(404);
      }
      expect((await get("/api/gated-images/..%2F..%2Fpackage.json")).status).toBe(404);
    });

    it("a verified client gets each as a private SVG, and only the names the content uses", async () => {
      const cookie = await sessionCookie(server.url, await newCode("pictures"));
      for (const src of pictures) {
        const res = await get(src, { cookie });
        expect(res.status, src).toBe(200);
        expect(res.headers.get("content-type")).toBe("image/svg+xml; charset=utf-8");
        // Never stored, by this browser or any cache: a client's picture leaves with its session (ASVS 14.3.1).
        expect(res.headers.get("cache-control")).toBe("private, no-store");
        expect(res.headers.get("x-content-type-options")).toBe("nosniff");
      }
      expect((await get("/api/gated-images/..%2F..%2Fpackage.json", { cookie })).status).toBe(404);
      expect((await get("/api/gated-images/nothing-here.svg", { cookie })).status).toBe(404);
    });
  });

  it("every kind of invalid code gets the same answer, byte for byte", async () => {
    const email = `enum.${Date.now()}@example.com`;
    const used = await newCode("used");
    expect((await postVerify(server.url, used, email)).headers.get("set-cookie")).toMatch(/gte_session=/);
    const bound = await newCode("bound", ["--email", "someone.else@example.com"]);
    const expired = await newCode("expired-probe");
    const db = new pg.Client({ connectionString: site.database.url });
    await db.connect();
    await db.query("UPDATE invitation_codes SET expires_at = now() - interval '60 seconds' WHERE label = 'expired-probe'");
    await db.end();
    const kinds = { unknown: "GTE-ZZZZ-ZZZZ", used, bound, expired, malformed: "GTE-1234" };
    const answers = new Map<string, string>();
    for (const [kind, code] of Object.entries(kinds)) {
      const html = await (await postVerify(server.url, code, email)).text();
      const alert = DomUtils.findOne((el) => el.attribs.role === "alert", parseDocument(html).children);
      answers.set(kind, alert ? DomUtils.getOuterHTML(alert) : `no alert (${kind})`);
    }
    expect([...answers.values()][0]).toContain("Invalid invitation code");
    expect(new Set(answers.values()).size, JSON.stringify(Object.fromEntries(answers))).toBe(1);
  });
});
