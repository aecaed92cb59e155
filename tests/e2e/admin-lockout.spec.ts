import type { Page } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { ADMIN_EMAIL, createCode, loginAdmin, uniqueEmail } from "./gate-fixtures";
import { invite } from "./support/cli";

// No self-lockout (decision 0064): Revoke asks first and names the code, and the code the
// administrator signed in with offers no Revoke at all.

/** A client code bound to an address, with a label of its own, as the list shows it. */
async function labelledCode() {
  const email = uniqueEmail("revoke-me");
  const label = `Revoke me ${Date.now().toString(36)}`;
  const { id } = await createCode({ role: "client", email, label });
  return { id, email, label };
}

const rowOf = (page: Page, label: string) => page.getByTestId("code-row").filter({ hasText: label });

/** Revoke on a row, then the first confirmation of this session: the passkey with JavaScript, a recovery code without. */
async function revokeConfirmingItsMe(page: Page, label: string, withScript: boolean) {
  await page.goto("/admin/codes");
  await rowOf(page, label)
    .getByRole("button", { name: /Revoke/ })
    .click();
  if (withScript) await page.getByRole("button", { name: "Use my passkey" }).click();
  else {
    const recovery = (await invite(["--recovery", ADMIN_EMAIL])).trim().split("\n").at(-1)!;
    await page.getByRole("textbox", { name: "Recovery code" }).fill(recovery);
    await page.getByRole("button", { name: "Confirm" }).click();
  }
  await expect(page.getByTestId("admin-notice")).toHaveText("Revoked.");
}

for (const withScript of [true, false]) {
  test.describe(withScript ? "with JavaScript" : "without JavaScript", () => {
    test.use({ javaScriptEnabled: withScript });

    test("Revoke asks first, naming the code; Cancel keeps it and the question's own button revokes it", async ({ page }) => {
      // Two sign-in steps and a command-line recovery code: slow on a shared machine.
      test.setTimeout(120_000);
      const first = await labelledCode();
      const code = await labelledCode();
      await loginAdmin(page);
      await revokeConfirmingItsMe(page, first.label, withScript);

      // Confirmed a moment ago: the list's Revoke is now only the question.
      await rowOf(page, code.label)
        .getByRole("button", { name: /Revoke/ })
        .click();
      await expect(page.getByRole("heading", { level: 1, name: "Revoke this code?" })).toBeVisible();
      await expect(page.getByTestId("confirm-pending")).toContainText(`Revoke the client code #${code.id} “${code.label}”, bound to ${code.email}`);
      if (withScript) await expectAccessible(page);
      await page.getByRole("link", { name: "Cancel" }).click();
      await expect(rowOf(page, code.label)).toContainText("active");

      await rowOf(page, code.label)
        .getByRole("button", { name: /Revoke/ })
        .click();
      await page.getByRole("button", { name: "Revoke the code" }).click();
      await expect(page.getByTestId("admin-notice")).toHaveText("Revoked.");
      await expect(rowOf(page, code.label)).toContainText("revoked");
    });
  });
}

test("the code this session signed in with offers no Revoke, and says why", async ({ page }) => {
  await loginAdmin(page);
  await page.goto("/admin/codes");
  const own = rowOf(page, "Bootstrap administrator code").filter({ hasNotText: "revoked" });
  await expect(own.getByRole("cell", { name: "Your sign-in code" })).toBeVisible();
  await expect(own.getByRole("button", { name: /Revoke/ })).toHaveCount(0);
});
