import type { Page } from "@playwright/test";
import { test, expect } from "./fixtures";
import { asAdmin } from "./gate-fixtures";

/** The console's sections on any screen: nothing scrolls sideways, and where you are is in view. */
async function inView(page: Page, selector: string) {
  return page.locator(selector).evaluate((el) => {
    const box = el.getBoundingClientRect();
    return box.width > 0 && box.left >= 0 && box.right <= window.innerWidth;
  });
}

test.describe("the console's navigation", { tag: "@widths" }, () => {
  test("fits the screen and shows the current section, on a phone in a menu that opens onto every section", async ({ page, adminCookies, isMobile }) => {
    await asAdmin(page, adminCookies);
    await page.goto("/admin/audit");
    const nav = page.getByRole("navigation", { name: "Admin" });
    expect(await nav.evaluate((el) => el.scrollWidth <= el.clientWidth && document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
    if (isMobile) {
      const menu = page.getByTestId("admin-nav-menu");
      await expect(menu.locator("summary")).toHaveText(/Audit log$/);
      expect(await inView(page, '[data-testid="admin-nav-current"]')).toBe(true);
      await menu.locator("summary").click();
      await expect(menu.getByRole("link", { name: "Security" })).toBeVisible();
    }
    const current = nav.locator('a[aria-current="page"]:visible');
    await expect(current).toHaveText("Audit log");
    expect(await current.evaluate((el) => el.getBoundingClientRect().right <= window.innerWidth)).toBe(true);
  });
});
