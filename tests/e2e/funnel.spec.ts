import type { Locator, Page } from "@playwright/test";
import { expect, hydrated, test, visit } from "./fixtures";
import { loginClient } from "./gate-fixtures";
import { lockedAreas } from "../../src/content/gate";
import { planMessage } from "../../src/content/inquiry";

// From a button that means "talk to us" to a sent inquiry in one screen, and locks that say what
// they hold and what to do next (issue 27). Phone runs use the 390 × 844 screen the issue measured.
test.beforeEach(async ({ page }, info) => {
  // Each test walks two or three pages and a post; on a shared two-core machine that can pass 30 s.
  test.slow();
  if (info.project.name === "phone") await page.setViewportSize({ width: 390, height: 844 });
});

const inquiry = (page: Page) => page.getByRole("form", { name: "Project inquiry form" });

/**
 * The whole of `locator` comes inside the screen with no scrolling by the visitor: checked until
 * the page's own (smooth) scroll to a fragment has settled.
 */
async function expectOnFirstScreen(page: Page, locator: Locator) {
  const height = page.viewportSize()!.height;
  await expect(async () => {
    const box = await locator.boundingBox();
    expect(box, "element is rendered").not.toBeNull();
    expect(box!.y, "top on screen").toBeGreaterThanOrEqual(0);
    expect(box!.y + box!.height, "bottom on screen").toBeLessThanOrEqual(height);
  }).toPass({ timeout: 5_000 });
}

async function fill(form: Locator) {
  await form.getByRole("textbox", { name: /^Full Name/ }).fill("Dana Reyes");
  await form.getByRole("textbox", { name: /^Email Address/ }).fill(`funnel.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`);
  await form.getByRole("combobox", { name: /^Services Interested In/ }).selectOption("Website Leasing");
  await form.getByRole("textbox", { name: /^Project Details & Goals/ }).fill("A leased site for our bakery in Decatur.");
}

test.describe("a button that means talk to us", () => {
  test("the home page's consultation button lands with the inquiry's first fields on the first screen @widths", async ({ page }) => {
    await visit(page, "/");
    await page.locator("main").getByRole("link", { name: "Get a Free Consultation" }).first().click();
    await expect(page).toHaveURL(/\/contact#inquiry$/);
    await expectOnFirstScreen(page, inquiry(page).getByRole("textbox", { name: /^Full Name/ }));
    await expectOnFirstScreen(page, inquiry(page).getByRole("textbox", { name: /^Email Address/ }));
  });

  test("the home page's Talk About Your Industry lands with its own short form's first fields on the first screen @widths", async ({ page }) => {
    await visit(page, "/");
    await page.locator("main").getByRole("link", { name: "Talk About Your Industry" }).click();
    await expect(page).toHaveURL(/\/#contact$/);
    const form = page.getByRole("form", { name: "Contact form" });
    await expectOnFirstScreen(page, form.getByRole("textbox", { name: "Name", exact: true }));
    await expectOnFirstScreen(page, form.getByRole("textbox", { name: "Email", exact: true }));
  });

  test("a plan's Get Started chooses the service and names the plan, which the visitor can change @widths", async ({ page }) => {
    await visit(page, "/website-leasing");
    await page.locator("#pricing").getByRole("link", { name: "Get Started" }).nth(1).click();
    await expect(page).toHaveURL(/\/contact\?service=website-leasing&plan=professional#inquiry$/);
    const service = inquiry(page).getByRole("combobox", { name: /^Services Interested In/ });
    await expect(service).toHaveValue("Website Leasing");
    await expectOnFirstScreen(page, service);
    const message = inquiry(page).getByRole("textbox", { name: /^Project Details & Goals/ });
    await expect(message).toHaveValue(planMessage("Website Leasing", "Professional"));
    await service.selectOption("Hosting & Maintenance");
    await expect(service).toHaveValue("Hosting & Maintenance");
  });

  test("Strategic Management Consulting's Learn More chooses it in the inquiry", async ({ page }) => {
    await visit(page, "/services");
    await page.locator("a[href*='service=strategic-consulting']").first().click();
    await expect(inquiry(page).getByRole("combobox", { name: /^Services Interested In/ })).toHaveValue("Strategic Management Consulting");
  });

  test("an unknown service or plan in the address chooses nothing", async ({ page }) => {
    await visit(page, "/contact?service=free-money&plan=%3Cscript%3E#inquiry");
    await expect(inquiry(page).getByRole("combobox", { name: /^Services Interested In/ })).toHaveValue("");
    await expect(inquiry(page).getByRole("textbox", { name: /^Project Details & Goals/ })).toHaveValue("");
  });
});

test.describe("the inquiry's page on a phone, for a first visit", () => {
  test.use({ consented: false });
  test("its largest paint is its own content, not the cookie banner that appears after the first paint", async ({ page }) => {
    await page.setViewportSize({ width: 412, height: 823 }); // the phone Lighthouse measures LCP on
    await page.addInitScript(() => {
      const w = window as unknown as { largestPaints: boolean[] };
      w.largestPaints = [];
      new PerformanceObserver((list) => {
        for (const e of list.getEntries()) w.largestPaints.push(!!(e as PerformanceEntry & { element?: Element }).element?.closest("[data-cookie-banner]"));
      }).observe({ type: "largest-contentful-paint", buffered: true });
    });
    await visit(page, "/contact");
    await expect(page.getByTestId("cookie-banner")).toBeVisible();
    // Two frames and a task after the banner shows, its paint's entry (if it were one) has been delivered.
    const inBanner = await page.evaluate(async () => {
      await new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => setTimeout(done, 0))));
      return (window as unknown as { largestPaints: boolean[] }).largestPaints;
    });
    expect(inBanner.length).toBeGreaterThan(0);
    expect(inBanner.at(-1), "the last largest-paint candidate is inside the cookie banner").toBe(false);
  });
});

