import { expect, test } from "./fixtures";
import { ADMIN_CODE, ADMIN_EMAIL, SESSION_COOKIE, createCode, enterCode, passkeyStep, uniqueEmail } from "./gate-fixtures";
import { invite } from "./support/cli";
import { query } from "./support/db";
import { addVirtualAuthenticator, seedPasskey } from "./support/passkeys";
import { baseURL } from "./support/settings.mjs";

// An administrator's second step (decision 0024), with Chromium's virtual authenticator.

const rpId = new URL(baseURL).hostname;
const adminStatus = async (page: import("@playwright/test").Page) => (await page.request.get("/admin")).status();

test.describe("an administrator's passkey", () => {
  test("registered after a first code, it signs the administrator in again after signing out", async ({ page }) => {
    await addVirtualAuthenticator(page);
    const email = uniqueEmail("new-admin");
    const { code } = await createCode({ role: "admin", email, maxUses: 2 });
    await enterCode(page, code, email);
    await passkeyStep(page, "Create a passkey");
    expect(await adminStatus(page)).toBe(200);

    await page.goto("/");
    await page.getByRole("button", { name: "Logout" }).first().click();
    await expect.poll(() => adminStatus(page)).toBe(404);

    await enterCode(page, code, email);
    await passkeyStep(page, "Use my passkey");
    expect(await adminStatus(page)).toBe(200);
  });

  test("without the passkey, the code alone leaves the browser without an admin session", async ({ page }) => {
    await addVirtualAuthenticator(page);
    const email = uniqueEmail("locked-admin");
    await seedPasskey(email, rpId, "a key this browser does not hold");
    const { code } = await createCode({ role: "admin", email });
    await enterCode(page, code, email);
    await page.getByRole("button", { name: "Use my passkey" }).click();
    await expect(page.locator("[data-passkey-status]")).not.toHaveText(/^$|Waiting/);
    expect((await page.context().cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
    expect(await adminStatus(page)).toBe(404);
  });

  test("a forged answer for the administrator's passkey is refused by the server, and the page says so", async ({ page }) => {
    const authenticator = await addVirtualAuthenticator(page);
    const email = uniqueEmail("owner");
    const owner = await seedPasskey(email, rpId);
    // The owner's passkey id with another key behind it: the browser answers, the signature fails.
    const forged = await seedPasskey(uniqueEmail("other"), rpId);
    await authenticator.addCredential({ ...forged, credentialId: owner.credentialId, email });
    const { code } = await createCode({ role: "admin", email });
    await enterCode(page, code, email);
    await page.getByRole("button", { name: "Use my passkey" }).click();
    await expect(page.getByTestId("form-error")).toContainText("That passkey was not accepted");
    expect(await adminStatus(page)).toBe(404);
  });

  test("without JavaScript the step says plainly that it needs it, and a recovery code from the command line is still accepted", async ({ browser }) => {
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: { "x-forwarded-for": "10.251.0.9" } });
    try {
      const page = await context.newPage();
      const email = uniqueEmail("noscript-admin");
      await seedPasskey(email, rpId);
      const { code } = await createCode({ role: "admin", email });
      const recovery = (await invite(["--recovery", email])).trim().split("\n").at(-1)!;
      await page.goto("/verify");
      await page.getByRole("textbox", { name: "Invitation code", exact: true }).fill(code);
      await page.getByRole("textbox", { name: "Email address", exact: true }).fill(email);
      await page.getByRole("button", { name: "Verify Code" }).click();
      await page.waitForURL(/\/verify\/passkey/);
      await expect(page.getByTestId("passkey-noscript")).toContainText("needs JavaScript");
      await page.getByRole("textbox", { name: "Recovery code" }).fill(recovery);
      await page.getByRole("button", { name: "Use recovery code" }).click();
      await expect(page.getByTestId("form-success")).toContainText("Create a new passkey");
      expect((await context.cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(false);
    } finally {
      await context.close();
    }
  });
});

test.describe("the console's passkeys", () => {
  test("lists the administrator's passkeys, adds another with the authenticator and removes one", async ({ page }) => {
    const authenticator = await addVirtualAuthenticator(page);
    await authenticator.addCredential(await seedPasskey(ADMIN_EMAIL, rpId));
    await enterCode(page, ADMIN_CODE, ADMIN_EMAIL);
    await passkeyStep(page, "Use my passkey");
    // Another device: this authenticator no longer holds the passkey it signed in with.
    await authenticator.clearCredentials();
    await page.goto("/admin/security");
    await expect(page.getByRole("heading", { level: 1, name: "Passkeys" })).toBeVisible();
    const name = `Laptop ${Date.now().toString(36)}`;
    await page.getByLabel("Name (optional)").fill(name);
    await page.getByRole("button", { name: "Add a passkey" }).click();
    await expect(page.getByText("Passkey added.")).toBeVisible();
    const row = page.getByTestId("passkey-row").filter({ hasText: name });
    await expect(row).toHaveCount(1);
    await row.getByRole("button", { name: /Remove/ }).click();
    await expect(page.getByText("Passkey removed.")).toBeVisible();
    await expect(page.getByTestId("passkey-row").filter({ hasText: name })).toHaveCount(0);
    const [entry] = await query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE action IN ('passkey.add', 'passkey.remove') AND detail->>'email' = $1",
      [ADMIN_EMAIL],
    );
    expect(entry!.n).toBeGreaterThanOrEqual(2);
  });
});
