import type { Page } from "@playwright/test";
import { expect, test } from "./fixtures";

/**
 * Cumulative Layout Shift stays within the budget of issue 8 (0.02) when the web font is late,
 * as on a slow connection: the pages whose hero copy and stat grids wrapped differently in
 * Inter than in the fallback shifted by 0.03–0.08 when the font was swapped in after the first
 * paint. The font now never replaces the fallback once text has been painted (app/fonts.ts).
 */
const PAGES = ["/", "/about", "/services/hosting-maintenance", "/partnership-deals-atlanta"];
const CLS_BUDGET = 0.02;

/** A layout-shift entry as the page records it: its score and the elements that moved. */
type Shift = { value: number; nodes: string[] };

async function recordShifts(page: Page) {
  await page.addInitScript(() => {
    const w = window as unknown as { __shifts: Shift[] };
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

/** Waits for every font the page asked for, then two frames and a task, in which layout shifts are reported. */
async function afterFontsAndFrames(page: Page) {
  await page.evaluate(async () => {
    await document.fonts.ready;
    await new Promise((r) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(r))));
  });
}

for (const path of PAGES) {
  test(`${path} does not shift when the web font arrives late`, { tag: "@widths" }, async ({ page }) => {
    // The font is held until the page has painted its text in the fallback: late by construction,
    // however fast or slow the machine, rather than after a fixed pause.
    let fontRequests = 0;
    let releaseFont!: () => void;
    const fontHeld = new Promise<void>((resolve) => (releaseFont = resolve));
    await page.route(/\.woff2$/, async (route) => {
      fontRequests += 1;
      await fontHeld;
      await route.continue();
    });
    await recordShifts(page);
    const fontArrived = page.waitForResponse(/\.woff2$/);
    await page.goto(path, { waitUntil: "domcontentloaded" });
    // The first contentful paint: the text is on the screen in the fallback (invisible text, in
    // the font's block period, does not count as one).
    await page.waitForFunction(() => performance.getEntriesByType("paint").some((e) => e.name === "first-contentful-paint"));
    releaseFont();
    // Past the moment the font lands and the frames after it, where a re-layout would be reported.
    await fontArrived;
    await page.waitForLoadState("load");
    await afterFontsAndFrames(page);
    expect(fontRequests, "the page asks for the web font").toBeGreaterThan(0);
    const shifts = await page.evaluate(() => (window as unknown as { __shifts: Shift[] }).__shifts);
    const total = shifts.reduce((sum, s) => sum + s.value, 0);
    expect(total, `layout shifts on ${path}: ${JSON.stringify(shifts)}`).toBeLessThanOrEqual(CLS_BUDGET);
  });
}
