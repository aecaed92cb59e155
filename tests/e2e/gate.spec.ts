import { expect, hydrated, test, visit } from "./fixtures";
import {
  ADMIN_CODE,
  ADMIN_EMAIL,
  asAdmin,
  createCode,
  enterCode,
  expectRevokedCookieIgnored,
  expireSessions,
  loginAdmin,
  loginClient,
  passkeyStep,
  uniqueEmail,
  verifyAs,
} from "./gate-fixtures";
import { addVirtualAuthenticator, seedPasskey } from "./support/passkeys";
import { baseURL } from "./support/settings.mjs";
import { clientCards } from "../../src/content/gated/client-cards";
import { gatedPages, leaked, pageBytes } from "./gate-content";
import { holdPosts } from "./forms-helpers";

const COOKIE = "gte_session";
const clientNames = clientCards.map((c) => c.name);

async function sessionCookie(page: import("@playwright/test").Page) {
  return (await page.context().cookies()).find((c) => c.name === COOKIE);
}

test.describe("/verify page", () => {
  test("an admin code and the administrator's passkey give administrator mode", async ({ page }) => {
    const authenticator = await addVirtualAuthenticator(page);
    await authenticator.addCredential(await seedPasskey(ADMIN_EMAIL, new URL(baseURL).hostname));
    await enterCode(page, ADMIN_CODE.toLowerCase(), ADMIN_EMAIL);
    await passkeyStep(page, "Use my passkey");
    await page.goto("/equity-partnership");
    await expect(page.getByTestId("admin-banner")).toBeVisible();
    await expect(page.getByRole("form", { name: "Partnership application" })).toBeVisible();
  });

  test("form, labels, placeholder, noindex and Request Access", async ({ page }) => {
    await visit(page, "/verify");
    await expect(page.getByRole("heading", { level: 1 })).toHaveCount(1);
    const code = page.getByRole("textbox", { name: "Invitation code", exact: true });
    await expect(code).toHaveAttribute("placeholder", "GTE-XXXX-XXXX");
    await expect(code).toHaveCSS("text-transform", "uppercase");
    await expect(page.getByRole("textbox", { name: "Email address", exact: true })).toHaveAttribute("type", "email");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await expect(page.getByRole("link", { name: "Request Access" }).first()).toHaveAttribute("href", "/request-access");
  });

  test("blank after trimming, invalid code, Verifying... while submitting", async ({ page }) => {
    await visit(page, "/verify");
    await hydrated(page.locator("form").filter({ has: page.getByRole("button", { name: "Verify Code" }) }));
    await page.getByRole("textbox", { name: "Invitation code", exact: true }).fill("   ");
    await page.getByRole("textbox", { name: "Email address", exact: true }).fill("someone@example.com");
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expect(page.getByTestId("form-error")).toHaveText("Please enter both invitation code and email address");

    // The action's request is held until the pending text has been seen.
    const release = await holdPosts(page);
    await page.getByRole("textbox", { name: "Invitation code", exact: true }).fill("gte-zzzz-zzzz");
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expect(page.getByRole("button", { name: "Verifying..." })).toBeDisabled();
    release();
    await expect(page.getByTestId("form-error")).toHaveText("Invalid invitation code");
    await expect(page.getByRole("textbox", { name: "Invitation code", exact: true })).toHaveValue("gte-zzzz-zzzz");
    expect(await sessionCookie(page)).toBeUndefined();
  });

  test("expired and used-up codes say so in words; a bound code with another e-mail reads 'Invalid invitation code'", async ({ page }) => {
    // Three codes made through the CLI and four verifications: slow on a busy machine.
    test.slow();
    const expired = await createCode({ expiresInSeconds: -60 });
    const bound = await createCode({ email: "owner@example.com" });
    const used = await createCode();
    await verifyAs(page, used.code);
    await page.context().clearCookies({ name: COOKIE });
    for (const [code, email, answer] of [
      [expired.code, "a@example.com", /^This code expired on /],
      [bound.code, "other@example.com", /^Invalid invitation code$/],
      [used.code, "b@example.com", /^This code has been used as many times as it allows/],
    ] as const) {
      await page.goto("/verify");
      await page.getByRole("textbox", { name: "Invitation code", exact: true }).fill(code);
      await page.getByRole("textbox", { name: "Email address", exact: true }).fill(email);
      await page.getByRole("button", { name: "Verify Code" }).click();
      await expect(page.getByTestId("form-error")).toHaveText(answer);
    }
  });

  test("success shows Access Granted, then / after 2 seconds; verified content appears", async ({ page }) => {
    const { code } = await createCode();
    await visit(page, "/verify");
    await page.getByRole("textbox", { name: "Invitation code", exact: true }).fill(code.toLowerCase());
    await page.getByRole("textbox", { name: "Email address", exact: true }).fill(` ${uniqueEmail()} `);
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expect(page.getByRole("heading", { name: "Access Granted" })).toBeVisible();
    const shownAt = Date.now();
    await expect(page.getByText("Successfully verified! Welcome to Gateway Tech Enterprises")).toBeVisible();
    const cookie = await sessionCookie(page);
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe("Lax");
    expect(cookie!.expires * 1000 - Date.now()).toBeGreaterThan(29 * 86_400_000);
    await page.waitForURL((u) => u.pathname === "/", { timeout: 6000 });
    const waited = Date.now() - shownAt;
    expect(waited).toBeGreaterThan(1500);
    expect(waited).toBeLessThan(4500);
    await expect(page.getByTestId("gated-home-clients")).toBeVisible();
    for (const name of clientNames) await expect(page.getByText(name)).toBeVisible();
    await expect(page.getByTestId("admin-controls")).toHaveCount(0);
    await expect(page.getByTestId("admin-banner")).toHaveCount(0);
  });

  test("rate limit after 5 failures: 'Too many attempts, try again in N minutes'", async ({ page }) => {
    await page.goto("/verify");
    const email = uniqueEmail("guesser");
    for (let i = 0; i < 5; i++) {
      await page.getByRole("textbox", { name: "Invitation code", exact: true }).fill(`GTE-AAAA-AAA${"BCDEF"[i]}`);
      await page.getByRole("textbox", { name: "Email address", exact: true }).fill(email);
      await page.getByRole("button", { name: "Verify Code" }).click();
      await expect(page.getByTestId("form-error")).toHaveText("Invalid invitation code");
      await page.goto("/verify");
    }
    const { code } = await createCode();
    await page.getByRole("textbox", { name: "Invitation code", exact: true }).fill(code);
    await page.getByRole("textbox", { name: "Email address", exact: true }).fill(uniqueEmail());
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expect(page.getByTestId("form-error")).toHaveText(/^Too many attempts, try again in 1[45] minutes$/);
    expect(await sessionCookie(page)).toBeUndefined();
  });
});

