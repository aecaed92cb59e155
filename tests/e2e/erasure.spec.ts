import { test, expect, visit, expectAccessible } from "./fixtures";
import { asAdmin, uniqueEmail } from "./gate-fixtures";
import type { Page } from "@playwright/test";

/**
 * Erasing a person in a browser: from a lead's record to the two steps (what we hold, then the
 * confirmation naming the address) and the inbox that no longer finds them. What the database
 * keeps afterwards is tests/integration/erasure.test.ts.
 */
async function twoLeads(page: Page, email: string) {
  for (const message of ["We need online ordering for the bakery.", "Following up on my message about online ordering."]) {
    const lead = await page.request.post("/api/forms/contact", { data: { name: "Erin Cole", email, message } });
    expect(lead.status(), await lead.text()).toBe(201);
  }
}

for (const javaScriptEnabled of [true, false]) {
  test.describe(javaScriptEnabled ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled });

    test("the owner erases a person from their lead's record in two steps, and the inbox no longer finds them", async ({ page, adminCookies }) => {
      const email = uniqueEmail("erase");
      await twoLeads(page, email);
      await asAdmin(page, adminCookies);
      await visit(page, `/admin/inbox/contact-submissions?q=${encodeURIComponent(email)}`);
      await page.getByTestId("inbox-row").first().getByRole("link").click();
      await page.getByRole("link", { name: "Erase this person…" }).click();

      const find = page.getByRole("form", { name: "Erase a person" });
      await expect(find.getByLabel("Their e-mail address")).toHaveValue(email);
      await find.getByRole("button", { name: "Show what we hold" }).click();
      await expect(page.getByTestId("erasure-counts").locator('[data-kind="contactSubmissions"]')).toHaveText("2 contact form entries");
      await expect(page.getByTestId("erasure-question")).toHaveText(`Erase everything we hold about ${email}? This cannot be undone.`);
      if (javaScriptEnabled) await expectAccessible(page);

      await page.getByRole("button", { name: "Erase everything" }).click();
      await expect(page.getByTestId("admin-notice")).toHaveText(
        "Erased. Nothing we held under that address is left; the audit log records only that an erasure happened.",
      );
      await visit(page, `/admin/inbox/contact-submissions?q=${encodeURIComponent(email)}`);
      await expect(page.getByText("Nothing matches that search.")).toBeVisible();
    });
  });
}

test("a malformed address is refused next to the field, and Cancel erases nothing", async ({ page, adminCookies }) => {
  const email = uniqueEmail("keep");
  await twoLeads(page, email);
  await asAdmin(page, adminCookies);
  await visit(page, "/admin/privacy");
  const find = page.getByRole("form", { name: "Erase a person" });
  const field = find.getByLabel("Their e-mail address");
  await field.fill("erin at harbor bakery");
  await find.getByRole("button", { name: "Show what we hold" }).click();
  await expect(field).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#f-email-error")).toHaveText("Please enter a valid email address, like name@company.com.");

  await field.fill(email);
  await find.getByRole("button", { name: "Show what we hold" }).click();
  await page.getByRole("link", { name: "Cancel" }).click();
  await visit(page, `/admin/inbox/contact-submissions?q=${encodeURIComponent(email)}`);
  await expect(page.getByTestId("inbox-row")).toHaveCount(2);
});
