import { DomUtils, parseDocument } from "htmlparser2";
import pg from "pg";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { projects } from "../../src/content/gated/portfolio-projects";
import { testimonials } from "../../src/content/gated/testimonials";
import { gatedPages, leaked } from "../e2e/gate-content";
import { clientIp, createCodeWithCli, hasBuild, postJson, postVerify, postgresUrl, sessionCookie, siteServer, type RunningServer } from "./support";

/**
 * What the invitation gate hands a request: no byte of gated text to an anonymous visitor, the
 * gated pictures only to a verified one, one answer for every kind of bad code, and the console
 * to nobody but an administrator. Moved here from the browser suite: a request shows all of it
 * (docs/decisions/0035-request-tests-out-of-the-browser.md, 0063-the-browser-suite-within-its-budget.md).
 */
const ADMIN_PAGES = [
  "/admin",
  "/admin/inbox/contact-submissions",
  "/admin/inbox/access-requests",
  "/admin/inbox/partnership-applications",
  "/admin/inbox/job-applications",
  "/admin/inbox/newsletter-subscribers",
  "/admin/inbox/access-requests/1",
  "/admin/inbox/contact-submissions/1?notice=stage-won",
  "/admin/codes",
  "/admin/sessions",
  "/admin/confirm?do=revokeSession&id=1&next=%2Fadmin%2Fsessions",
  "/admin/blog",
  "/admin/blog/new",
  "/admin/blog/1",
  "/admin/blog/1/delete",
  "/admin/mail",
  "/admin/audit?action=gate.verify",
  "/admin/does-not-exist",
];
const EXPORTS = ["contact-submissions", "access-requests", "partnership-applications", "job-applications", "newsletter-subscribers"].map(
  (n) => `/admin/export/${n}.csv`,
);
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

  it("every wrong guess gets the same answer, byte for byte; a right code used up or expired says so", async () => {
    const email = `enum.${Date.now()}@example.com`;
    // Each code is a run of the CLI, a process of its own: made side by side.
    const [used, bound, expired] = await Promise.all([newCode("used"), newCode("bound", ["--email", "someone.else@example.com"]), newCode("expired-probe")]);
    expect((await postVerify(server.url, used, email)).headers.get("set-cookie")).toMatch(/gte_session=/);
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
    // What tells a guess apart (no such code, another person's code, no code at all) is one answer;
    // a code that is right but used up or expired says so in words (issue 31, decision 0065):
    // knowing the code is the secret already.
    const guesses = ["unknown", "bound", "malformed"].map((k) => answers.get(k));
    expect(guesses[0]).toContain("Invalid invitation code");
    expect(new Set(guesses).size, JSON.stringify(Object.fromEntries(answers))).toBe(1);
    expect([answers.get("used"), answers.get("expired")]).toEqual([expect.stringContaining("has been used"), expect.stringContaining("expired on")]);
  });

  describe("who may open the console", () => {
    /** The not-found page, and nothing of the console or of the lead's data, in the page and its islands. */
    async function expectRefused(url: string, secret: string, headers: Record<string, string> = {}) {
      const res = await get(url, headers);
      expect(res.status, `status of ${url}`).toBe(404);
      const doc = parseDocument(await res.text());
      const h1 = DomUtils.findAll((el) => el.name === "h1", doc.children).map((h) => DomUtils.textContent(h).replace(/\s+/g, " ").trim());
      expect(h1, `the heading of ${url}`).toEqual(["Page not found"]);
      const robots = DomUtils.findOne((el) => el.name === "meta" && el.attribs.name === "robots", doc.children)?.attribs.content;
      expect(robots, `the robots tag of ${url}`).toContain("noindex");
      const bytes = await pageBytes(url, headers);
      expect(bytes, `${url} must not name the administrator`).not.toContain('data-testid="admin-email"');
      expect(bytes, `${url} must not carry console content`).not.toContain("Gateway Tech admin");
      expect(bytes, `${url} must not carry lead data`).not.toContain(secret);
    }

    it("anonymous visitors and client sessions get the 404 page on every /admin URL and export", async () => {
      const secret = `Zephyrine ${Date.now().toString(36)}`;
      const lead = await postJson(
        server.url,
        "/api/forms/access-request",
        {
          name: secret,
          email: `secret.${Date.now()}@example.com`,
          company: "Peachtree Dental",
          businessDescription: "A two-chair dental practice in Midtown looking for a new website.",
        },
        { "x-forwarded-for": clientIp() },
      );
      expect(lead.status, lead.text).toBe(201);

      for (const url of ADMIN_PAGES) await expectRefused(url, secret);
      for (const url of EXPORTS) {
        const res = await get(url);
        expect(res.status, url).toBe(404);
        expect(await res.text()).not.toContain(secret);
        expect(res.headers.get("cache-control")).toContain("no-store");
      }

      const cookie = await sessionCookie(server.url, await newCode("console refusals"));
      for (const url of ADMIN_PAGES) await expectRefused(url, secret, { cookie });
      for (const url of EXPORTS) expect((await get(url, { cookie })).status, url).toBe(404);
    });
  });
});
