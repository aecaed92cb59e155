import { test as base, devices, expect, type Cookie, type Locator, type Page } from "@playwright/test";
import AxeBuilder from "@axe-core/playwright";
import { adminSessionCookies } from "./gate-fixtures";
import { consentCookie } from "./support/consent";

export { expect };

type Options = {
  /** Content-Security-Policy violations the browser reported during the test (must stay empty). */
  cspViolations: string[];
  /** Start with a stored cookie choice so the banner does not cover the page (default true). */
  consented: boolean;
  /** A fake client address per test, so database rate limits of one test do not hit another. */
  clientIp: string;
};

type WorkerFixtures = {
  /**
   * The administrator's session cookie, signed in once per worker through the code and the
   * passkey step: a test that only needs to be the administrator takes it (asAdmin in
   * gate-fixtures.ts); tests of signing in, signing out and confirming sign in themselves.
   */
  adminCookies: Cookie[];
};

let ipCounter = 0;

export const test = base.extend<Options, WorkerFixtures>({
  adminCookies: [async ({ browser }, use) => use(await adminSessionCookies(browser)), { scope: "worker", timeout: 60_000 }],
  cspViolations: async ({}, use) => {
    await use([]);
  },
  // Every page of every test fails on a blocked script, style or connection: the policy must
  // allow exactly what the site uses, whether a page was rendered afresh or served from the cache.
  page: async ({ page, cspViolations }, use) => {
    page.on("console", (msg) => {
      if (msg.type() === "error" && /Content Security Policy/i.test(msg.text())) cspViolations.push(`${page.url()}: ${msg.text()}`);
    });
    await use(page);
    expect(cspViolations, "Content-Security-Policy violations").toEqual([]);
  },
  consented: [true, { option: true }],
  clientIp: async ({}, use, info) => {
    ipCounter += 1;
    await use(`10.${info.workerIndex % 250}.${Math.floor(ipCounter / 250) % 250}.${(ipCounter % 250) + 1}`);
  },
  context: async ({ context, consented, clientIp, baseURL }, use) => {
    // Replaces the config's extra headers, so the Origin every API POST needs is repeated here.
    await context.setExtraHTTPHeaders({ "x-forwarded-for": clientIp, origin: new URL(baseURL!).origin });
    if (consented) await context.addCookies([consentCookie(baseURL!)]);
    await use(context);
  },
});

/** Runs axe (WCAG 2.1 A and AA) on the page as it is now and fails on any violation. */
export async function expectAccessible(page: Page) {
  // Only the violations are collected: axe then skips describing every node that passed. The
  // options go first: AxeBuilder's options() replaces what withTags() set. Legacy mode runs axe in
  // the page itself; the default opens a blank page per audit to put each frame's results
  // together, which doubled each audit's time on a site with no frames (decision 0036).
  const results = await new AxeBuilder({ page })
    .options({ resultTypes: ["violations"] })
    .withTags(["wcag2a", "wcag2aa", "wcag21a", "wcag21aa"])
    .setLegacyMode(true)
    .analyze();
  const summary = results.violations.map(
    (v) =>
      `${v.id} (${v.impact}): ${v.help} — ${v.nodes
        .map((n) => n.target.join(" "))
        .slice(0, 3)
        .join(", ")}`,
  );
  expect(summary, `accessibility violations on ${page.url()}`).toEqual([]);
}

/** The desktop project's screen, and the phone project's (playwright.config.ts). */
const desktopScreen = { width: 1280, height: 800 };
const phoneScreen = devices["Pixel 7"].viewport;

/**
 * Axe on the page as it is, at the desktop project's width and then at the phone project's, and
 * at each the page must fit the screen; the viewport is left at desktop width. One page load
 * serves both widths: the layout follows the width, and the phone project need not load it again.
 * `auditPhone: false` checks the fit at phone width without a second axe run, for a page whose
 * layout another route already audits there.
 */
export async function auditBothWidths(page: Page, { auditPhone = true }: { auditPhone?: boolean } = {}) {
  await page.setViewportSize(desktopScreen);
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
  await page.setViewportSize(phoneScreen);
  await expectNoSidewaysScroll(page);
  if (auditPhone) await expectAccessible(page);
  await page.setViewportSize(desktopScreen);
}

/**
 * Fails when the page is wider than the screen. On a phone that widens the layout viewport: the
 * page can then only be panned, not scrolled, and taps land on the wrong element.
 */
export async function expectNoSidewaysScroll(page: Page) {
  const { scrollWidth, width } = await page.evaluate(() => ({
    scrollWidth: document.documentElement.scrollWidth,
    width: window.visualViewport?.width ?? window.innerWidth,
  }));
  expect(scrollWidth, `${page.url()} is wider than the screen`).toBeLessThanOrEqual(Math.ceil(width));
}

/**
 * Opens a path and checks its status and that it fits the screen. Accessibility is audited once
 * per route and width in accessibility.spec.ts, not on every visit.
 */
/**
 * Waits until the island holding `form` has hydrated: Astro drops the island's ssr mark once it
 * has. Tests of what a form does with JavaScript start here; a click before hydration is a plain
 * post (the same answer, from the page), which the tests without JavaScript cover.
 */
export async function hydrated(form: Locator) {
  await form.scrollIntoViewIfNeeded();
  await expect(form.locator("xpath=ancestor::astro-island[1]")).not.toHaveAttribute("ssr", /.*/);
  return form;
}

export async function visit(page: Page, path: string, status = 200) {
  const res = await page.goto(path);
  expect(res?.status(), `status of ${path}`).toBe(status);
  await expectNoSidewaysScroll(page);
  return res;
}