test.describe("after sending the inquiry", () => {
  test("with JavaScript: what happens next takes the form's place, in view, with the focus @widths", async ({ page }) => {
    await visit(page, "/contact#inquiry");
    const form = await hydrated(inquiry(page));
    await fill(form);
    await form.getByRole("button", { name: "Send Message" }).click();
    const next = page.getByTestId("inquiry-next-steps");
    await expect(next).toBeFocused();
    await expect(next.getByRole("heading", { name: "Your inquiry is with us" })).toBeVisible();
    await expect(next).toContainText("A strategist replies within 24 hours");
    await expect(next).toContainText("Have these at hand");
    await expect(inquiry(page)).toHaveCount(0);
    await expectOnFirstScreen(page, next.getByRole("heading", { name: "Your inquiry is with us" }));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the plain post's answer loads on what happens next, in view, with the focus @widths", async ({ page }) => {
      await page.goto("/contact?service=seo#inquiry");
      const form = inquiry(page);
      await fill(form);
      await form.getByRole("button", { name: "Send Message" }).click();
      await page.waitForLoadState("load");
      const next = page.getByTestId("inquiry-next-steps");
      await expect(next).toBeFocused();
      await expect(next).toContainText("A strategist replies within 24 hours");
      await expect(inquiry(page)).toHaveCount(0);
      await expectOnFirstScreen(page, next.getByRole("heading", { name: "Your inquiry is with us" }));
    });
  });
});

// client:settled (src/scripts/client-settled.ts): a form island's scripts wait for the page.
test.describe("the inquiry form's scripts", () => {
  test("are fetched only after the page has loaded", async ({ page }) => {
    await visit(page, "/contact#inquiry");
    await hydrated(inquiry(page));
    const timing = await page.evaluate(() => ({
      loaded: (performance.getEntriesByType("navigation")[0] as PerformanceNavigationTiming).loadEventStart,
      fetched: performance.getEntriesByType("resource").find((r) => r.name.includes("/_astro/ContactPageForm."))?.startTime ?? -1,
    }));
    expect(timing.fetched).toBeGreaterThanOrEqual(timing.loaded);
  });

  test("start at once when the visitor types first, and what was typed stays", async ({ page }) => {
    // The font never arrives, so the page never finishes loading: only typing can start the form.
    await page.route(/\.woff2$/, () => undefined);
    await page.goto("/contact#inquiry", { waitUntil: "domcontentloaded" });
    const name = inquiry(page).getByRole("textbox", { name: /^Full Name/ });
    await name.fill("Dana Reyes");
    await hydrated(inquiry(page));
    expect(await page.evaluate(() => document.readyState)).not.toBe("complete");
    await expect(name).toHaveValue("Dana Reyes");
  });
});

test.describe("after sending the home page's message", () => {
  const homeForm = (page: Page) => page.getByRole("form", { name: "Contact form" });
  async function fillHome(form: Locator) {
    await form.getByRole("textbox", { name: "Name", exact: true }).fill("Dana Reyes");
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(`home.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`);
    await form.getByRole("textbox", { name: "Message", exact: true }).fill("A website that brings in calls for our tire shop.");
  }

  test("with JavaScript: the home page's plain form lands on what happens next, in view, with the focus", async ({ page }) => {
    await visit(page, "/#contact");
    await fillHome(homeForm(page));
    await homeForm(page).getByRole("button", { name: "Send Message" }).click();
    await expect(page).toHaveURL(/\/message$/);
    const next = page.getByTestId("inquiry-next-steps");
    await expect(next).toBeFocused();
    await expect(next).toContainText("A strategist replies within 24 hours");
    await expect(next).toContainText("Have these at hand");
    await expect(homeForm(page)).toHaveCount(0);
    await expectOnFirstScreen(page, next.getByRole("heading", { name: "Your inquiry is with us" }));
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });
    test("the plain post's answer loads on what happens next, in view, with the focus @widths", async ({ page }) => {
      await page.goto("/#contact");
      await fillHome(homeForm(page));
      await homeForm(page).getByRole("button", { name: "Send Message" }).click();
      await page.waitForLoadState("load");
      await expect(page).toHaveURL(/\/message$/);
      const next = page.getByTestId("inquiry-next-steps");
      await expect(next).toBeFocused();
      await expect(next).toContainText("A strategist replies within 24 hours");
      await expect(homeForm(page)).toHaveCount(0);
      await expectOnFirstScreen(page, next.getByRole("heading", { name: "Your inquiry is with us" }));
    });

    test("a refused plain post comes back with the first field in error on the first screen @widths", async ({ page }) => {
      await page.goto("/#contact");
      await fillHome(homeForm(page));
      await homeForm(page).getByRole("textbox", { name: "Email", exact: true }).fill("dana@");
      await homeForm(page).getByRole("button", { name: "Send Message" }).click();
      await page.waitForLoadState("load");
      await expect(page).toHaveURL(/\/message$/);
      await expectOnFirstScreen(page, homeForm(page).getByRole("textbox", { name: "Email", exact: true }));
      await expectOnFirstScreen(page, homeForm(page).locator("#f-email-error"));
    });
  });
});

