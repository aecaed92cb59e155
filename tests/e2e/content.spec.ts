import type { APIRequestContext } from "@playwright/test";
import { expect, test, visit } from "./fixtures";
import { loginClient } from "./gate-fixtures";
import { robotsFor } from "../../src/routes";
import { contentPages } from "../../src/content/pages";
import { blocksText } from "../../src/content/search-index";
import { portfolioFilters } from "../../src/content/portfolio";
import { projects } from "../../src/content/gated/portfolio-projects";
import { testimonials } from "../../src/content/gated/testimonials";

/**
 * Every page written as a content module, checked against its module: metadata, every block's
 * text in the page, every link going somewhere. The exact counts, prices and button labels are
 * pinned in the unit tests (tests/unit/content-*.test.ts); this proves the server renders them.
 */
/**
 * Text compared without whitespace: a heading's two lines, a figure and its label, sit in
 * separate elements, and textContent joins them with or without a space depending on markup.
 */
const squash = (s: string) => s.replace(/\s+/g, "");
/** blocksText joins a band's button labels, and a figure with its label, with ", " or a space. */
const pieces = (blocks: Parameters<typeof blocksText>[0]) => blocksText(blocks).flatMap((p) => p.split(", "));

/** Status of each same-site path, asked once per worker. */
const statuses = new Map<string, Promise<number>>();
const statusOf = (request: APIRequestContext, path: string) => {
  if (!statuses.has(path))
    statuses.set(
      path,
      request.get(path, { maxRedirects: 0 }).then((r) => r.status()),
    );
  return statuses.get(path)!;
};

test.describe("content pages", () => {
  for (const { seo, blocks } of contentPages) {
    test(seo.path, async ({ page, baseURL }) => {
      await visit(page, seo.path);

      const brand = "| Gateway Tech Enterprises";
      await expect(page).toHaveTitle(seo.absoluteTitle ? seo.title : `${seo.title} ${brand}`);
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", seo.path === "/" ? baseURL! : `${baseURL}${seo.path}`);
      await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", seo.description);
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", robotsFor(seo.path));
      await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);

      // textContent, not innerText: the answers of closed <details> are in the page too.
      const text = squash((await page.locator("main").first().textContent()) ?? "");
      // A figure and its label ("98% Client satisfaction") may be laid out label first.
      const shown = (piece: string) =>
        text.includes(squash(piece)) || (/^(\S*\d\S*) (.+)$/.test(piece) && piece.split(/ (.*)/s, 2).every((part) => text.includes(squash(part))));
      const missing = pieces(blocks).filter((piece) => !shown(piece));
      expect(missing, `text of ${seo.path}'s blocks that the page does not show`).toEqual([]);

      const hrefs = [...new Set(await page.locator("main a[href]").evaluateAll((as) => as.map((a) => a.getAttribute("href") ?? "")))];
      expect(hrefs.length, `links on ${seo.path}`).toBeGreaterThan(0);
      const broken: string[] = [];
      for (const href of hrefs) {
        if (href.startsWith("#")) {
          if ((await page.locator(`[id="${href.slice(1)}"]`).count()) !== 1) broken.push(`${href}: no such section`);
        } else if (href.startsWith("/")) {
          const [path, fragment] = href.split("#");
          const status = await statusOf(page.request, path);
          if (status !== 200) broken.push(`${href}: ${status}`);
          if (fragment && path === seo.path && (await page.locator(`[id="${fragment}"]`).count()) !== 1) broken.push(`${href}: no such section`);
        } else if (href.startsWith("mailto:")) {
          if (!/^mailto:[^@\s?]+@[^@\s?]+\.\w+(\?subject=[^\s&]+)?$/.test(href)) broken.push(href);
        } else if (/^(tel|sms):/.test(href)) {
          if (!/^(tel|sms):\+1\d{10}$/.test(href)) broken.push(href);
        } else if (!/^https:\/\/(?!localhost|127\.)/.test(href)) {
          broken.push(`${href}: not a public https address`);
        }
      }
      expect(broken, `links on ${seo.path} that go nowhere`).toEqual([]);
    });
  }
});

test.describe("what a visitor opens in place", () => {
  test("an FAQ answer opens and closes", async ({ page }) => {
    await visit(page, "/website-leasing");
    const first = page.locator("#faq details").first();
    await expect(first).not.toHaveAttribute("open", "");
    await first.locator("summary").click();
    await expect(first).toHaveAttribute("open", "");
    await expect(first.locator("summary + *")).toBeVisible();
    await first.locator("summary").click();
    await expect(first).not.toHaveAttribute("open", "");
  });

  test("a position's Learn More opens its full description in place, by mouse and keyboard", async ({ page }) => {
    await visit(page, "/careers");
    const card = page.getByTestId("job-position").nth(3);
    const toggle = card.locator("summary");
    const details = card.getByTestId("job-details");
    await expect(toggle).toHaveAccessibleName(/^Learn More about Business Development Manager/);
    await expect(details).toBeHidden();
    await toggle.click();
    await expect(details.getByRole("heading", { name: "Requirements" })).toBeVisible();
    await expect(details.getByRole("heading", { name: "Role benefits" })).toBeVisible();
    await expect(page).toHaveURL(/\/careers$/);
    await expect(page.locator("[data-testid=job-position] details[open]")).toHaveCount(1);
    await toggle.click();
    await expect(details).toBeHidden();

    const first = page.getByTestId("job-position").first();
    await first.locator("summary").focus();
    await page.keyboard.press("Enter");
    await expect(first.getByTestId("job-details")).toBeVisible();
  });

  test("a verified client filters the portfolio by category", async ({ page }) => {
    await loginClient(page);
    await visit(page, "/portfolio");
    const cards = page.getByTestId("portfolio-projects").locator(":scope > li");
    await expect(cards).toHaveCount(projects.length);
    for (const p of projects) {
      const card = cards.filter({ has: page.getByRole("heading", { name: p.title, level: 3 }) });
      await expect(card).toContainText(p.client);
      const picture = card.getByRole("img", { name: p.image.alt });
      await expect(picture).toBeVisible();
      await picture.scrollIntoViewIfNeeded();
      // Served by the route that checks the session: loaded, not a broken box.
      await expect.poll(() => picture.evaluate((img) => (img as HTMLImageElement).naturalWidth)).toBeGreaterThan(0);
    }
    const group = page.getByRole("group", { name: "Filter projects by category" });
    await expect(group.getByRole("button")).toHaveText([...portfolioFilters]);
    await expect(group.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "true");
    for (const f of portfolioFilters.slice(1)) {
      await group.getByRole("button", { name: f, exact: true }).click();
      await expect(group.getByRole("button", { name: f, exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(group.getByRole("button", { name: "All" })).toHaveAttribute("aria-pressed", "false");
      await expect(cards).toHaveCount(projects.filter((p) => p.category === f).length);
      for (const c of await cards.all()) await expect(c).toHaveAttribute("data-category", f);
    }
    await group.getByRole("button", { name: "All" }).click();
    await expect(cards).toHaveCount(projects.length);
  });

  test("a verified client reads every testimonial with its rating", async ({ page }) => {
    await loginClient(page);
    await visit(page, "/testimonials");
    const cards = page.getByTestId("testimonial-cards").locator(":scope > li");
    await expect(cards).toHaveCount(testimonials.length);
    for (const t of testimonials) {
      const card = cards.filter({ hasText: t.name });
      await expect(card.getByRole("img", { name: `Rated ${t.rating} out of 5` })).toBeVisible();
      await expect(card).toContainText(t.company);
      for (const r of t.results) await expect(card).toContainText(r);
    }
  });
});