test.describe("coming back after verifying", () => {
  test("the invitation link on a gated page returns there once verified, without JavaScript too", async ({ page, browser }) => {
    // Two browsers, with and without JavaScript, each through /verify.
    test.slow();
    await visit(page, "/portfolio");
    await page.getByTestId("locked-panel").getByRole("link", { name: "Enter Invitation Code" }).click();
    await expect(page).toHaveURL(/\/verify\?next=%2Fportfolio$/);
    const { code } = await createCode();
    await page.getByRole("textbox", { name: "Invitation code", exact: true }).fill(code);
    await page.getByRole("textbox", { name: "Email address", exact: true }).fill(uniqueEmail());
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expect(page.getByText("Taking you back to the page you came from...")).toBeVisible();
    await page.waitForURL((u) => u.pathname === "/portfolio", { timeout: 6000 });
    await expect(page.getByTestId("gated-portfolio-projects")).toBeVisible();

    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    try {
      const reader = await noScript.newPage();
      await reader.goto("/verify?next=%2Ftestimonials");
      const second = await createCode();
      await reader.getByRole("textbox", { name: "Invitation code", exact: true }).fill(second.code);
      await reader.getByRole("textbox", { name: "Email address", exact: true }).fill(uniqueEmail());
      await reader.getByRole("button", { name: "Verify Code" }).click();
      await expect(reader.getByRole("link", { name: "Continue to that page" })).toHaveAttribute("href", "/testimonials");
      // Verified, /verify says so and leads straight on.
      await reader.goto("/verify?next=%2Ftestimonials");
      await expect(reader.getByTestId("signed-in-state").getByRole("link", { name: "Continue" })).toHaveAttribute("href", "/testimonials");
    } finally {
      await noScript.close();
    }
  });

  test("a way back to another site goes home instead", async ({ page }) => {
    const { code } = await createCode();
    await visit(page, "/verify?next=%2F%2Fevil.example%2Fphish");
    await hydrated(page.locator("form").filter({ has: page.getByRole("button", { name: "Verify Code" }) }));
    await page.getByRole("textbox", { name: "Invitation code", exact: true }).fill(code);
    await page.getByRole("textbox", { name: "Email address", exact: true }).fill(uniqueEmail());
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expect(page.getByText("Taking you to the home page...")).toBeVisible();
    await page.waitForURL((u) => u.pathname === "/", { timeout: 6000 });
    expect(new URL(page.url()).host).toBe(new URL(test.info().project.use.baseURL!).host);
  });
});

