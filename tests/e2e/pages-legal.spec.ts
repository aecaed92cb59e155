import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";
import { loginAdmin, loginClient } from "./gate-fixtures";
import { portfolioFilterCopy, portfolioFilters } from "../../src/content/portfolio";
import { projects } from "../../src/content/gated/portfolio-projects";
import { testimonials } from "../../src/content/gated/testimonials";

/** h1, title, canonical and robots of a page. */
async function expectMeta(page: Page, baseURL: string | undefined, path: string, h1: RegExp | string, noindex: boolean) {
  await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
  await expect(page.getByRole("heading", { level: 1 })).toContainText(h1);
  await expect(page).toHaveTitle(/\| Gateway Tech Enterprises$/);
  await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", `${baseURL}${path}`);
  const robots = await page.locator('meta[name="robots"]').evaluateAll((els) => els.map((e) => e.getAttribute("content")));
  if (noindex) expect(robots).toContain("noindex, nofollow");
  else expect(robots.join(" ")).not.toContain("noindex");
}

/** Every listed button of the page's main content, by accessible name and target. */
async function expectLinks(page: Page, links: readonly (readonly [string, string])[]) {
  const main = page.locator("main");
  for (const [name, href] of links) await expect(main.getByRole("link", { name, exact: true }).first()).toHaveAttribute("href", href);
}

