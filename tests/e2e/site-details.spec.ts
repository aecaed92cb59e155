import AxeBuilder from "@axe-core/playwright";
import { expect, test, visit } from "./fixtures";
import { asAdmin, loginClient } from "./gate-fixtures";

/**
 * Small defects the move to Astro left behind, one test each (the earlier site had every one).
 * Those the served HTML shows (structured data, keywords) are in tests/system/page-html.test.ts.
 */
test.describe("site details", () => {
  test("the logo link's accessible name holds its visible text, at desktop and phone width", async ({ page }) => {
    for (const width of [1280, 375]) {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, "/about");
      const results = await new AxeBuilder({ page })
        .withRules(["label-content-name-mismatch"])
        .include("header")
        .include("footer")
        .setLegacyMode(true)
        .analyze();
      expect(
        results.violations.map((v) => v.id),
        `at ${width} px`,
      ).toEqual([]);
      await expect(page.locator("header").getByRole("link", { name: /^Gateway Tech/ })).toHaveCount(1);
    }
  });

  for (const who of ["client", "admin"] as const) {
    test(`a ${who} on a 360 px phone keeps the menu button inside the header, clear of the logo`, async ({ page, adminCookies }) => {
      if (who === "client") await loginClient(page);
      else await asAdmin(page, adminCookies);
      await page.setViewportSize({ width: 360, height: 740 });
      await page.goto("/about");
      const controls = page.getByTestId(`${who}-controls`);
      await expect(controls).toBeVisible();
      const menu = (await page.getByRole("button", { name: "Open menu" }).boundingBox())!;
      expect(menu.x + menu.width).toBeLessThanOrEqual(360);
      // Everything the logo shows ends before the session controls begin.
      const logoRight = await page
        .locator('header a[href="/"]')
        .evaluate((a) =>
          Math.max(...[...a.querySelectorAll("svg, span")].filter((e) => e.getBoundingClientRect().width > 1).map((e) => e.getBoundingClientRect().right)),
        );
      expect(logoRight).toBeLessThanOrEqual((await controls.boundingBox())!.x);
    });
  }

  test("the floating contact button leaves the footer's last links clickable", async ({ page }) => {
    // From 1440 px up; narrower screens have the contact bar instead (site-finish.spec.ts).
    for (const width of [1536, 1440]) {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, "/about");
      await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
      const button = (await page.getByRole("button", { name: "Contact us" }).boundingBox())!;
      for (const name of ["Cookie settings", "Accessibility"]) {
        const link = page.locator("footer").getByRole(name === "Cookie settings" ? "button" : "link", { name, exact: true });
        const box = (await link.boundingBox())!;
        const overlaps = box.x < button.x + button.width && button.x < box.x + box.width && box.y < button.y + button.height && button.y < box.y + box.height;
        expect(overlaps, `${name} at ${width} px`).toBe(false);
      }
    }
  });
});