test.describe("gated content on /", () => {
  test("anonymous: the locked panel with its two buttons", async ({ page }) => {
    await visit(page, "/");
    const locked = page.getByTestId("locked-panel");
    await expect(locked.getByRole("heading", { name: "Exclusive Access Required" })).toBeVisible();
    await expect(locked.getByRole("link", { name: "Enter Invitation Code" })).toHaveAttribute("href", "/verify");
    await expect(locked.getByRole("link", { name: "Request Access" })).toHaveAttribute("href", "/request-access?for=home-clients");
  });

  test("a client: Verified and Sign out in the header; signing out revokes the session on the server", async ({ page, browser, baseURL }) => {
    await loginClient(page);
    await visit(page, "/");
    const controls = page.getByTestId("client-controls");
    await expect(controls.getByText("Verified", { exact: true })).toBeVisible();
    await expect(page.getByTestId("admin-controls")).toHaveCount(0);
    await expect(page.getByTestId("gated-home-clients")).toBeVisible();
    const cookie = await sessionCookie(page);
    expect(cookie).toBeDefined();

    // By keyboard: the button is reachable and its name is the same at every width.
    const signOut = controls.getByRole("button", { name: "Sign out" });
    await signOut.focus();
    await page.keyboard.press("Enter");
    await page.waitForURL((u) => u.pathname === "/");
    await expect(page.getByTestId("locked-panel")).toBeVisible();
    await expect(page.getByTestId("client-controls")).toHaveCount(0);
    expect(await sessionCookie(page)).toBeUndefined();

    await expectRevokedCookieIgnored(browser, baseURL!, cookie!);
  });

  test("admin: badge, banner, then logout revokes the session on the server", async ({ page, browser, baseURL }) => {
    await loginAdmin(page);
    await visit(page, "/");
    await expect(page.getByTestId("admin-controls").getByText("Admin", { exact: true })).toBeVisible();
    await expect(page.getByTestId("admin-banner")).toHaveText("Administrator Mode Active");
    for (const name of clientNames) await expect(page.getByText(name)).toBeVisible();
    const cookie = await sessionCookie(page);
    expect(cookie).toBeDefined();
    expect(cookie!.expires * 1000 - Date.now()).toBeLessThan(12 * 3600_000 + 60_000);

    await page.getByRole("button", { name: "Logout" }).click();
    await page.waitForURL((u) => u.pathname === "/");
    await expect(page.getByTestId("locked-panel")).toBeVisible();
    await expect(page.getByTestId("admin-controls")).toHaveCount(0);
    expect(await sessionCookie(page)).toBeUndefined();

    await expectRevokedCookieIgnored(browser, baseURL!, cookie!);
  });

  test("a forged cookie is ignored and cleared", async ({ page, context, baseURL }) => {
    await context.addCookies([{ name: COOKIE, value: "A".repeat(43), url: baseURL! }]);
    await page.goto("/");
    await expect(page.getByTestId("locked-panel").first()).toBeVisible();
    // Cleared by the first response that looks the session up (the page, or its session island).
    await expect.poll(() => sessionCookie(page)).toBeUndefined();
  });

  test("an expired session is ignored and its cookie cleared", async ({ page }) => {
    const { email } = await loginClient(page);
    await page.goto("/");
    await expect(page.getByTestId("gated-home-clients")).toBeVisible();
    expect(await expireSessions(email)).toBe(1);
    await page.reload();
    await expect(page.getByTestId("locked-panel")).toBeVisible();
    expect(await sessionCookie(page)).toBeUndefined();
  });
});

