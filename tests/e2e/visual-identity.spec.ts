import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";
import { loginClient } from "./gate-fixtures";
import { initials } from "../../src/components/art/InitialsAvatar";
import { page as about } from "../../src/content/pages/about";
import type { Block } from "../../src/content/blocks";

/**
 * The site's own imagery: each hero's illustration (beside the copy on a desktop, below the
 * buttons on a phone, never wider than the screen and never moving), the team as initials
 * rather than photos, and client stories as quotes rather than videos that do not exist.
 */
const HERO_PAGES = ["/", "/seo-atlanta"];
const team = (about.blocks as readonly Block[]).find((b): b is Extract<Block, { type: "team" }> => b.type === "team")!.members;

/** The hero's illustration: the one drawing in the opening band big enough to be a picture (the buttons' icons are 20 px). */
async function heroArt(page: Page) {
  const boxes = await page
    .locator("main section")
    .first()
    .locator("svg")
    .evaluateAll((svgs) => svgs.map((s) => s.getBoundingClientRect().toJSON() as DOMRect).filter((r) => r.width >= 200));
  expect(boxes, "illustrations in the hero").toHaveLength(1);
  return boxes[0];
}

/** Records every layout shift from the first paint on. */
async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: { value: number; nodes: string[] }[] };
    w.__shifts = [];
    new PerformanceObserver((list) => {
      for (const e of list.getEntries() as unknown as { value: number; hadRecentInput: boolean; sources: { node?: Node }[] }[]) {
        if (!e.hadRecentInput)
          w.__shifts.push({
            value: e.value,
            nodes: e.sources.map((s) => (s.node instanceof Element ? `${s.node.tagName.toLowerCase()}.${s.node.className}` : String(s.node?.nodeName))),
          });
      }
    }).observe({ type: "layout-shift", buffered: true });
  });
}

for (const path of HERO_PAGES) {
  test.describe(`${path} hero`, { tag: "@widths" }, () => {
    test("shows its illustration beside the copy on a desktop, and below the buttons on a phone", async ({ page }) => {
      await visit(page, path);
      const art = await heroArt(page);
      const { width, height } = page.viewportSize()!;
      const heading = (await page.getByRole("heading", { level: 1 }).boundingBox())!;
      if (width >= 1024) {
        // The right half, level with the heading.
        expect(art.x).toBeGreaterThanOrEqual(width / 2);
        expect(art.y).toBeLessThan(heading.y + heading.height);
      } else {
        // After the buttons, which stay on the first screen.
        const buttons = await page
          .locator("main section")
          .first()
          .getByRole("link")
          .evaluateAll((as) => Math.max(...as.map((a) => a.getBoundingClientRect().bottom)));
        expect(buttons).toBeLessThanOrEqual(height);
        expect(art.y).toBeGreaterThanOrEqual(buttons);
      }
    });

    test("fits the screen and nothing moves while it loads", async ({ page }) => {
      await recordShifts(page);
      await visit(page, path);
      await page.waitForLoadState("load");
      // Every font in, then two frames and a task, in which a late layout shift would be reported.
      await page.evaluate(async () => {
        await document.fonts.ready;
        await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r))));
      });
      const shifts = await page.evaluate(() => (window as unknown as { __shifts: { value: number; nodes: string[] }[] }).__shifts);
      expect(shifts, "layout shifts").toEqual([]);
    });
  });
}

test("the about page shows its team as initials, not photos", async ({ page }) => {
  await visit(page, "/about");
  const section = page.locator("section#team");
  const people = section.getByRole("listitem");
  await expect(people).toHaveCount(team.length);
  for (const { name } of team) {
    await expect(people.filter({ has: page.getByRole("heading", { name }) }).locator("span[aria-hidden=true]")).toHaveText(initials(name));
  }
  await expect(section.locator("img")).toHaveCount(0);
});

test.describe("client stories on /testimonials", () => {
  test("are quotes with who said them, with no video lengths", async ({ page }) => {
    await visit(page, "/testimonials");
    const stories = page.getByTestId("client-stories");
    await expect(stories.locator("figure blockquote")).toHaveCount(3);
    await expect(stories.locator("figure figcaption")).toHaveText([/Owner of a towing/, /salvage yard/, /car dealership/]);
    await expect(page.locator("main")).not.toContainText(/\d+\s*min\b|video/i);
  });

  test("show no video lengths to a verified client either", async ({ page }) => {
    await loginClient(page);
    await visit(page, "/testimonials");
    await expect(page.getByTestId("testimonial-cards")).toBeVisible();
    await expect(page.locator("main")).not.toContainText(/\d+\s*min\b|video/i);
  });
});
