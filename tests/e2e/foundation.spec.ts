import type { Page } from "@playwright/test";
import { expect, expectAccessible, test, visit } from "./fixtures";
import { holdRequests } from "./support/hold-requests";
import { tagOrigin } from "./support/settings.mjs";

test.describe("site-wide layout", { tag: "@widths" }, () => {
  test("header links, Get Quote and skip link", async ({ page, isMobile }) => {
    await visit(page, "/");
    const header = page.locator("header");
    if (!isMobile) {
      const nav = header.getByRole("navigation", { name: "Main" });
      for (const [label, href] of [
        ["Services", "/services"],
        ["About", "/about"],
        ["Partnership", "/equity-partnership"],
        ["Portfolio", "/portfolio"],
        ["Blog", "/blog"],
        ["Contact", "/contact"],
      ]) {
        await expect(nav.getByRole("link", { name: label })).toHaveAttribute("href", href);
      }
      await expect(header.getByRole("link", { name: "Get Quote" })).toHaveAttribute("href", "/contact#inquiry");
    }
    await expect(page.getByTestId("admin-controls")).toHaveCount(0);
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Skip to content" })).toBeFocused();
  });

  test("mobile menu opens, closes on Escape and on navigation", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone layout only");
    await visit(page, "/");
    const toggle = page.getByRole("button", { name: "Open menu" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await toggle.click();
    const close = page.getByRole("button", { name: "Close menu" });
    await expect(close).toHaveAttribute("aria-expanded", "true");
    await expectAccessible(page);
    await page.keyboard.press("Escape");
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await page.getByRole("button", { name: "Open menu" }).click();
    await page.getByRole("navigation", { name: "Mobile" }).getByRole("link", { name: "Get Quote" }).click();
    await expect(page).toHaveURL(/\/contact#inquiry$/);
    await expect(page.getByRole("button", { name: "Open menu" })).toHaveAttribute("aria-expanded", "false");
    await expect(page.getByRole("navigation", { name: "Mobile" })).toBeHidden();
  });

  test("footer: lists, tel link, badges, legal links", async ({ page }) => {
    await visit(page, "/");
    const footer = page.locator("footer");
    await expect(footer.getByRole("link", { name: "(404) 555-0142" })).toHaveAttribute("href", "tel:+14045550142");
    // The address keeps its name and wraps after the "@" in a narrow column, never mid-word.
    const email = footer.getByRole("link", { name: "hello@gatewaytech.example" });
    await expect(email).toHaveAttribute("href", "mailto:hello@gatewaytech.example");
    expect(await email.evaluate((a) => a.innerHTML)).toBe("hello@<wbr>gatewaytech.example");
    for (const badge of ["SSL Secure", "Privacy Protected", "WCAG 2.1 AA"]) await expect(footer.getByText(badge, { exact: true })).toBeVisible();
    await expect(footer.getByRole("link", { name: "SEO Atlanta" })).toHaveAttribute("href", "/seo-atlanta");
    await expect(footer.getByRole("link", { name: "Privacy Policy" })).toHaveAttribute("href", "/privacy-policy");
    await expect(footer.getByRole("link", { name: "Terms of Service" })).toHaveAttribute("href", "/terms-of-service");
  });

  // The widget shows from 1440 px, where the page's margin holds it (site-finish.spec.ts).
  const wideScreen = { width: 1536, height: 864 };

  test("floating contact widget is collapsible and keyboard reachable", async ({ page, isMobile }) => {
    test.skip(isMobile, "on a phone the header's call button and the contact bar take its place (site-finish.spec.ts)");
    await page.setViewportSize(wideScreen);
    await visit(page, "/");
    const toggle = page.getByRole("button", { name: "Contact us" });
    await toggle.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("button", { name: "Close" })).toHaveAttribute("aria-expanded", "true");
    await expect(page.getByTestId("floating-contact").getByText("Live chat by text message, 9 AM–6 PM Eastern Time")).toBeVisible();
    await expect(page.getByRole("link", { name: /Call \(404\) 555-0142/ })).toHaveAttribute("href", "tel:+14045550142");
    // The live chat is a text conversation; the number is in the label for a computer that cannot text.
    await expect(page.getByRole("link", { name: "Text (404) 555-0142" })).toHaveAttribute("href", "sms:+14045550142");
    await expect(page.getByRole("link", { name: "E-mail us" })).toHaveAttribute("href", "mailto:hello@gatewaytech.example");
    await expect(page.getByRole("link", { name: "Contact page" })).toHaveAttribute("href", "/contact");
    await page.getByRole("button", { name: "Close" }).click();
    await expect(page.getByRole("link", { name: "E-mail us" })).toBeHidden();
  });

  test("floating contact widget opened before the site's script has run is announced as open once it runs", async ({ page, isMobile }) => {
    test.skip(isMobile, "on a phone the header's call button and the contact bar take its place (site-finish.spec.ts)");
    // The script comes after the page's largest paint; a quick visitor is there first.
    const release = await holdRequests(page, (request) => /\/_astro\/.+\.js$/.test(request.url()));
    await page.setViewportSize(wideScreen);
    await visit(page, "/");
    await page.getByRole("button", { name: "Contact us" }).click();
    await expect(page.getByRole("link", { name: "E-mail us" })).toBeVisible();
    release();
    await expect(page.getByRole("button", { name: "Close" })).toHaveAttribute("aria-expanded", "true");
  });

  test("floating contact widget: Escape closes it and gives focus back to its button", async ({ page, isMobile }) => {
    test.skip(isMobile, "on a phone the header's call button and the contact bar take its place (site-finish.spec.ts)");
    await page.setViewportSize(wideScreen);
    await visit(page, "/");
    await page.getByRole("button", { name: "Contact us" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("link", { name: "E-mail us" })).toBeVisible();
    // Into the widget with the keyboard, then out with Escape.
    await page.getByRole("link", { name: /Call \(404\) 555-0142/ }).focus();
    await page.keyboard.press("Tab");
    await expect(page.getByRole("link", { name: "Text (404) 555-0142" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByRole("link", { name: "E-mail us" })).toBeHidden();
    const toggle = page.getByRole("button", { name: "Contact us" });
    await expect(toggle).toHaveAttribute("aria-expanded", "false");
    await expect(toggle).toBeFocused();
  });
});

test.describe("home page", () => {
  test("hero, ten service cards, mission, industries and anchors", async ({ page }) => {
    await visit(page, "/");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Technology that grows");
    const hero = page.locator("section").first();
    await expect(hero.getByRole("link", { name: "Get a Free Consultation" })).toHaveAttribute("href", "/contact#inquiry");
    await expect(hero.getByRole("link", { name: "Explore Services" })).toHaveAttribute("href", "/services");
    await expect(page.getByTestId("service-cards").locator(":scope > li")).toHaveCount(10);
    await expect(page.getByRole("heading", { name: "Our Mission" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "Our Vision" })).toBeVisible();
    for (const id of ["services", "about", "clients", "contact"]) await expect(page.locator(`#${id}`)).toHaveCount(1);
    await page.getByRole("link", { name: "Talk About Your Industry" }).click();
    await expect(page).toHaveURL(/#contact$/);
  });

  test("client cards are locked for an anonymous visitor and absent from the HTML", async ({ page, request }) => {
    await visit(page, "/");
    await expect(page.locator("#clients").getByTestId("locked-panel")).toContainText("Exclusive Access Required");
    await expect(page.locator("#clients").getByText("Limited Capacity • By Invitation Only")).toBeVisible();
    const html = await (await request.get("/")).text();
    expect(html).not.toContain("Peachtree Recovery &amp; Towing");
    expect(html).not.toContain("Peachtree Recovery & Towing");
  });
});

test.describe("without JavaScript", () => {
  // React can stream a large part of a page hidden, to be revealed by an inline script: a visitor
  // without JavaScript (or a simple crawler) would get the hero and nothing else.
  test("every section of every page in the sitemap is there and visible", async ({ browser, request, baseURL }) => {
    test.setTimeout(120_000);
    const locs = async (path: string) => [...(await (await request.get(path)).text()).matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
    const paths = (await locs("/sitemap/pages.xml")).filter((p) => !p.startsWith("/blog/"));
    expect(paths.length).toBeGreaterThan(20);
    const headings = (page: Page) => page.locator("main h2").evaluateAll((els) => els.filter((e) => e.checkVisibility()).map((e) => e.textContent?.trim()));
    const withJs = await browser.newContext({ baseURL, storageState: { cookies: [], origins: [] } });
    const noJs = await browser.newContext({ baseURL, javaScriptEnabled: false });
    try {
      const on = await withJs.newPage();
      const off = await noJs.newPage();
      for (const path of paths) {
        await on.goto(path, { waitUntil: "load" });
        await off.goto(path, { waitUntil: "load" });
        const expected = await headings(on);
        expect(await headings(off), `sections of ${path} without JavaScript`).toEqual(expected);
      }
    } finally {
      await withJs.close();
      await noJs.close();
    }
  });
});

test.describe("cookie banner", () => {
  test.use({ consented: false });

  const stored = (page: import("@playwright/test").Page) => page.evaluate(() => JSON.parse(localStorage.getItem("cookieConsent") ?? "null"));

  test("Accept All stores every category and the next page shows no banner", async ({ page, context }) => {
    await visit(page, "/");
    const banner = page.getByTestId("cookie-banner");
    await expect(banner).toBeVisible();
    const recorded = page.waitForResponse((r) => r.url().endsWith("/api/consent") && r.status() === 204);
    await banner.getByRole("button", { name: "Accept All Cookies" }).click();
    await recorded;
    await expect(banner).toBeHidden();
    expect(await stored(page)).toMatchObject({ necessary: true, analytics: true, marketing: true, functional: true });
    expect((await context.cookies()).find((c) => c.name === "gte_consent")).toBeTruthy();
    await page.goto("/about");
    await expect(page.getByRole("main")).toBeVisible();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
  });

  test("Reject All keeps only necessary", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("button", { name: "Reject All" }).click();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    expect(await stored(page)).toMatchObject({ necessary: true, analytics: false, marketing: false, functional: false });
  });

  test("close X rejects; backdrop closes without storing", async ({ page }) => {
    await visit(page, "/");
    await page.getByTestId("cookie-backdrop").click({ position: { x: 5, y: 5 } });
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    expect(await stored(page)).toBeNull();
    await page.reload();
    await page.getByRole("button", { name: "Close and reject optional cookies" }).click();
    expect(await stored(page)).toMatchObject({ analytics: false, marketing: false, functional: false });
  });

  test("Customize, toggle and Save Preferences; Cancel returns to the banner; footer reopens it", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("button", { name: "Customize" }).click();
    await expect(page.getByRole("checkbox", { name: /Necessary/ })).toBeDisabled();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Cancel" }).click();
    await expect(page.getByRole("button", { name: "Accept All Cookies" })).toBeVisible();
    await page.getByRole("button", { name: "Customize" }).click();
    await page.getByRole("checkbox", { name: /Analytics/ }).check();
    await page.getByRole("checkbox", { name: /Functional/ }).check();
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    expect(await stored(page)).toMatchObject({ analytics: true, marketing: false, functional: true });
    await page.getByRole("button", { name: "Cookie settings" }).click();
    await expect(page.getByRole("checkbox", { name: /Analytics/ })).toBeChecked();
    await expect(page.getByRole("checkbox", { name: /Marketing/ })).not.toBeChecked();
  });

  test("Global Privacy Control keeps analytics and marketing off even on Accept All", async ({ page }) => {
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
    await visit(page, "/");
    await expect(page.getByText(/Global Privacy Control/)).toBeVisible();
    await page.getByRole("button", { name: "Accept All Cookies" }).click();
    expect(await stored(page)).toMatchObject({ analytics: false, marketing: false, functional: true });
  });
});

test.describe("not found", () => {
  test("unknown path: 404, noindex, links home, back and quick links", async ({ page }) => {
    await visit(page, "/");
    await visit(page, "/no-such-page-here", 404);
    // One robots tag, the shared helper's title and social tags, no canonical.
    const robots = await page.locator('meta[name="robots"]').evaluateAll((els) => els.map((e) => e.getAttribute("content")));
    expect(robots).toEqual([expect.stringMatching(/^noindex(, nofollow)?$/)]);
    await expect(page).toHaveTitle("Page Not Found | Gateway Tech Enterprises");
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /could not be found/);
    await expect(page.locator('meta[property="og:title"]')).toHaveAttribute("content", "Page Not Found | Gateway Tech Enterprises");
    await expect(page.locator('meta[name="twitter:card"]')).toHaveAttribute("content", "summary_large_image");
    await expect(page.locator('link[rel="canonical"]')).toHaveCount(0);
    await expect(page.getByRole("link", { name: "Go Home" })).toHaveAttribute("href", "/");
    const quick = page.getByRole("navigation", { name: "Quick links" });
    for (const href of ["/#services", "/#about", "/#clients", "/#contact"]) await expect(quick.locator(`a[href="${href}"]`)).toHaveCount(1);
    await page.getByRole("button", { name: "Go Back" }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});

test.describe("cookie banner with the keyboard", () => {
  test.use({ consented: false });

  const insideBanner = (page: Page) => page.evaluate(() => Boolean(document.querySelector('[data-testid="cookie-banner"]')?.contains(document.activeElement)));

  test("focus moves into the banner and stays in it, in both views, and Escape steps back", async ({ page }) => {
    await visit(page, "/");
    await expect(page.getByRole("heading", { name: "We value your privacy" })).toBeFocused();
    await expect(page.getByRole("dialog")).toHaveAttribute("aria-modal", "true");
    // The banner is modal (its backdrop keeps the page out of reach): Tab goes round its controls.
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Tab");
      expect(await insideBanner(page), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await insideBanner(page), `Shift+Tab ${i + 1}`).toBe(true);
    }

    await page.getByRole("button", { name: "Customize" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Cookie Preferences" })).toBeFocused();
    await expect(page.getByRole("dialog")).toHaveAttribute("aria-modal", "true");
    // Tab and Shift+Tab go round the panel's controls and never leave it.
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Tab");
      expect(await insideBanner(page), `Tab ${i + 1}`).toBe(true);
    }
    for (let i = 0; i < 12; i++) {
      await page.keyboard.press("Shift+Tab");
      expect(await insideBanner(page), `Shift+Tab ${i + 1}`).toBe(true);
    }
    // Escape in the panel is Cancel: back to the banner, which has nothing stored yet.
    await page.keyboard.press("Escape");
    await expect(page.getByRole("heading", { name: "We value your privacy" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    expect(await page.evaluate(() => localStorage.getItem("cookieConsent"))).toBeNull();
  });

  test("on a first visit, Reject All leaves focus at the start of the page's content, not lost", async ({ page }) => {
    await visit(page, "/about");
    await page.getByRole("button", { name: "Reject All" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    await expect(page.locator("#main")).toBeFocused();
  });

  test("reopened from the footer, it gives focus back to the Cookie settings button when it closes", async ({ page }) => {
    await visit(page, "/");
    await page.getByRole("button", { name: "Reject All" }).click();
    const reopen = page.getByRole("button", { name: "Cookie settings" });
    await reopen.focus();
    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Cookie Preferences" })).toBeFocused();
    await page.keyboard.press("Escape");
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    await expect(reopen).toBeFocused();

    await page.keyboard.press("Enter");
    await expect(page.getByRole("heading", { name: "Cookie Preferences" })).toBeFocused();
    await page.getByRole("checkbox", { name: /Functional/ }).focus();
    await page.keyboard.press("Space");
    await page.getByRole("button", { name: "Save Preferences" }).focus();
    await page.keyboard.press("Enter");
    await expect(page.getByTestId("cookie-banner")).toBeHidden();
    await expect(reopen).toBeFocused();
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cookieConsent") ?? "null"))).toMatchObject({ functional: true, analytics: false });
  });
});

/**
 * The tags are configured at build time (PUBLIC_ANALYTICS_SRC / PUBLIC_MARKETING_SRC);
 * the test build points them at the suite's tag origin, whose stand-ins (served by the browser
 * context, tests/e2e/fixtures.ts) only count that they ran.
 */
test.describe("analytics and marketing tags follow consent", () => {
  test.use({ consented: false });

  type Tags = { analytics?: number; marketing?: number };
  const tagsRan = (page: Page) => page.evaluate(() => ({ ...((window as unknown as { __gteTestTags?: Tags }).__gteTestTags ?? {}) }) as Tags);

  /**
   * Waits until the site script has run: it marks every popover button first and then, in the
   * same turn, applies the stored choice, adding a consented tag's <script> at once. So from here
   * on no tag element means none will load.
   */
  async function settle(page: Page) {
    await expect(page.locator("[popovertarget]").first()).toHaveAttribute("aria-expanded", "false");
    await expect(page.locator("#gte-analytics, #gte-marketing")).toHaveCount(0);
  }

  /** Every request for a tag script this page makes. */
  function tagRequests(page: Page): string[] {
    const seen: string[] = [];
    page.on("request", (r) => {
      if (r.url().startsWith(`${tagOrigin}/`)) seen.push(new URL(r.url()).pathname);
    });
    return seen;
  }

  async function open(page: Page) {
    await visit(page, "/");
    const html = await (await page.request.get("/")).text();
    expect(html, "build the e2e site with the tag addresses of tests/e2e/support/settings.mjs").toContain(`${tagOrigin}/analytics.js`);
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
  }

  test("none loads before a choice; Accept All loads both", async ({ page }) => {
    const requests = tagRequests(page);
    await open(page);
    await settle(page);
    expect(requests).toEqual([]);
    expect(await tagsRan(page)).toEqual({});
    await page.getByRole("button", { name: "Accept All Cookies" }).click();
    await expect.poll(() => tagsRan(page)).toEqual({ analytics: 1, marketing: 1 });
    // And on the next page, from the stored choice.
    await page.reload();
    await expect.poll(() => tagsRan(page)).toEqual({ analytics: 1, marketing: 1 });
  });

  test("Customize with analytics on loads analytics only", async ({ page }) => {
    const requests = tagRequests(page);
    await open(page);
    await page.getByRole("button", { name: "Customize" }).click();
    await page.getByRole("checkbox", { name: /Analytics/ }).check();
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await expect.poll(() => tagsRan(page)).toEqual({ analytics: 1 });
    await expect(page.locator("#gte-marketing")).toHaveCount(0);
    expect(requests).toEqual(["/analytics.js"]);
  });

  test("Reject All loads none, now or after a reload", async ({ page }) => {
    const requests = tagRequests(page);
    await open(page);
    await page.getByRole("button", { name: "Reject All" }).click();
    await page.reload();
    await settle(page);
    expect(requests).toEqual([]);
    expect(await tagsRan(page)).toEqual({});
  });

  test("with every tag accepted, none loads where a code or token is typed: /verify and the console's address", async ({ page }) => {
    const requests = tagRequests(page);
    await open(page);
    await page.getByRole("button", { name: "Accept All Cookies" }).click();
    await expect.poll(() => tagsRan(page)).toEqual({ analytics: 1, marketing: 1 });
    requests.length = 0;
    for (const [path, status] of [
      ["/verify", 200],
      ["/verify?next=%2Fportfolio", 200],
      ["/admin", 404],
    ] as const) {
      await visit(page, path, status);
      await settle(page);
      expect(await tagsRan(page), path).toEqual({});
    }
    expect(requests).toEqual([]);
  });

  test("Global Privacy Control: none loads, even after Accept All", async ({ page }) => {
    const requests = tagRequests(page);
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
    await open(page);
    await page.getByRole("button", { name: "Accept All Cookies" }).click();
    await page.reload();
    await settle(page);
    expect(requests).toEqual([]);
    expect(await tagsRan(page)).toEqual({});
  });

  test("Global Privacy Control also overrides a choice stored before it was turned on", async ({ page }) => {
    const requests = tagRequests(page);
    await open(page);
    await page.getByRole("button", { name: "Accept All Cookies" }).click();
    await expect.poll(() => tagsRan(page)).toEqual({ analytics: 1, marketing: 1 });
    requests.length = 0;
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
    await page.reload();
    await settle(page);
    expect(requests).toEqual([]);
    expect(await tagsRan(page)).toEqual({});
    expect(await page.evaluate(() => JSON.parse(localStorage.getItem("cookieConsent") ?? "null"))).toMatchObject({
      analytics: false,
      marketing: false,
      functional: true,
    });
  });

  test("withdrawing consent removes the tag: the page reloads without it", async ({ page }) => {
    await open(page);
    await page.getByRole("button", { name: "Accept All Cookies" }).click();
    await expect.poll(() => tagsRan(page)).toEqual({ analytics: 1, marketing: 1 });
    await page.getByRole("button", { name: "Cookie settings" }).click();
    await page.getByRole("checkbox", { name: /Analytics/ }).uncheck();
    const reloaded = page.waitForEvent("load");
    await page.getByRole("button", { name: "Save Preferences" }).click();
    await reloaded;
    await expect.poll(() => tagsRan(page)).toEqual({ marketing: 1 });
    await expect(page.locator("#gte-analytics")).toHaveCount(0);
    await expect(page.locator("#gte-marketing")).toHaveCount(1);
  });
});
