import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";
import { loginClient } from "./gate-fixtures";
import { allContentNeedles, leaked, pageBytes, projectNeedles } from "./gate-content";

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
      // Once loaded, a page of this site always runs some of its own scripts (the site's script
      // after the first paint at least): an empty list would mean the check saw nothing.
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
