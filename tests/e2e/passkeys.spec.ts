import { request as http } from "@playwright/test";
import { expect, expectAccessible, test } from "./fixtures";
import { ADMIN_CODE, ADMIN_EMAIL, SESSION_COOKIE, createCode, enterCode, loginAdmin, passkeyStep, uniqueEmail } from "./gate-fixtures";
import { invite } from "./support/cli";
import { query } from "./support/db";
import { addVirtualAuthenticator, seedPasskey } from "./support/passkeys";
import { baseURL } from "./support/settings.mjs";

// An administrator's second step (decision 0024), with Chromium's virtual authenticator.

const rpId = new URL(baseURL).hostname;
/** Presses Revoke on the console's row of this visitor's session. */
const revokeSessionOf = (page: import("@playwright/test").Page, email: string) =>
  page
    .getByTestId("session-row")
    .filter({ hasText: email })
    .getByRole("button", { name: /Revoke/ })
    .click();
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
    // Removing a passkey asks for one first: the new passkey, the one this authenticator holds.
    await page.getByRole("button", { name: "Use my passkey" }).click();
    await expect(page.getByText("Passkey removed.")).toBeVisible();
    await expect(page.getByTestId("passkey-row").filter({ hasText: name })).toHaveCount(0);
    const [entry] = await query<{ n: number }>(
      "SELECT count(*)::int AS n FROM audit_log WHERE action IN ('passkey.add', 'passkey.remove') AND detail->>'email' = $1",
      [ADMIN_EMAIL],
    );
    expect(entry!.n).toBeGreaterThanOrEqual(2);
  });
});

test.describe("confirming it's you before sessions end", () => {
  /** A client signed in from a browser of its own (an API client keeps its own cookies). */
  async function clientSession(email: string) {
    const client = await http.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": "10.253.0.7" } });
    const { code } = await createCode({ role: "client" });
    expect((await client.post("/verify", { form: { code, email } })).status()).toBe(200);
    return client;
  }

  test("ending a session asks for the passkey again, then ends it and returns to the list; within five minutes the next only asks whether to", async ({
    page,
    clientIp,
  }) => {
    // Two clients, two confirm pages and an accessibility check: more than the default on a shared machine.
    test.setTimeout(90_000);
    const first = uniqueEmail("first-visitor");
    const second = uniqueEmail("second-visitor");
    const clients = [await clientSession(first), await clientSession(second)];
    try {
      await loginAdmin(page);
      await page.goto("/admin/sessions");
      await revokeSessionOf(page, first);

      await expect(page.getByRole("heading", { level: 1, name: "Confirm it's you" })).toBeVisible();
      await expect(page.getByTestId("confirm-pending")).toContainText(`End the session of ${first} (client, signed in with code #`);
      await expect(page.getByTestId("session-row")).toHaveCount(0);
      await expectAccessible(page);
      await page.getByRole("button", { name: "Use my passkey" }).click();

      await page.waitForURL(/\/admin\/sessions\?notice=revoked$/);
      await expect(page.getByTestId("admin-notice")).toHaveText("Revoked.");
      await expect(page.getByTestId("session-row").filter({ hasText: first })).toHaveCount(0);

      await revokeSessionOf(page, second);
      await expect(page.getByTestId("confirm-pending")).toContainText(`End the session of ${second} (client, signed in with code #`);
      await page.getByRole("button", { name: "End the session" }).click();
      await page.waitForURL(/\/admin\/sessions\?notice=revoked$/);
      await expect(page.getByTestId("session-row").filter({ hasText: second })).toHaveCount(0);
      // One confirmation, from this browser's address, for both.
      const confirmations = await query("SELECT id FROM audit_log WHERE action = 'admin.confirm' AND outcome = 'ok' AND ip = $1", [clientIp]);
      expect(confirmations).toHaveLength(1);
    } finally {
      for (const client of clients) await client.dispose();
    }
  });

  test.describe("without JavaScript", () => {
    test.use({ javaScriptEnabled: false });

    test("the confirm step says the passkey needs it, and a recovery code from the command line confirms through a plain form", async ({ page }) => {
      const visitor = uniqueEmail("noscript-visitor");
      const client = await clientSession(visitor);
      try {
        await loginAdmin(page);
        const recovery = (await invite(["--recovery", ADMIN_EMAIL])).trim().split("\n").at(-1)!;
        await page.goto("/admin/sessions");
        await revokeSessionOf(page, visitor);
        await expect(page.getByTestId("confirm-noscript")).toContainText("needs JavaScript");
        await page.getByRole("textbox", { name: "Recovery code" }).fill(recovery);
        await page.getByRole("button", { name: "Confirm" }).click();
        await page.waitForURL(/\/admin\/sessions\?notice=revoked$/);
        await expect(page.getByTestId("session-row").filter({ hasText: visitor })).toHaveCount(0);
      } finally {
        await client.dispose();
      }
    });
  });
});
