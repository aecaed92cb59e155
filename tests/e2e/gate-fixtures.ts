import { expect, type Browser, type Cookie, type Page } from "@playwright/test";
import { createCodeWithCli, invite } from "./support/cli";
import { setCodeExpiry } from "./support/db";
import { consentCookie } from "./support/consent";
import { addVirtualAuthenticator, seedPasskey } from "./support/passkeys";
import { adminCode, baseURL } from "./support/settings.mjs";

export { expireSessions } from "./support/db";

/**
 * Gate helpers for every browser test. Codes are made with the project's CLI against the suite's
 * database, as the owner would; admin views use the bootstrap code the suite's server starts with.
 */
export const ADMIN_CODE = adminCode;
export const ADMIN_EMAIL = "admin@gatewaytech.example";
/** The session cookie's name on the plain-http test server (https sites use __Host-gte_session). */
export const SESSION_COOKIE = "gte_session";

export type CodeOptions = {
  role?: "client" | "admin";
  maxUses?: number;
  /** Bind the code to this e-mail address. */
  email?: string;
  label?: string;
  /** Seconds from now; a negative number makes an already expired code. */
  expiresInSeconds?: number;
};

/** A fresh invitation code (client, one use, no expiry unless told otherwise). */
export async function createCode({ expiresInSeconds, ...opts }: CodeOptions = {}): Promise<{ id: number; code: string }> {
  const created = await createCodeWithCli({ role: "client", label: "e2e", ...opts });
  if (expiresInSeconds !== undefined) await setCodeExpiry(created.id, expiresInSeconds);
  return created;
}

export async function revokeCode(id: number): Promise<void> {
  await invite(["revoke", String(id)]);
}

let emailCounter = 0;
/** A unique address per call, so e-mail rate limits of one test never touch another. */
export function uniqueEmail(prefix = "client"): string {
  emailCounter += 1;
  return `${prefix}.${process.pid}.${Date.now().toString(36)}.${emailCounter}@example.com`;
}

/**
 * Enters a code on /verify and waits for the Access Granted screen (the session cookie is set by
 * then). The page then goes to / by itself after 2 seconds; navigate wherever you need meanwhile.
 * Any earlier session cookie of this browser is dropped first.
 */
export async function verifyAs(page: Page, code: string, email: string = uniqueEmail()): Promise<void> {
  // A verified browser is sent from /verify to / at once, so start from a clean slate.
  await page.context().clearCookies({ name: SESSION_COOKIE });
  await page.goto("/verify");
  await page.getByRole("textbox", { name: "Invitation code", exact: true }).fill(code);
  await page.getByRole("textbox", { name: "Email address", exact: true }).fill(email);
  await page.getByRole("button", { name: "Verify Code" }).click();
  await expect(page.getByTestId("access-granted")).toBeVisible();
}

/**
 * One many-use client code per test worker: the CLI is a new Node process that compiles the
 * script, seconds on a busy machine, and most tests only need to be a verified client.
 */
let sharedClientCode: Promise<string> | undefined;
const clientCode = () => (sharedClientCode ??= createCode({ role: "client", maxUses: 10_000, label: "e2e shared" }).then((c) => c.code));

/**
 * Makes this page's browser a verified client, with a unique e-mail: the /verify form posted as a
 * browser without JavaScript posts it, so the session cookie lands in the page's context. The
 * /verify screens themselves are tested in gate.spec.ts.
 */
export async function loginClient(page: Page, email: string = uniqueEmail()): Promise<{ email: string }> {
  await page.context().clearCookies({ name: SESSION_COOKIE });
  // A context made in a test lacks the suite's default headers, so the Origin a browser sends is named here.
  const res = await page.request.post("/verify", { form: { code: await clientCode(), email }, headers: { origin: baseURL } });
  expect(res.status(), "the /verify post").toBe(200);
  expect(
    (await page.context().cookies()).some((c) => c.name === SESSION_COOKIE),
    "a session cookie after /verify",
  ).toBe(true);
  return { email };
}

