import fs from "node:fs";
import { chromium, type Browser } from "@playwright/test";
import { afterAll, beforeAll, describe, expect, it, vi } from "vitest";
import { hasBuild, postJson, postgresUrl, serverBehindRelay, waitFor, type RunningServer } from "./support";

const chromePath = [process.env.CHROME_PATH, "/usr/bin/chromium", "/usr/bin/chromium-browser"].find((p) => p && fs.existsSync(p));
const chromeArgs = ["--no-sandbox", "--disable-gpu", "--disable-background-networking", "--disable-component-update", "--disable-sync", "--no-first-run"];

/**
 * What a visitor meets while the database is down, and that everything comes back by itself.
 * `down`/`up` cause and end the outage for the back end under test.
 */
function outageChecks(
  name: string,
  setup: () => Promise<{ server: RunningServer; down: () => Promise<void>; up: () => Promise<void>; teardown: () => Promise<void> }>,
) {
  describe.skipIf(!hasBuild || !chromePath)(name, () => {
    let ctx: Awaited<ReturnType<typeof setup>>;
    let browser: Browser;
    beforeAll(async () => {
      ctx = await setup();
      browser = await chromium.launch({ executablePath: chromePath, args: chromeArgs });
    });
    afterAll(async () => {
      await browser?.close();
      await ctx?.teardown();
    });

    it("answers 503 with Retry-After where the database is needed, keeps static pages up, and recovers without a restart", async () => {
      const { server } = ctx;
      const base = server.url;
      await ctx.down();

      const health = await fetch(`${base}/api/health`);
      expect(health.status).toBe(503);
      expect(health.headers.get("retry-after")).toBeTruthy();

      for (const path of ["/search?q=seo", "/blog?category=Web%20Design"]) {
        const res = await fetch(`${base}${path}`);
        expect(res.status, path).toBe(503);
        expect(res.headers.get("retry-after"), path).toBeTruthy();
        const html = await res.text();
        expect(html).toMatch(/We(?:'|&#x27;|&#39;)ll be right back/);
        // What the visitor reads (the island loader's own script mentions errors by name).
        expect(html.replace(/<script\b[\s\S]*?<\/script>/g, "")).not.toMatch(/at \w+ \(|Error:|stack/i);
      }
      const post = await fetch(`${base}/blog/local-seo-google-business-profile-atlanta`);
      expect(post.status).toBe(503);
      expect(post.headers.get("retry-after")).toBeTruthy();

      const about = await fetch(`${base}/about`);
      expect(about.status).toBe(200);

      const api = await postJson(
        base,
        "/api/forms/contact",
        { name: "Outage", email: "outage@example.com", message: "Sent while the database was down." },
        { "x-forwarded-for": "10.66.0.1" },
      );
      expect(api.status).toBe(503);
      expect(api.headers.get("retry-after")).toBeTruthy();

      // A visitor's form: an error next to the form, nothing said about thanks, every field kept.
      const context = await browser.newContext({ baseURL: base });
      const page = await context.newPage();
      await page.goto("/");
      await page.getByRole("button", { name: "Reject All" }).click();
      const form = page.getByRole("form", { name: "Contact form" });
      await form.getByRole("textbox", { name: "Name", exact: true }).fill("Dana Outage");
      await form.getByRole("textbox", { name: "Email", exact: true }).fill("dana.outage@example.com");
      await form.getByRole("textbox", { name: "Message", exact: true }).fill("Please call me about a new website for our tire shop.");
      await form.getByRole("button", { name: "Send Message" }).click();
      await vi.waitFor(async () => expect(await form.textContent()).toContain("Something went wrong. Please try again or call us directly."), {
        timeout: 15_000,
        interval: 200,
      });
      expect(await form.textContent()).not.toContain("Thank you");
      expect(await form.getByRole("textbox", { name: "Name", exact: true }).inputValue()).toBe("Dana Outage");
      expect(await form.getByRole("textbox", { name: "Message", exact: true }).inputValue()).toBe("Please call me about a new website for our tire shop.");

      await ctx.up();
      await waitFor("health to recover", async () => (await fetch(`${base}/api/health`)).status === 200, 30_000);
      expect((await fetch(`${base}/search?q=seo`)).status).toBe(200);
      expect((await fetch(`${base}/blog/local-seo-google-business-profile-atlanta`)).status).toBe(200);
      // The same visitor tries again and it works.
      await form.getByRole("button", { name: "Send Message" }).click();
      // Sent, the form gives way to what happens next, which carries the thanks.
      await vi.waitFor(async () => expect(await page.getByTestId("inquiry-next-steps").textContent()).toContain("Thank you! We'll get back to you soon."), {
        timeout: 15_000,
        interval: 200,
      });
      await context.close();
    });
  });
}

// The embedded database runs in the server's own process: it has no connection to lose, so the
// outage a deployment meets is the database server's, cut here at the TCP level.
if (postgresUrl) outageChecks("database outage, PostgreSQL", () => serverBehindRelay("gte_system_outage", { TRUST_PROXY: "1" }));
