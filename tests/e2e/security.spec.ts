import { request as playwrightRequest, type APIResponse } from "@playwright/test";
import { test, expect, visit } from "./fixtures";
import { indexableRoutes, noindexRoutes } from "../../src/content/navigation";
import { SESSION_COOKIE, createCode, loginAdmin, loginClient, uniqueEmail } from "./gate-fixtures";
import { baseURL } from "./support/settings.mjs";

const origin = baseURL;

/** A request context with no Origin or other help from the suite's defaults. */
const bareContext = () => playwrightRequest.newContext({ baseURL: origin, extraHTTPHeaders: {} });

function directives(csp: string): Map<string, string[]> {
  const map = new Map<string, string[]>();
  for (const part of csp.split(";")) {
    const [name, ...values] = part.trim().split(/\s+/);
    if (name) map.set(name, values);
  }
  return map;
}

function expectCommonHeaders(res: APIResponse, what: string) {
  const h = res.headers();
  expect(h["x-content-type-options"], what).toBe("nosniff");
  expect(h["referrer-policy"], what).toBe("strict-origin-when-cross-origin");
  expect(h["permissions-policy"], what).toContain("camera=()");
  expect(h["content-security-policy-report-only"], what).toBeUndefined();
  const csp = h["content-security-policy"];
  expect(csp, `${what} has a Content-Security-Policy`).toBeTruthy();
  const d = directives(csp);
  if ((h["content-type"] ?? "").startsWith("text/html")) {
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

test.describe("security headers", () => {
  test("every route answers with the policy and the hardening headers, twice (rendered, then kept)", async ({ request }) => {
    test.setTimeout(120_000);
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
        const res = await request.get(route, { maxRedirects: 0 });
        expect(res.status(), `${route} (${round})`).toBeLessThan(500);
        expectCommonHeaders(res, `${route} (${round})`);
      }
    }
    // A build asset and the page a prerendered shell came from.
    const home = await (await request.get("/")).text();
    const asset = /\/_astro\/[^"]+\.js/.exec(home)?.[0];
    expect(asset).toBeTruthy();
    const js = await request.get(asset!);
    expect(js.status()).toBe(200);
    expectCommonHeaders(js, asset!);
    expect(js.headers()["cache-control"]).toContain("immutable");
  });
});

test.describe("what may be kept", () => {
  test("a static page is one public file for everyone; every answer that reads the visitor is never stored", async ({ page, request }) => {
    const anonymous = await request.get("/about");
    expect(anonymous.headers()["cache-control"]).toBe("public, max-age=0, must-revalidate");
    expect(anonymous.headers()["etag"]).toBeTruthy();
    const islands = [...(await anonymous.text()).matchAll(/fetch\("(\/_server-islands\/[^"]+)"/g)].map((m) => m[1]);
    expect(islands.length).toBeGreaterThan(0);

    await loginClient(page);
    const verified = await page.request.get("/about");
    expect(verified.headers()["etag"]).toBe(anonymous.headers()["etag"]);
    for (const island of islands) expect((await page.request.get(island)).headers()["cache-control"], island).toBe("private, no-store");
    for (const path of ["/contact", "/equity-partnership", "/message", "/request-access"]) {
      const res = await page.request.get(path);
      expect([res.status(), res.headers()["cache-control"]], path).toEqual([200, "private, no-store"]);
    }
    expect((await request.get("/verify")).headers()["cache-control"]).toBe("private, no-store");
  });
});

test.describe("cross-site requests", () => {
  test("every POST without this site's Origin is refused with 403 before anything runs", async () => {
    const ctx = await bareContext();
    try {
      const body = { name: "Cross Site", email: "cross@example.com", message: "This must never be stored." };
      const cases: { what: string; headers: Record<string, string> }[] = [
        { what: "no Origin", headers: {} },
        { what: "null Origin", headers: { origin: "null" } },
        { what: "foreign Origin", headers: { origin: "https://evil.example" } },
        { what: "cross-site fetch", headers: { origin, "sec-fetch-site": "cross-site" } },
      ];
      for (const c of cases) {
        for (const path of ["/api/forms/contact", "/api/forms/newsletter", "/", "/verify", "/admin/codes", "/api/consent"]) {
          const res = await ctx.post(path, { headers: { "content-type": "application/json", ...c.headers }, data: body });
          expect(res.status(), `${c.what} → POST ${path}`).toBe(403);
        }
      }
      // The same request from this site goes through.
      const ok = await ctx.post("/api/forms/newsletter", {
        headers: { origin, "x-forwarded-for": `10.250.${Date.now() % 250}.7` },
        data: { email: uniqueEmail("origin") },
      });
      expect(ok.status()).toBe(201);
    } finally {
      await ctx.dispose();
    }
  });
});

test.describe("sessions", () => {
  test("every kind of invalid code gets the same answer, byte for byte", async ({ browser }) => {
    // Five browser contexts and a code made through the CLI: slow on a busy machine.
    test.slow();
    const email = uniqueEmail("enum");
    const used = await createCode({ maxUses: 1 });
    const ctxUse = await browser.newContext({ baseURL: origin, javaScriptEnabled: false });
    await verifyWithoutJs(await ctxUse.newPage(), used.code, email);
    await ctxUse.close();
    const bound = await createCode({ email: "someone.else@example.com" });
    const expired = await createCode({ expiresInSeconds: -60 });
    const kinds = { unknown: "GTE-ZZZZ-ZZZZ", used: used.code, bound: bound.code, expired: expired.code, malformed: "GTE-1234" };
    const answers = new Map<string, string>();
    for (const [kind, code] of Object.entries(kinds)) {
      const ctx = await browser.newContext({
        baseURL: origin,
        javaScriptEnabled: false,
        extraHTTPHeaders: { "x-forwarded-for": `10.251.${Object.keys(kinds).indexOf(kind)}.${Date.now() % 250}` },
      });
      const p = await ctx.newPage();
      await verifyWithoutJs(p, code, email);
      answers.set(
        kind,
        await p
          .getByRole("alert")
          .first()
          .evaluate((el) => el.outerHTML),
      );
      await ctx.close();
    }
    const distinct = new Set(answers.values());
    expect([...answers.values()][0]).toContain("Invalid invitation code");
    expect(distinct.size, JSON.stringify(Object.fromEntries(answers))).toBe(1);
  });
});

async function verifyWithoutJs(page: import("@playwright/test").Page, code: string, email: string) {
  await page.goto("/verify");
  await page.getByRole("textbox", { name: "Invitation code", exact: true }).fill(code);
  await page.getByRole("textbox", { name: "Email address", exact: true }).fill(email);
  await page.getByRole("button", { name: "Verify Code" }).click();
  await page.waitForLoadState("load");
}

test.describe("stored cross-site scripting", () => {
  const payload = `<script>window.__xss=1</script><img src=x onerror="window.__xss=2">'"--;DROP TABLE contact_submissions;--`;

  test("form fields holding script and SQL text are stored verbatim and shown inert, on the site and in the console", async ({ page, context }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("xss");
    await page.goto("/");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("textbox", { name: "Name", exact: true }).fill(`Robert ${payload}`.slice(0, 100));
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await form.getByRole("textbox", { name: "Message", exact: true }).fill(`Hello ${payload}`);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Thank you! We'll get back to you soon.")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    await context.clearCookies({ name: SESSION_COOKIE });
    await loginAdmin(page);
    await visit(page, `/admin/inbox/contact-submissions?q=${encodeURIComponent(email)}`);
    await page.getByTestId("inbox-row").getByRole("link").first().click();
    await expect(page.getByText(`Hello ${payload}`)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    const csv = await (await page.request.get("/admin/export/contact-submissions.csv")).text();
    expect(csv).toContain("DROP TABLE contact_submissions");
  });
});
