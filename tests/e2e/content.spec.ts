import { expect, test, visit } from "./fixtures";
import { loginClient } from "./gate-fixtures";
import { portfolioFilters } from "../../src/content/portfolio";
import { projects } from "../../src/content/gated/portfolio-projects";
import { testimonials } from "../../src/content/gated/testimonials";

// What a visitor does on the content pages. Each page's HTML against its content module
// (metadata, every block's text, every link going somewhere) is checked without a browser, in
// tests/system/page-html.test.ts.

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
