import { expect, hydrated, test, visit } from "./fixtures";
import { ADMIN_CODE, ADMIN_EMAIL, createCode, enterCode, loginClient, passkeyStep, uniqueEmail, verifyAs } from "./gate-fixtures";
import { consentCookie } from "./support/consent";
import { setCodeExpiry } from "./support/db";
import { waitForMail } from "./support/mailbox";
import { addVirtualAuthenticator, seedPasskey } from "./support/passkeys";
import { baseURL } from "./support/settings.mjs";

// Nobody is locked out (decision 0065): an approval's code lasts for its address, /verify e-mails a
// sign-in link, and everyone lands where they meant to go.

const SUBJECT = /^Your sign-in link/;

/** Asks for a sign-in link in /verify's second form and returns the link from the e-mail the sink received. */
async function mailedLink(page: import("@playwright/test").Page, email: string): Promise<string> {
  const form = page.locator("#sign-in-link");
  await hydrated(form);
  await form.getByRole("textbox", { name: "Email address for the link" }).fill(email);
  await form.getByRole("button", { name: "E-mail me a sign-in link" }).click();
  await expect(form.getByTestId("form-success")).toContainText("If this address has signed in here before, a sign-in link is on its way");
  const mail = await waitForMail(email, { subject: SUBJECT });
  const link = mail.text?.match(/https?:\/\/\S+\/verify\/link\?token=\S+/)?.[0];
  expect(link, "the link in the e-mail").toBeTruthy();
  return link!;
}

test.describe("a client's way back in", () => {
  test("after Sign out, the same approval code and e-mail get back in", async ({ page }) => {
    const email = uniqueEmail("returning");
    const { code } = await createCode({ email });
    await verifyAs(page, code, email);
    await visit(page, "/");
    await page.getByTestId("client-controls").getByRole("button", { name: "Sign out" }).click();
    await expect(page.getByTestId("client-controls")).toHaveCount(0);
    await verifyAs(page, code, email);
  });

  test("a second device gets in with the same approval code and e-mail", async ({ page, browser }) => {
    const email = uniqueEmail("two-devices");
    const { code } = await createCode({ email });
    await verifyAs(page, code, email);
    // Another device: a browser of its own, from another address, with a cookie choice made.
    const other = await browser.newContext({ baseURL, extraHTTPHeaders: { "x-forwarded-for": `10.251.${process.pid % 250}.${(Date.now() % 250) + 1}` } });
    await other.addCookies([consentCookie(baseURL)]);
    try {
      await verifyAs(await other.newPage(), code, email);
    } finally {
      await other.close();
    }
  });

  test("an expired code says so and offers the sign-in link; the e-mailed link signs in and goes back to the page", async ({ page }) => {
    test.slow();
    const email = uniqueEmail("expired");
    const { id, code } = await createCode({ email });
    await verifyAs(page, code, email);
    await setCodeExpiry(id, -60);
    await page.context().clearCookies();
    await visit(page, "/verify?next=/portfolio");
    await hydrated(page.locator("form").filter({ has: page.getByRole("button", { name: "Verify Code" }) }));
    await page.getByRole("textbox", { name: "Invitation code", exact: true }).fill(code);
    await page.getByRole("textbox", { name: "Email address", exact: true }).fill(email);
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expect(page.getByTestId("form-error")).toContainText(/^This code expired on [A-Z][a-z]+ \d{1,2}, \d{4}/);
    await page.getByTestId("sign-in-link-offer").getByRole("link", { name: "E-mail me a sign-in link" }).click();
    await expect(page.locator("#sign-in-link")).toBeInViewport();

    const link = await mailedLink(page, email);
    await page.goto(link);
    await page.getByRole("button", { name: "Sign me in" }).click();
    await page.waitForURL((u) => u.pathname === "/portfolio");
    await expect(page.getByTestId("client-controls")).toBeVisible();
  });

  test("a used sign-in link says so in words and offers a new one", async ({ page }) => {
    test.slow();
    const email = uniqueEmail("used-link");
    const { code } = await createCode({ email });
    await verifyAs(page, code, email);
    await page.context().clearCookies();
    await visit(page, "/verify");
    const link = await mailedLink(page, email);
    await page.goto(link);
    await page.getByRole("button", { name: "Sign me in" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    await page.goto(link);
    await expect(page.getByTestId("sign-in-link-refused")).toContainText("This sign-in link has already been used.");
    await expect(page.getByRole("link", { name: "Ask for a new link" })).toHaveAttribute("href", "/verify/sign-in-link");
  });
});

test.describe("landing where you meant to go", () => {
  test("an administrator lands on the console after code and passkey", async ({ page }) => {
    const authenticator = await addVirtualAuthenticator(page);
    await authenticator.addCredential(await seedPasskey(ADMIN_EMAIL, new URL(baseURL).hostname));
    await enterCode(page, ADMIN_CODE, ADMIN_EMAIL);
    await passkeyStep(page, "Use my passkey");
    expect(new URL(page.url()).pathname).toBe("/admin");
  });

  test("/verify visited again says who you are signed in as, with the way on and Sign out", async ({ page }) => {
    const { email } = await loginClient(page);
    await visit(page, "/verify?next=/testimonials");
    const state = page.getByTestId("signed-in-state");
    await expect(state.getByRole("heading")).toHaveText(`You are signed in as ${email}.`);
    await expect(state.getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/testimonials");
    await state.getByRole("button", { name: "Sign out of this device" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    await expect(page.getByTestId("client-controls")).toHaveCount(0);
  });
});

test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("asking for a sign-in link is a plain form with the same answer", async ({ page }) => {
    await visit(page, "/verify");
    const form = page.locator("#sign-in-link");
    await form.getByRole("textbox", { name: "Email address for the link" }).fill(uniqueEmail("nobody"));
    await form.getByRole("button", { name: "E-mail me a sign-in link" }).click();
    await page.waitForURL((u) => u.pathname === "/verify/sign-in-link");
    await expect(page.getByTestId("form-success")).toContainText("If this address has signed in here before, a sign-in link is on its way");
  });
});