test.describe("buttons that lead a stranger to a lock", () => {
  test("Read the Testimonials: the lock says what it holds and the request carries it to /request-access", async ({ page }) => {
    await visit(page, "/testimonials");
    await page.locator("main").getByRole("link", { name: "Read the Testimonials" }).click();
    const locked = page.locator("#testimonials").getByTestId("locked-panel");
    await expect(locked.getByTestId("locked-behind")).toHaveText(lockedAreas.testimonials.behind);
    await locked.getByRole("link", { name: "Request Access" }).click();
    await expect(page).toHaveURL(/\/request-access\?for=testimonials$/);
    await expect(page.locator("textarea[name=businessDescription]")).toHaveValue(new RegExp(`^${lockedAreas.testimonials.request}`));
  });

  test("Apply Now on the partnership page: the lock says what it holds and offers a consultation with the program chosen", async ({ page }) => {
    await visit(page, "/equity-partnership");
    await page.locator("main").getByRole("link", { name: "Apply Now" }).first().click();
    const locked = page.locator("#application").getByTestId("locked-panel");
    await expect(locked.getByTestId("locked-behind")).toHaveText(lockedAreas["partnership-form"].behind);
    await expect(locked.getByRole("link", { name: "Request Access" })).toHaveAttribute("href", "/request-access?for=partnership-form");
    await locked.getByRole("link", { name: "Or start with a free consultation" }).click();
    await expect(inquiry(page).getByRole("combobox", { name: /^Services Interested In/ })).toHaveValue("Equity Partnership Program");
  });

  // The two other locks a stranger meets from a button ("View Portfolio", the home page's "Trusted by").
  for (const [area, path, band] of [
    ["home-clients", "/", "#clients"],
    ["portfolio-projects", "/portfolio", "#projects"],
  ] as const) {
    test(`the lock on ${path} says what it holds and the request carries it to /request-access`, async ({ page }) => {
      await visit(page, path);
      const locked = page.locator(band).getByTestId("locked-panel");
      await expect(locked.getByTestId("locked-behind")).toHaveText(lockedAreas[area].behind);
      await locked.getByRole("link", { name: "Request Access" }).click();
      await expect(page).toHaveURL(new RegExp(`/request-access\\?for=${area}$`));
      await expect(page.locator("textarea[name=businessDescription]")).toHaveValue(new RegExp(`^${lockedAreas[area].request}`));
    });
  }

  test("an unknown area in the request's address starts the request blank", async ({ page }) => {
    await visit(page, "/request-access?for=admin");
    await expect(page.locator("textarea[name=businessDescription]")).toHaveValue("");
  });
});

test.describe("/testimonials", () => {
  test("a stranger reads the anonymous stories beside the lock", async ({ page }) => {
    await visit(page, "/testimonials");
    await expect(page.getByTestId("client-stories").locator("figure")).toHaveCount(3);
    await expect(page.locator("main")).toContainText("We leave their names out here");
  });

  test("a verified client reads the signed testimonials, never the anonymous version", async ({ page }) => {
    await loginClient(page);
    await visit(page, "/testimonials");
    await expect(page.getByTestId("testimonial-cards")).toBeVisible();
    await expect(page.getByTestId("client-stories")).toHaveCount(0);
    await expect(page.locator("main")).not.toContainText("We leave their names out here");
  });
});

test.describe("the home page's Trusted by", () => {
  test("a verified client reads the clients by name, never the anonymous stories and the lock", async ({ page }) => {
    await loginClient(page);
    await visit(page, "/");
    const band = page.locator("#clients");
    await expect(band.getByTestId("gated-home-clients")).toBeVisible();
    await expect(band.getByTestId("case-study-teaser")).toHaveCount(0);
    await expect(band.getByTestId("locked-panel")).toHaveCount(0);
  });
});