test.describe("every gated area", () => {
  test("anonymous sees the locked panel, a client the content, an admin also the banner", async ({ page, adminCookies }) => {
    test.setTimeout(150_000);
    for (const a of gatedPages) {
      const res = await page.goto(a.path);
      expect(res?.status(), a.path).toBe(200);
      await expect(page.getByTestId("locked-panel").first(), a.path).toBeVisible();
      await expect(page.getByTestId(`gated-${a.area}`)).toHaveCount(0);
    }
    await loginClient(page);
    for (const a of gatedPages) {
      await page.goto(a.path);
      await expect(page.getByTestId(`gated-${a.area}`), a.path).toBeVisible();
      await expect(page.getByTestId("locked-panel"), a.path).toHaveCount(0);
      await expect(page.getByTestId("admin-banner")).toHaveCount(0);
      // The needles the anonymous checks look for are really in the verified page (they are not typos).
      const html = await pageBytes(page.request, a.path);
      expect(leaked(html, a.needles), `needles found in the verified HTML of ${a.path}`).toHaveLength(a.needles.length);
    }
    await asAdmin(page, adminCookies);
    for (const a of gatedPages) {
      await page.goto(a.path);
      await expect(page.getByTestId(`gated-${a.area}`).getByTestId("admin-banner"), a.path).toHaveText("Administrator Mode Active");
    }
  });
});

// /verify and the pages that hold gated forms render per request (PerRequest), so without
// JavaScript the form's answer and the gated content are in the HTML itself.
test.describe("with JavaScript off", () => {
  test.use({ javaScriptEnabled: false });

  test("wrong code, then a good one: Access Granted and / after 2 seconds", async ({ page }) => {
    await page.goto("/verify");
    await page.getByRole("textbox", { name: "Invitation code", exact: true }).fill("GTE-QQQQ-QQQQ");
    await page.getByRole("textbox", { name: "Email address", exact: true }).fill("nojs@example.com");
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expect(page.getByText("Invalid invitation code")).toBeVisible();

    const { code } = await createCode();
    await page.getByRole("textbox", { name: "Invitation code", exact: true }).fill(code);
    await page.getByRole("textbox", { name: "Email address", exact: true }).fill(uniqueEmail("nojs"));
    await page.getByRole("button", { name: "Verify Code" }).click();
    await expect(page.getByRole("heading", { name: "Access Granted" })).toBeVisible();
    await expect(page.getByText("Successfully verified! Welcome to Gateway Tech Enterprises")).toBeVisible();
    await page.waitForURL((u) => u.pathname === "/", { timeout: 6000 });
    await page.goto("/equity-partnership");
    await expect(page.getByRole("form", { name: "Partnership application" })).toBeVisible();
    await expect(page.getByTestId("locked-panel")).toHaveCount(0);
  });
});
