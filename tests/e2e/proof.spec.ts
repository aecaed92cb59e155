import { expect, test, visit } from "./fixtures";
import { loginClient } from "./gate-fixtures";
import { caseStudyTeasers, trustedByTeasers } from "../../src/content/case-studies";
import { portfolioFilters } from "../../src/content/portfolio";
import { testimonials } from "../../src/content/gated/testimonials";

// A prospect sees the proof without the names (DESIGN.md difference 11); the names, full case
// studies and testimonials stay behind the gate (gate.spec.ts checks no byte of them arrives).
test.describe("proof for a visitor without an invitation", () => {
  test("/portfolio: every project as a teaser with its industry, problem, result and a drawing of the site", async ({ page }) => {
    await visit(page, "/portfolio");
    const teasers = page.getByTestId("case-study-teaser");
    await expect(teasers).toHaveCount(caseStudyTeasers.length);
    for (const t of caseStudyTeasers) {
      const card = teasers.filter({ hasText: t.industry });
      await expect(card).toContainText(t.problem);
      await expect(card).toContainText(t.result.value);
      await expect(card).toContainText(t.result.label);
      await expect(card.locator("[data-variant]")).toHaveAttribute("data-variant", t.look.variant);
    }
    await expect(page.getByTestId("locked-panel")).toBeVisible();
  });

  test("/portfolio: the category filter sorts the teasers", async ({ page }) => {
    await visit(page, "/portfolio");
    const group = page.getByRole("group", { name: "Filter projects by category" });
    const cards = page.getByTestId("portfolio-teasers").locator(":scope > li");
    for (const f of portfolioFilters.slice(1)) {
      await group.getByRole("button", { name: f, exact: true }).click();
      await expect(group.getByRole("button", { name: f, exact: true })).toHaveAttribute("aria-pressed", "true");
      await expect(cards).toHaveCount(caseStudyTeasers.filter((t) => t.category === f).length);
    }
    await group.getByRole("button", { name: "All" }).click();
    await expect(cards).toHaveCount(caseStudyTeasers.length);
  });

  test("the home page's 'Trusted by' shows three results without names", async ({ page }) => {
    await visit(page, "/");
    const band = page.locator("#clients");
    await expect(band.getByTestId("case-study-teaser")).toHaveCount(trustedByTeasers.length);
    for (const t of trustedByTeasers) await expect(band.getByTestId("case-study-teaser").filter({ hasText: t.industry })).toContainText(t.result.label);
    await expect(band.getByTestId("locked-panel")).toBeVisible();
  });

  test("/testimonials says how many verified testimonials there are", async ({ page }) => {
    await visit(page, "/testimonials");
    await expect(page.getByTestId("testimonial-count")).toContainText(`${testimonials.length} verified client testimonials`);
  });

  test("a verified client gets the named case studies instead of the teasers", async ({ page }) => {
    await loginClient(page);
    await visit(page, "/portfolio");
    await expect(page.getByTestId("portfolio-projects").locator(":scope > li")).not.toHaveCount(0);
    await expect(page.getByTestId("case-study-teaser")).toHaveCount(0);
  });
});
