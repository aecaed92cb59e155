import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { loginClient } from "./gate-fixtures";
import { allContentNeedles, leaked, pageBytes, projectNeedles } from "./gate-content";
import { projects } from "../../src/content/gated/portfolio-projects";
import { testimonials } from "../../src/content/gated/testimonials";

/** Every JavaScript file the page loaded or names (scripts run, preloads not yet run). */
async function scriptsOf(page: Page, path: string): Promise<string[]> {
  const loaded = new Set<string>();
  page.on("response", (r) => {
    if (r.request().resourceType() === "script") loaded.add(r.url());
  });
  await page.goto(path, { waitUntil: "load" });
  // Islands further down load their scripts as they near the viewport: bring the footer's in.
  await page.locator("footer").scrollIntoViewIfNeeded();
  await page.waitForLoadState("networkidle");
  const named = await page.evaluate(() => [
    ...Array.from(document.querySelectorAll<HTMLScriptElement>("script[src]"), (s) => s.src),
    ...Array.from(document.querySelectorAll<HTMLLinkElement>('link[rel="modulepreload"], link[rel="preload"][as="script"]'), (l) => l.href),
  ]);
  for (const u of named) loaded.add(u);
  return [...loaded].filter((u) => new URL(u).origin === new URL(page.url()).origin);
}

test.describe("gated content is in no JavaScript file", () => {
  for (const path of ["/", "/portfolio", "/testimonials"]) {
    test(`anonymous ${path}: none of the scripts it loads holds a project, testimonial or client card`, async ({ page }) => {
      const scripts = await scriptsOf(page, path);
      // Scrolled to its footer, a page of this site always loads some of its own scripts (the
      // newsletter box's at least): an empty list would mean the check saw nothing.
      expect(scripts.filter((u) => /\/_next\/static\/|\/_astro\//.test(u)).length, "scripts found").toBeGreaterThan(0);
      for (const url of scripts) {
        const res = await page.request.get(url);
        expect(res.status(), url).toBe(200);
        expect(leaked(await res.text(), allContentNeedles), `gated text in ${url}`).toEqual([]);
      }
    });
  }

  test("the check finds the case studies where a verified visitor gets them (the needles are real)", async ({ page }) => {
    await loginClient(page);
    await page.goto("/portfolio");
    await expect(page.getByTestId("portfolio-projects")).toBeVisible();
    const html = await pageBytes(page.request, "/portfolio");
    expect(leaked(html, projectNeedles)).toHaveLength(projectNeedles.length);
  });
});

test.describe("gated pictures", () => {
  const pictures = [...projects.map((p) => p.image.src), ...testimonials.map((t) => t.image.src)];

  test("an anonymous visitor gets 404 for every one, at its route and at its old public address", async ({ request }) => {
    for (const src of pictures) {
      expect((await request.get(src)).status(), src).toBe(404);
      const old = src.replace(/^\/api\/gated-images\//, projects.some((p) => p.image.src === src) ? "/portfolio/" : "/testimonials/");
      expect((await request.get(old)).status(), old).toBe(404);
    }
    expect((await request.get("/api/gated-images/..%2F..%2Fpackage.json")).status()).toBe(404);
  });

  test("a verified client gets each as a private SVG, and only the names the content uses", async ({ page }) => {
    await loginClient(page);
    for (const src of pictures) {
      const res = await page.request.get(src);
      expect(res.status(), src).toBe(200);
      expect(res.headers()["content-type"]).toBe("image/svg+xml; charset=utf-8");
      // Kept by this browser only, for a while: no shared cache, and not fetched again on every page.
      expect(res.headers()["cache-control"]).toMatch(/^private, max-age=[1-9]\d*$/);
      expect(res.headers()["x-content-type-options"]).toBe("nosniff");
    }
    expect((await page.request.get("/api/gated-images/..%2F..%2Fpackage.json")).status()).toBe(404);
    expect((await page.request.get("/api/gated-images/nothing-here.svg")).status()).toBe(404);
  });
});