test.describe("legal pages", () => {
  for (const [path, h1, title, count] of [
    ["/privacy-policy", "Privacy Policy", /^Privacy Policy \|/, 12],
    ["/terms-of-service", "Terms of Service", /^Terms of Service \|/, 17],
  ] as const) {
    test(`${path}: ${count} sections, dated, noindex, buttons to /contact and /`, async ({ page, baseURL }) => {
      await visit(page, path);
      await expectMeta(page, baseURL, path, h1, true);
      await expect(page).toHaveTitle(title);
      await expect(page.getByTestId("legal-section")).toHaveCount(count);
      await expect(page.getByRole("navigation", { name: "Sections" }).getByRole("link")).toHaveCount(count);
      await expect(page.getByText("Last updated: January 15, 2025")).toBeVisible();
      await expectLinks(page, [
        ["Contact Us", "/contact"],
        ["Back to Home", "/"],
      ]);
    });
  }

  test("terms state the spec's figures", async ({ page }) => {
    await visit(page, "/terms-of-service");
    const body = page.getByTestId("legal-sections");
    for (const figure of ["due within 30 days", "1.5% per month", "fees you paid us in the 12 months", "at least 18 years old", "State of Georgia", "in Atlanta, Georgia"]) {
      await expect(body).toContainText(figure);
    }
  });

  test("privacy policy: a contents link jumps to its section", async ({ page }) => {
    await visit(page, "/privacy-policy");
    await page.getByRole("navigation", { name: "Sections" }).getByRole("link", { name: "Global Privacy Control and Do Not Sell" }).click();
    await expect(page).toHaveURL(/#global-privacy-control$/);
    await expect(page.getByRole("heading", { name: /Global Privacy Control and Do Not Sell/, level: 2 })).toBeInViewport();
  });

  test("/accessibility: statement sections, feedback times, date, buttons; indexable", async ({ page, baseURL }) => {
    await visit(page, "/accessibility");
    await expectMeta(page, baseURL, "/accessibility", "Accessibility Statement", false);
    const headings = page.getByTestId("legal-section").getByRole("heading", { level: 2 });
    await expect(headings).toHaveText([
      /Our Commitment/,
      /Conformance Status/,
      /Accessibility Features/,
      /Compatibility/,
      /Known Limitations/,
      /Assessment Approach/,
      /Ongoing Efforts/,
      /Feedback/,
      /Technical Specifications/,
      /Formal Complaints/,
    ]);
    await expect(page.getByTestId("legal-sections")).toContainText("partially conformant with WCAG 2.1 level AA");
    await expect(page.getByTestId("legal-sections")).toContainText("within 5 business days");
    await expect(page.getByTestId("legal-sections")).toContainText("within 30 days");
    await expect(page.getByText("Last updated: January 15, 2025")).toBeVisible();
    await expectLinks(page, [
      ["Report an Issue", "/contact"],
      ["Back to Home", "/"],
    ]);
  });
});

test.describe("portfolio", () => {
  test("stats, locked case studies, success stories; noindex", async ({ page, baseURL }) => {
    await visit(page, "/portfolio");
    await expectMeta(page, baseURL, "/portfolio", "Projects that pay", true);
    await expect(page.locator("#stats dd").filter({ hasText: "100+" })).toBeVisible();
    const projectsSection = page.locator("#projects");
    await expect(projectsSection.getByTestId("locked-panel")).toContainText("Exclusive Access Required");
    await expect(projectsSection.getByText("Limited Capacity • By Invitation Only")).toBeVisible();
    await expect(projectsSection.getByRole("link", { name: "Enter Invitation Code" })).toHaveAttribute("href", "/verify");
    await expect(projectsSection.getByRole("link", { name: "Request Access" })).toHaveAttribute("href", "/request-access");
    await expect(page.getByTestId("portfolio-projects")).toHaveCount(0);
    // The filter buttons are public; with nothing to filter they are disabled, and a line says why.
    const group = projectsSection.getByRole("group", { name: portfolioFilterCopy.label });
    await expect(group.getByRole("button")).toHaveText([...portfolioFilters]);
    for (const b of await group.getByRole("button").all()) await expect(b).toBeDisabled();
    await expect(group.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    await expect(group).toHaveAccessibleDescription(portfolioFilterCopy.lockedNote);
    await expect(projectsSection.getByText(portfolioFilterCopy.lockedNote)).toBeVisible();
    await expect(page.locator("#success-stories li")).toHaveCount(3);
    await expectLinks(page, [
      ["Start Your Project", "/contact"],
      ["View Services", "/services"],
      ["Call (404) 555-0142", "tel:+14045550142"],
    ]);
  });

  test("the case studies are not in an anonymous visitor's HTML", async ({ request }) => {
    const html = await (await request.get("/portfolio")).text();
    expect(html).toContain("Exclusive Access Required");
    for (const p of projects) {
      expect(html).not.toContain(p.title);
      expect(html).not.toContain(p.client.replace("&", "&amp;"));
      expect(html).not.toContain(p.image.src);
    }
  });
});

test.describe("testimonials", () => {
  test("hero, four stat tiles, locked testimonials, three video tiles, automotive figures, buttons; noindex", async ({ page, baseURL }) => {
    await visit(page, "/testimonials");
    await expectMeta(page, baseURL, "/testimonials", "Owners tell it", true);
    await expect(page.locator("#stats dl > div")).toHaveCount(4);
    const locked = page.locator("#testimonials").getByTestId("locked-panel");
    await expect(locked).toContainText("Exclusive Access Required");
    await expect(locked).toContainText("Read exclusive testimonials from our verified clients and partners");
    await expect(page.getByTestId("testimonial-cards")).toHaveCount(0);
    const tiles = page.getByTestId("media-tiles").locator(":scope > li");
    await expect(tiles).toHaveCount(3);
    for (const img of await tiles.locator("img").all()) {
      await expect(img).toHaveAttribute("alt", /.{15,}/);
      const res = await page.request.get((await img.getAttribute("src"))!);
      expect(res.headers()["content-type"]).toContain("image/svg+xml");
    }
    await expect(page.locator("#video-stories video, #video-stories iframe")).toHaveCount(0);
    const auto = page.locator("#automotive");
    for (const [value, label] of [["20+", "Towing Companies"], ["15+", "Auto Dealers"], ["25+", "Junkyards & Recyclers"], ["30+", "Tire & Repair Shops"]]) {
      await expect(auto.locator("dl > div").filter({ hasText: label }).locator("dd").first()).toHaveText(value);
    }
    await expectLinks(page, [
      ["Apply for Partnership", "/equity-partnership"],
      ["Get Free Consultation", "/contact"],
      ["View Portfolio", "/portfolio"],
    ]);
  });

  test("the testimonials are not in an anonymous visitor's HTML", async ({ request }) => {
    const html = await (await request.get("/testimonials")).text();
    expect(html).toContain("Read exclusive testimonials");
    for (const t of testimonials) {
      expect(html).not.toContain(t.name);
      expect(html).not.toContain(t.image.src);
    }
  });
});

test.describe("verified visitors", () => {
  test("portfolio: six cards, filter buttons with aria-pressed, exact category match", async ({ page }) => {
    await loginClient(page);
    await visit(page, "/portfolio");
    const grid = page.getByTestId("portfolio-projects");
    const cards = grid.locator(":scope > li");
    await expect(cards).toHaveCount(6);
    await expect(page.locator("#projects").getByTestId("locked-panel")).toHaveCount(0);
    const group = page.getByRole("group", { name: "Filter projects by category" });
    await expect(group.getByRole("button")).toHaveText([...portfolioFilters]);
    await expect(group.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    for (const p of projects) {
      const card = cards.filter({ has: page.getByRole("heading", { name: p.title, level: 3 }) });
      await expect(card).toContainText(p.client);
      await expect(card).toContainText(p.location);
      await expect(card.getByRole("img", { name: p.image.alt })).toBeVisible();
      for (const r of p.results) await expect(card).toContainText(r);
      for (const t of p.technologies) await expect(card.getByText(t, { exact: true })).toBeVisible();
      if (p.link) await expect(card.getByRole("link", { name: p.link.label })).toHaveAttribute("href", p.link.href);
    }
    for (const f of portfolioFilters.slice(1)) {
      await group.getByRole("button", { name: f, exact: true }).click();
      await expect(group.getByRole("button", { name: f, exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(group.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
      const expected = projects.filter((p) => p.category === f);
      await expect(cards).toHaveCount(expected.length);
      for (const c of await cards.all()) await expect(c).toHaveAttribute("data-category", f);
    }
    await group.getByRole("button", { name: "All" }).click();
    await expect(cards).toHaveCount(6);
    await page.screenshot({ path: test.info().outputPath("portfolio-verified.png"), fullPage: true });
  });

  test("testimonials: seven cards with five-star ratings, names, results", async ({ page }) => {
    await loginClient(page);
    await visit(page, "/testimonials");
    const cards = page.getByTestId("testimonial-cards").locator(":scope > li");
    await expect(cards).toHaveCount(7);
    await expect(page.locator("#testimonials").getByTestId("locked-panel")).toHaveCount(0);
    for (const t of testimonials) {
      const card = cards.filter({ hasText: t.name });
      await expect(card).toHaveCount(1);
      await expect(card.getByRole("img", { name: `Rated ${t.rating} out of 5` })).toBeVisible();
      await expect(card).toContainText(t.company);
      await expect(card).toContainText(t.text.slice(0, 40));
      for (const r of t.results) await expect(card).toContainText(r);
    }
    await page.screenshot({ path: test.info().outputPath("testimonials-verified.png"), fullPage: true });
  });

  test("an administrator sees the admin banner over the gated cards", async ({ page }) => {
    await loginAdmin(page);
    await visit(page, "/portfolio");
    await expect(page.locator("#projects").getByTestId("admin-banner")).toHaveText(/Administrator Mode Active/);
    await expect(page.getByTestId("portfolio-projects").locator(":scope > li")).toHaveCount(6);
  });
});

test.describe("sitemap", () => {
  test("lists /accessibility but none of the noindex pages", async ({ request, baseURL }) => {
    const xml = await (await request.get("/sitemap.xml")).text();
    expect(xml).toContain(`<loc>${baseURL}/accessibility</loc>`);
    for (const p of ["/portfolio", "/testimonials", "/privacy-policy", "/terms-of-service"]) expect(xml).not.toContain(`<loc>${baseURL}${p}</loc>`);
  });
});