/**
 * Signs this page's browser in as an administrator the whole way: the bootstrap code, then the
 * passkey step, answered by a virtual authenticator holding a passkey seeded for ADMIN_EMAIL.
 * Tests of signing in, signing out and confirming it's you sign in through here, each with a
 * session of its own; the other admin tests take the worker's session (asAdmin). The passkey step
 * needs JavaScript: a browser without it is given the session made in one with it (the console
 * itself works without).
 */
export async function loginAdmin(page: Page): Promise<void> {
  // Seeded before the code, so the step the page renders asks for this passkey.
  const credential = await seedPasskey(ADMIN_EMAIL, new URL(baseURL).hostname);
  await enterCode(page, ADMIN_CODE, ADMIN_EMAIL);
  const noscript = page.getByTestId("passkey-noscript");
  const start = page.getByRole("button", { name: "Use my passkey" });
  await expect(noscript.or(start)).toBeVisible();
  if (await noscript.isVisible()) {
    await page.context().addCookies(await adminSessionCookies(page.context().browser()!));
    return;
  }
  const authenticator = await addVirtualAuthenticator(page);
  await authenticator.addCredential(credential);
  await passkeyStep(page, "Use my passkey");
}

/** An admin session's cookie, made in a browser of its own with JavaScript on. */
export async function adminSessionCookies(browser: Browser): Promise<Cookie[]> {
  // A test's own options (javaScriptEnabled: false) apply to every context it makes unless told otherwise.
  const context = await browser.newContext({
    baseURL,
    javaScriptEnabled: true,
    extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": `10.252.${process.pid % 250}.${++helperIp % 250}` },
  });
  try {
    await context.addCookies([consentCookie(baseURL)]);
    await loginAdmin(await context.newPage());
    return (await context.cookies()).filter((c) => c.name === SESSION_COOKIE);
  } finally {
    await context.close();
  }
}
let helperIp = 0;

/**
 * Makes this page's browser the administrator with the worker's shared session (the fixture
 * adminCookies), any earlier session cookie dropped: no sign-in of its own.
 */
export async function asAdmin(page: Page, adminCookies: Cookie[]): Promise<void> {
  await page.context().clearCookies({ name: SESSION_COOKIE });
  await page.context().addCookies(adminCookies);
}

/** Enters a code on /verify (any earlier session cookie of this browser dropped first). */
export async function enterCode(page: Page, code: string, email: string): Promise<void> {
  await page.context().clearCookies({ name: SESSION_COOKIE });
  await page.goto("/verify");
  await page.getByRole("textbox", { name: "Invitation code", exact: true }).fill(code);
  await page.getByRole("textbox", { name: "Email address", exact: true }).fill(email);
  await page.getByRole("button", { name: "Verify Code" }).click();
  await page.waitForURL(/\/verify\/passkey/);
}

/** Answers the passkey step with the page's virtual authenticator and waits for the admin session's cookie. */
export async function passkeyStep(page: Page, button: "Use my passkey" | "Create a passkey"): Promise<void> {
  await page.getByRole("button", { name: button }).click();
  await expect.poll(async () => (await page.context().cookies()).some((c) => c.name === SESSION_COOKIE)).toBe(true);
  await page.waitForURL((url) => !url.pathname.startsWith("/verify"));
}

/**
 * Replays a session cookie from before a logout in a fresh browser: it must get nothing (the
 * session row was revoked on the server, not just the cookie), and the cookie is cleared.
 */
export async function expectRevokedCookieIgnored(browser: Browser, baseURL: string, cookie: Cookie): Promise<void> {
  const other = await browser.newContext({ baseURL });
  try {
    await other.addCookies([{ ...cookie, expires: -1 }]);
    const page = await other.newPage();
    await page.goto("/");
    await expect(page.getByTestId("locked-panel")).toBeVisible();
    await expect(page.getByTestId("client-controls")).toHaveCount(0);
    await expect(page.getByTestId("admin-controls")).toHaveCount(0);
    expect((await other.cookies()).find((c) => c.name === SESSION_COOKIE)).toBeUndefined();
    await other.addCookies([{ ...cookie, expires: -1 }]);
    expect((await page.goto("/admin"))?.status()).toBe(404);
  } finally {
    await other.close();
  }
}
