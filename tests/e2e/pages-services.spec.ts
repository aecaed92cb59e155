import type { Locator, Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";

/** Title, canonical, robots (index), description and a single h1. */
async function expectMeta(page: Page, baseURL: string | undefined, path: string, title: RegExp, h1: RegExp) {
  await expect(page).toHaveTitle(title);
  await expect(page).toHaveTitle(/\| Gateway Tech Enterprises$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{80,}/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(h1);
}

const hero = (page: Page) => page.locator("main section").first();
const closingBand = (page: Page) => page.locator("main > section").last();

/** The named buttons of a band, in order, with their targets. */
async function expectButtons(scope: Locator, buttons: readonly (readonly [string, string])[]) {
  const links = scope.getByRole("link");
  await expect(links).toHaveCount(buttons.length);
  for (const [i, [label, href]] of buttons.entries()) {
    await expect(links.nth(i)).toHaveText(label);
    await expect(links.nth(i)).toHaveAttribute("href", href);
  }
}

/** Every link inside the page body goes somewhere this site has. */
async function expectInPageLinksResolve(page: Page, allowed: readonly string[]) {
  const hrefs = await page.locator("main a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? ""));
  expect(hrefs.length).toBeGreaterThan(0);
  for (const href of hrefs) expect(allowed, `link ${href}`).toContain(href);
}

const cards = (page: Page, id: string) => page.locator(`#${id} h3`);
const items = (page: Page, id: string) => page.locator(`#${id} li`);
const tags = (page: Page, id: string) => page.locator(`#${id}`).getByTestId("tag");

const servicePaths = [
  "/services/web-design",
  "/services/software-development",
  "/services/headless-commerce",
  "/services/ui-ux-design",
  "/services/hosting-maintenance",
  "/services/paid-advertising",
  "/services/seo",
  "/services/performance-analysis",
];

test.describe("/services", () => {
  test("ten cards with feature lists, websites and equity sections, contact CTA", async ({ page, baseURL }) => {
    await visit(page, "/services");
    await expectMeta(page, baseURL, "/services", /^Services: /, /Everything your business needs/);
    await expectButtons(hero(page), [
      ["Get a Free Consultation", "/contact"],
      ["Equity Partnership", "/equity-partnership"],
    ]);
    const grid = page.getByTestId("service-cards");
    const cardsOnPage = grid.locator(":scope > li");
    await expect(cardsOnPage).toHaveCount(10);
    for (const card of await cardsOnPage.all()) {
      expect(await card.locator("ul li").count()).toBeGreaterThanOrEqual(3);
      await expect(card.getByRole("link", { name: /^Learn More/ })).toHaveCount(1);
    }
    const learnMore = await grid.getByRole("link", { name: /^Learn More/ }).evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(learnMore).toEqual(["/contact", ...servicePaths, "/website-leasing"]);
    await expect(cards(page, "websites")).toHaveCount(4);
    await expectButtons(page.locator("#websites"), [["Explore Our Website Services", "/services/websites"]]);
    await expect(cards(page, "equity-partnership")).toHaveCount(3);
    await expect(page.locator("#equity-partnership").getByRole("link", { name: "Explore Equity Partnership" })).toHaveAttribute("href", "/equity-partnership");
    await expect(page.locator("#how-we-work li")).toHaveCount(4);
    await expectButtons(closingBand(page), [
      ["Get a Free Consultation", "/contact"],
      ["Call (404) 555-0142", "tel:+14045550142"],
    ]);
  });

  test("Learn More is a full page navigation to the service page", async ({ page }) => {
    await visit(page, "/services");
    await page.evaluate(() => ((window as unknown as { __spaMarker?: number }).__spaMarker = 1));
    const link = page.getByTestId("service-cards").getByRole("link", { name: "Learn More about Web Design & Development" });
    await expect(link).toHaveAttribute("href", "/services/web-design");
    await Promise.all([page.waitForURL("**/services/web-design"), link.click()]);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Websites that work");
    expect(await page.evaluate(() => (window as unknown as { __spaMarker?: number }).__spaMarker)).toBeUndefined();
  });
});

test.describe("service pages", () => {
  test("/services/web-design: buttons, reasons, six priced services, custom quote, process, technologies", async ({ page, baseURL }) => {
    await visit(page, "/services/web-design");
    await expectMeta(page, baseURL, "/services/web-design", /Web Design & Development/, /Websites that work/);
    await expectButtons(hero(page), [
      ["Start Your Project", "/contact"],
      ["View Portfolio", "/portfolio"],
    ]);
    await expect(cards(page, "reasons")).toHaveCount(6);
    const pricing = page.locator("#pricing");
    await expect(pricing.getByRole("heading", { level: 3 })).toHaveText([
      "Business Website",
      "E-commerce Store",
      "Landing Page",
      "Web Application",
      "Portfolio Website",
      "Blog & Content Site",
    ]);
    for (const price of ["$3,500", "$8,000", "$1,500", "Custom quote", "$2,500", "$3,000"]) await expect(pricing).toContainText(price);
    const getStarted = pricing.getByRole("link", { name: "Get Started" });
    await expect(getStarted).toHaveCount(6);
    for (const a of await getStarted.all()) await expect(a).toHaveAttribute("href", "/contact");
    await expect(page.getByRole("link", { name: "Request Custom Quote" })).toHaveAttribute("href", "/contact");
    await expect(page.locator("#process ol > li")).toHaveCount(4);
    expect(await tags(page, "technologies").count()).toBeGreaterThanOrEqual(12);
    await expectButtons(closingBand(page), [
      ["Get Free Consultation", "/contact"],
      ["View All Services", "/services"],
    ]);
    await expectInPageLinksResolve(page, ["/contact", "/portfolio", "/services"]);
  });

  test("/services/software-development: six services, six solutions with Ideal For, approach, grouped stack", async ({ page, baseURL }) => {
    await visit(page, "/services/software-development");
    await expectMeta(page, baseURL, "/services/software-development", /Custom Software Development/, /Software built around/);
    await expectButtons(hero(page), [
      ["Discuss Your Project", "/contact"],
      ["View Case Studies", "/portfolio"],
    ]);
    await expect(cards(page, "services")).toHaveCount(6);
    await expect(cards(page, "solutions")).toHaveCount(6);
    await expect(page.locator("#solutions").getByText("Ideal for", { exact: true })).toHaveCount(6);
    await expect(cards(page, "approach")).toHaveCount(4);
    await expect(cards(page, "stack")).toHaveText(["Backend", "Frontend", "Mobile", "Databases", "Cloud", "DevOps"]);
    await expectButtons(closingBand(page), [
      ["Schedule Consultation", "/contact"],
      ["View All Services", "/services"],
    ]);
    await expectInPageLinksResolve(page, ["/contact", "/portfolio", "/services"]);
  });

  test("/services/headless-commerce: benefits, four platforms, twelve features, sixteen integrations", async ({ page, baseURL }) => {
    await visit(page, "/services/headless-commerce");
    await expectMeta(page, baseURL, "/services/headless-commerce", /Headless Commerce/, /Storefronts that load fast/);
    await expectButtons(hero(page), [
      ["Start Your Project", "/contact"],
      ["View Examples", "/portfolio"],
    ]);
    await expect(cards(page, "benefits")).toHaveCount(6);
    await expect(cards(page, "platforms")).toHaveText(["Shopify Plus", "BigCommerce", "commercetools", "Custom Build"]);
    await expect(page.locator("#platforms li", { hasText: "Shopify Plus" }).first()).toContainText("99.99%");
    await expect(items(page, "features")).toHaveCount(12);
    await expect(cards(page, "integrations")).toHaveText(["Payments", "E-mail", "SMS", "Shipping", "Analytics"]);
    await expect(tags(page, "integrations")).toHaveCount(16);
    await expectButtons(closingBand(page), [
      ["Get Free Consultation", "/contact"],
      ["View All Services", "/services"],
    ]);
    await expectInPageLinksResolve(page, ["/contact", "/portfolio", "/services"]);
  });

  test("/services/ui-ux-design: six services, five steps 01 Discovery … 05 Deliver, Get Free UX Audit", async ({ page, baseURL }) => {
    await visit(page, "/services/ui-ux-design");
    await expectMeta(page, baseURL, "/services/ui-ux-design", /UI\/UX Design/, /Design people understand/);
    await expectButtons(hero(page), [
      ["Start Your Design Project", "/contact"],
      ["View Design Portfolio", "/portfolio"],
    ]);
    await expect(cards(page, "services")).toHaveCount(6);
    const steps = page.locator("#process ol > li");
    await expect(steps).toHaveCount(5);
    const names = ["01 Discovery", "02 Research", "03 Design", "04 Test & Iterate", "05 Deliver"];
    for (const [i, name] of names.entries()) {
      const [num, ...title] = name.split(" ");
      await expect(steps.nth(i)).toContainText(num);
      await expect(steps.nth(i).getByRole("heading", { level: 3 })).toContainText(title.join(" "));
    }
    await expectButtons(closingBand(page), [["Get Free UX Audit", "/contact"]]);
    await expectInPageLinksResolve(page, ["/contact", "/portfolio"]);
  });

  test("/services/hosting-maintenance: Get Started, six features, three plans with Choose Plan", async ({ page, baseURL }) => {
    await visit(page, "/services/hosting-maintenance");
    await expectMeta(page, baseURL, "/services/hosting-maintenance", /Hosting & Maintenance/, /Hosting that stays up/);
    await expectButtons(hero(page), [["Get Started", "/contact"]]);
    await expect(cards(page, "features")).toHaveCount(6);
    const plans = page.locator("#plans");
    await expect(plans.getByRole("heading", { level: 3 })).toHaveText(["Basic", "Professional", "Enterprise"]);
    for (const t of ["$99", "$249", "$599", "10GB storage", "50GB storage", "Unlimited storage", "24/7 phone support", "30-day retention", "99.9% uptime"]) {
      await expect(plans).toContainText(t);
    }
    const choose = plans.getByRole("link", { name: "Choose Plan" });
    await expect(choose).toHaveCount(3);
    for (const a of await choose.all()) await expect(a).toHaveAttribute("href", "/contact");
    await expect(closingBand(page).getByRole("link").first()).toHaveAttribute("href", "/contact");
    await expectInPageLinksResolve(page, ["/contact", "/services"]);
  });

  test("/services/paid-advertising: Start Campaign, four channels, twelve management items, Get Free Ad Audit", async ({ page, baseURL }) => {
    await visit(page, "/services/paid-advertising");
    await expectMeta(page, baseURL, "/services/paid-advertising", /Paid Advertising/, /Ads that pay/);
    await expectButtons(hero(page), [["Start Campaign", "/contact"]]);
    await expect(cards(page, "channels")).toHaveText(["Google Ads", "Meta Ads", "LinkedIn Ads", "Display Advertising"]);
    await expect(items(page, "management")).toHaveCount(12);
    await expectButtons(closingBand(page), [["Get Free Ad Audit", "/contact"]]);
    await expectInPageLinksResolve(page, ["/contact"]);
  });

  test("/services/seo: Get SEO Audit, six services, twelve included, Get Free SEO Audit", async ({ page, baseURL }) => {
    await visit(page, "/services/seo");
    await expectMeta(page, baseURL, "/services/seo", /SEO Services/, /Be found by customers/);
    await expectButtons(hero(page), [["Get SEO Audit", "/contact"]]);
    await expect(cards(page, "services")).toHaveCount(6);
    await expect(items(page, "included")).toHaveCount(12);
    await expectButtons(closingBand(page), [["Get Free SEO Audit", "/contact"]]);
    await expectInPageLinksResolve(page, ["/contact"]);
  });

  test("/services/performance-analysis: Get Performance Audit, six services, twelve metrics, Get Free Audit", async ({ page, baseURL }) => {
    await visit(page, "/services/performance-analysis");
    await expectMeta(page, baseURL, "/services/performance-analysis", /Performance Analysis/, /Find out what is slowing/);
    await expectButtons(hero(page), [["Get Performance Audit", "/contact"]]);
    await expect(cards(page, "services")).toHaveCount(6);
    await expect(items(page, "metrics")).toHaveCount(12);
    await expectButtons(closingBand(page), [["Get Free Audit", "/contact"]]);
    await expectInPageLinksResolve(page, ["/contact"]);
  });

  test("/services/websites: the six standards, site types, process, technology list", async ({ page, baseURL }) => {
    await visit(page, "/services/websites");
    await expectMeta(page, baseURL, "/services/websites", /Websites Built to Convert/, /best salesperson/);
    await expectButtons(hero(page), [
      ["Get a Free Quote", "/contact"],
      ["See Pricing", "/services/web-design"],
    ]);
    await expect(cards(page, "standards")).toHaveText(["Mobile-First Design", "Speed", "Security", "SEO", "Brand Design", "Conversion"]);
    await expect(cards(page, "site-types")).toHaveCount(6);
    await expect(page.locator("#site-types").getByRole("link", { name: "See Starting Prices" })).toHaveAttribute("href", "/services/web-design");
    await expect(page.locator("#process ol > li")).toHaveCount(4);
    expect(await tags(page, "technology").count()).toBeGreaterThanOrEqual(20);
    await expectButtons(closingBand(page), [
      ["Get a Free Quote", "/contact"],
      ["View All Services", "/services"],
    ]);
    await expectInPageLinksResolve(page, ["/contact", "/services", "/services/web-design"]);
  });
});

test("/about: story since 2020, figures, values, approach, Atlanta focus, contact CTA", async ({ page, baseURL }) => {
  await visit(page, "/about");
  await expectMeta(page, baseURL, "/about", /^About Us/, /A local technology team/);
  await expectButtons(hero(page), [
    ["Work With Us", "/contact"],
    ["See Our Services", "/services"],
  ]);
  await expect(page.locator("#story")).toContainText("2020");
  for (const v of ["5+", "100+", "98%", "99.9%"]) await expect(page.locator("#figures dd", { hasText: v })).toHaveCount(1);
  await expect(cards(page, "values")).toHaveCount(4);
  await expect(page.locator("#approach ol > li")).toHaveCount(4);
  await expect(page.locator("#atlanta")).toContainText("1450 Peachtree Street NE");
  await expect(page.getByTestId("city-list").locator("li")).not.toHaveCount(0);
  await expectButtons(closingBand(page), [
    ["Contact Us", "/contact"],
    ["Explore Services", "/services"],
  ]);
  await expectInPageLinksResolve(page, ["/contact", "/services"]);
});
