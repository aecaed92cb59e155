import type { Locator, Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";

const TEL = "tel:+14045550142";
const MAIL = "mailto:hello@gatewaytech.example";

/** Title, canonical and robots of an indexable page. */
async function expectMeta(page: Page, baseURL: string | undefined, path: string, title: RegExp) {
  await expect(page).toHaveTitle(title);
  await expect(page).toHaveTitle(/\| Gateway Tech Enterprises$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
  await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
  await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", /.{80,}/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
}

function hero(page: Page) {
  return page.locator("main section").first();
}

/** The closing call-to-action band. */
function closingBand(page: Page) {
  return page.locator("main > section").last();
}

async function expectHref(scope: Locator, name: string | RegExp, href: string) {
  await expect(scope.getByRole("link", { name }).first()).toHaveAttribute("href", href);
}

const siblings = ["/digital-marketing-atlanta", "/seo-atlanta", "/web-design-atlanta", "/ppc-atlanta", "/partnership-deals-atlanta"];

async function expectSiblingLinks(page: Page, self: string) {
  const related = page.locator("#related");
  for (const href of siblings.filter((s) => s !== self)) await expect(related.locator(`a[href="${href}"]`)).toHaveCount(1);
  await expect(related.locator(`a[href="${self}"]`)).toHaveCount(0);
}

test.describe("Atlanta landing pages", () => {
  test("/digital-marketing-atlanta: call and consultation, benefits, stats, packages, 15 cities, contact, siblings", async ({ page, baseURL }) => {
    await visit(page, "/digital-marketing-atlanta");
    await expectMeta(page, baseURL, "/digital-marketing-atlanta", /Digital Marketing/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("Digital marketing in Atlanta");
    await expectHref(hero(page), "Call (404) 555-0142", TEL);
    await expectHref(hero(page), "Get a Free Consultation", "/contact");
    await expect(page.locator("#benefits").getByRole("heading", { level: 3 })).toHaveCount(6);
    for (const v of ["400%", "150%", "98%"]) await expect(page.locator("#results dd", { hasText: v })).toHaveCount(1);
    const packages = page.locator("#packages");
    await expect(packages.getByRole("heading", { level: 3 })).toHaveText(["Starter", "Growth", "Enterprise"]);
    await expect(packages).toContainText("$1,500");
    await expect(packages).toContainText("$3,500");
    await expect(packages.getByText("Most Popular")).toHaveCount(1);
    for (const a of await packages.getByRole("link").all()) await expect(a).toHaveAttribute("href", "/contact");
    await expect(page.getByTestId("city-list").locator("li")).toHaveCount(15);
    await expectHref(page.locator("#contact"), "(404) 555-0142", TEL);
    await expectHref(page.locator("#contact"), "hello@gatewaytech.example", MAIL);
    await expectSiblingLinks(page, "/digital-marketing-atlanta");
    await expectHref(closingBand(page), "Get a Free Consultation", "/contact");
  });

  test("/seo-atlanta: benefits, four stats, three SEO packages, 15 communities, contact, siblings", async ({ page, baseURL }) => {
    await visit(page, "/seo-atlanta");
    await expectMeta(page, baseURL, "/seo-atlanta", /SEO Services in Atlanta/);
    await expectHref(hero(page), "Call (404) 555-0142", TEL);
    await expectHref(hero(page), "Get a Free SEO Audit", "/contact");
    await expect(page.locator("#benefits").getByRole("heading", { level: 3 })).toHaveCount(6);
    await expect(page.locator("#results dt")).toHaveCount(4);
    const packages = page.locator("#packages");
    await expect(packages.getByRole("heading", { level: 3 })).toHaveText(["Local SEO Starter", "Advanced SEO", "Enterprise SEO"]);
    for (const t of ["$1,200", "$2,500", "Custom", "2 blog posts a month", "4 blog posts a month", "8+ blog posts a month"]) await expect(packages).toContainText(t);
    await expect(page.locator("#communities").getByTestId("city-list").locator("li")).toHaveCount(15);
    await expect(page.locator("#contact")).toContainText("1450 Peachtree Street NE");
    await expectSiblingLinks(page, "/seo-atlanta");
    await expectHref(closingBand(page), "Get a Free SEO Audit", "/contact");
  });

  test("/partnership-deals-atlanta: benefits, four included items, terms, candidates, criteria, Apply to /contact", async ({ page, baseURL }) => {
    await visit(page, "/partnership-deals-atlanta");
    await expectMeta(page, baseURL, "/partnership-deals-atlanta", /Partnership Deals/);
    await expectHref(hero(page), "Apply for Partnership", "/contact");
    await expectHref(hero(page), "Call (404) 555-0142", TEL);
    await expect(page.locator("#benefits").getByRole("heading", { level: 3 })).toHaveCount(6);
    await expect(page.locator("#included").getByRole("heading", { level: 3 })).toHaveText([
      "Professional website",
      "SEO and marketing",
      "Hosting and maintenance",
      "Strategic guidance",
    ]);
    for (const t of ["80-90%", "$5,000-$15,000", "$2,000+/month"]) await expect(page.locator("#terms")).toContainText(t);
    await expect(page.getByRole("heading", { name: "Ideal candidates" })).toBeVisible();
    await expect(page.getByRole("heading", { name: "What we look for" })).toBeVisible();
    await expectSiblingLinks(page, "/partnership-deals-atlanta");
    await expectHref(closingBand(page), "Apply Now", "/contact");
    await expectHref(closingBand(page), "See the Equity Partnership Program", "/equity-partnership");
  });

  test("/web-design-atlanta: four reasons, four industries, 16 locations, buttons to /contact", async ({ page, baseURL }) => {
    await visit(page, "/web-design-atlanta");
    await expectMeta(page, baseURL, "/web-design-atlanta", /Web Design in Atlanta/);
    await expectHref(hero(page), "Start Your Project", "/contact");
    await expectHref(hero(page), "Call (404) 555-0142", TEL);
    await expect(page.locator("#reasons").getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(page.locator("#industries").getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(page.locator("#locations").getByTestId("city-list").locator("li")).toHaveCount(16);
    await expectSiblingLinks(page, "/web-design-atlanta");
    await expectHref(closingBand(page), "Get a Free Quote", "/contact");
    await expectHref(closingBand(page), "Contact Our Team", "/contact");
  });

  test("/ppc-atlanta: four reasons, four services, eight industries, buttons to /contact", async ({ page, baseURL }) => {
    await visit(page, "/ppc-atlanta");
    await expectMeta(page, baseURL, "/ppc-atlanta", /PPC Advertising in Atlanta/);
    await expectHref(hero(page), "Get a Free Ad Audit", "/contact");
    await expectHref(hero(page), "Call (404) 555-0142", TEL);
    await expect(page.locator("#reasons").getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(page.locator("#services").getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(page.locator("#industries").getByRole("heading", { level: 3 })).toHaveCount(8);
    await expectSiblingLinks(page, "/ppc-atlanta");
    await expectHref(closingBand(page), "Get a Free Ad Audit", "/contact");
    await expectHref(closingBand(page), "Talk to a PPC Specialist", "/contact");
  });

  test("a sibling link navigates to the other page", async ({ page }) => {
    await visit(page, "/seo-atlanta");
    await page.locator("#related").getByRole("link", { name: "PPC Advertising Atlanta" }).click();
    await expect(page).toHaveURL(/\/ppc-atlanta$/);
    await expect(page.getByRole("heading", { level: 1 })).toContainText("PPC advertising in Atlanta");
  });
});

test.describe("website leasing", () => {
  test("hero, benefits, three plans in #pricing, industries, four steps, five FAQs, /contact and /portfolio", async ({ page, baseURL }) => {
    await visit(page, "/website-leasing");
    await expectMeta(page, baseURL, "/website-leasing", /Website Leasing/);
    await expect(page.locator("#benefits").getByRole("heading", { level: 3 })).toHaveCount(6);
    const pricing = page.locator("#pricing");
    await expect(pricing.getByRole("heading", { level: 3 })).toHaveText(["Starter", "Professional", "Enterprise"]);
    for (const t of ["$299", "$499", "$799", "Up to 5 pages", "Up to 10 pages", "E-commerce for up to 50 products", "Unlimited pages", "48-72 hours", "30 days notice"]) {
      await expect(pricing).toContainText(t);
    }
    await expect(pricing.locator("li", { hasText: "Most Popular" }).getByRole("heading", { level: 3 })).toHaveText("Professional");
    for (const a of await pricing.getByRole("link").all()) await expect(a).toHaveAttribute("href", "/contact");
    await expect(page.locator("#industries").getByRole("heading", { level: 3 })).toHaveCount(8);
    await expect(page.locator("#process ol > li")).toHaveCount(4);
    await expect(page.locator("#faq details")).toHaveCount(5);
    await expectHref(closingBand(page), "Start Your Lease", "/contact");
    await expectHref(closingBand(page), "View Portfolio", "/portfolio");
    await expectHref(hero(page), "Get Started", "/contact");
    await hero(page).getByRole("link", { name: "See Plans & Pricing" }).click();
    await expect(page).toHaveURL(/\/website-leasing#pricing$/);
    await expect(pricing.getByRole("heading", { level: 2 })).toBeInViewport();
  });

  test("an FAQ opens in place", async ({ page }) => {
    await visit(page, "/website-leasing");
    const first = page.locator("#faq details").first();
    await expect(first).not.toHaveAttribute("open", "");
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first.getByText(/30 days notice/)).toBeVisible();
  });
});

test.describe("equity partnership", () => {
  test("benefits, ten included services, four steps at #how-it-works, $0 upfront, locked #application", async ({ page, baseURL }) => {
    await visit(page, "/equity-partnership");
    await expectMeta(page, baseURL, "/equity-partnership", /Equity Partnership/);
    await expect(hero(page)).toContainText("$0");
    await expect(page.locator("#benefits").getByRole("heading", { level: 3 })).toHaveCount(6);
    await expect(page.locator("#included li")).toHaveCount(10);
    await expect(page.locator("#how-it-works").getByRole("heading", { level: 3 })).toHaveText([
      /Application & Assessment/,
      /Partnership Agreement/,
      /Implementation & Launch/,
      /Growth & Optimization/,
    ]);
    const application = page.locator("#application");
    await expect(application.getByTestId("locked-panel")).toContainText("Exclusive Access Required");
    await expect(application.getByText("Limited Capacity • By Invitation Only")).toBeVisible();
    await expectHref(application, "Enter Invitation Code", "/verify");
    await expectHref(application, "Request Access", "/request-access");
    await expect(application.locator("form")).toHaveCount(0);
    await expectHref(closingBand(page), "Contact Us", "/contact");
    await expectHref(closingBand(page), "Call (404) 555-0142", TEL);
  });

  test("hero buttons jump to #how-it-works and #application", async ({ page }) => {
    await visit(page, "/equity-partnership");
    await hero(page).getByRole("link", { name: "How It Works" }).click();
    await expect(page).toHaveURL(/#how-it-works$/);
    await expect(page.locator("#how-it-works h2")).toBeInViewport();
    await hero(page).getByRole("link", { name: "Apply Now" }).click();
    await expect(page).toHaveURL(/#application$/);
    await expect(page.locator("#application h2")).toBeInViewport();
  });
});

test.describe("careers", () => {
  test("hero, values, benefits, six positions with salaries, hiring steps, Contact HR Team", async ({ page, baseURL }) => {
    await visit(page, "/careers");
    await expectMeta(page, baseURL, "/careers", /Careers/);
    await expect(page.locator("#values").getByRole("heading", { level: 3 })).toHaveCount(4);
    await expect(page.locator("#benefits").getByRole("heading", { level: 3 })).toHaveCount(6);
    const cards = page.getByTestId("job-position");
    await expect(cards).toHaveCount(6);
    await expect(page.getByTestId("job-salary")).toHaveText([
      /\$90,000-\$130,000/,
      /\$60,000-\$85,000/,
      /\$70,000-\$95,000/,
      /\$80,000-\$120,000 plus commission/,
      /\$85,000-\$115,000/,
      /\$75,000-\$100,000/,
    ]);
    for (let i = 0; i < 6; i++) {
      const card = cards.nth(i);
      await expect(card.getByRole("link", { name: /^Apply Now/ })).toHaveAttribute("href", /^\/careers\/apply\/[a-z0-9-]+$/);
      await expect(card.locator("summary")).toHaveText(/Learn More/);
    }
    await expect(cards.first().getByRole("link", { name: /^Apply Now/ })).toHaveAttribute("href", "/careers/apply/senior-full-stack-developer");
    await expect(page.locator("#hiring-process").getByRole("heading", { level: 3 })).toHaveText([/Application/, /Phone Screen/, /Technical Interview/, /Final Interview/]);
    await expectHref(hero(page), "View Open Positions", "#positions");
    await expectHref(hero(page), "Contact HR Team", "/contact");
    await expectHref(closingBand(page), "Contact HR Team", "/contact");
  });

  test("Learn More opens the full description in place and closes again", async ({ page }) => {
    await visit(page, "/careers");
    const card = page.getByTestId("job-position").nth(3);
    const disclosure = card.locator("details");
    const details = card.getByTestId("job-details");
    await expect(details).toBeHidden();
    const toggle = card.locator("summary");
    await expect(toggle).toHaveText(/Learn More/);
    await expect(toggle).toHaveAccessibleName(/^Learn More about Business Development Manager/);
    await expect(disclosure).not.toHaveAttribute("open", "");
    await toggle.click();
    await expect(disclosure).toHaveAttribute("open", "");
    await expect(details).toBeVisible();
    await expect(details.getByRole("heading", { name: "Requirements" })).toBeVisible();
    await expect(details.getByRole("heading", { name: "Role benefits" })).toBeVisible();
    await expect(details.locator("li").first()).toBeVisible();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(card.getByRole("link", { name: /^Apply Now/ })).toBeVisible();
    // only this card opened
    await expect(page.locator("[data-testid=job-position] details[open]")).toHaveCount(1);
    await toggle.click();
    await expect(details).toBeHidden();
  });

  test("Learn More works from the keyboard", async ({ page }) => {
    await visit(page, "/careers");
    const card = page.getByTestId("job-position").first();
    await card.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(card.getByTestId("job-details")).toBeVisible();
  });
});

test.describe("contact", () => {
  test("four contact cards, office and hours, 24-hour reply, equity link, five FAQs, locked form", async ({ page, baseURL }) => {
    await visit(page, "/contact");
    await expectMeta(page, baseURL, "/contact", /Contact/);
    await expectHref(hero(page), "Call (404) 555-0142", TEL);
    await expectHref(hero(page), "E-mail Us", MAIL);
    const options = page.locator("#contact-options");
    await expect(options.getByRole("heading", { level: 3 })).toHaveText(["Call Us", "E-mail Us", "Live Chat", "Schedule a Meeting"]);
    await expectHref(options, "Call now", TEL);
    await expectHref(options, "Send an e-mail", MAIL);
    await expectHref(options, "Text us", "sms:+14045550142");
    await expect(options).toContainText("Text us at (404) 555-0142");
    await expect(options.getByRole("link", { name: "Request a meeting" })).toHaveAttribute("href", /^mailto:hello@gatewaytech\.example\?subject=/);
    await expect(options).toContainText("9 AM–6 PM EST");
    const visitUs = page.locator("#visit");
    await expect(visitUs).toContainText("1450 Peachtree Street NE, Suite 300, Atlanta, GA 30309");
    await expect(visitUs).toContainText("Monday–Friday: 9:00 AM – 6:00 PM EST");
    await expect(visitUs).toContainText(/by appointment/);
    await expect(page.locator("main")).toContainText("within 24 hours");
    await expectHref(page.locator("#partnership"), "Learn About Equity Partnership", "/equity-partnership");
    await expect(page.locator("#faq details")).toHaveCount(5);
    const form = page.locator("#contact-form");
    await expect(form.getByTestId("locked-panel")).toContainText("Exclusive Access Required");
    await expectHref(form, "Enter Invitation Code", "/verify");
    await expectHref(form, "Request Access", "/request-access");
    await expect(form.locator("form")).toHaveCount(0);
    await expectHref(closingBand(page), "Call (404) 555-0142", TEL);
    await expectHref(closingBand(page), "E-mail Us", MAIL);
  });

  test("the equity link navigates to the program", async ({ page }) => {
    await visit(page, "/contact");
    await page.locator("#partnership").getByRole("link", { name: "Learn About Equity Partnership" }).click();
    await expect(page).toHaveURL(/\/equity-partnership$/);
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
  });
});

