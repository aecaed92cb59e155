import { expect, request, type Page } from "@playwright/test";

/**
 * Gate helpers for every browser test.
 *
 * The e2e server holds its embedded database, so tests cannot use the CLI or open the data
 * directory. Instead: admin views use the bootstrap code the Playwright config gives the server
 * (ADMIN_BOOTSTRAP_CODE=GTE-ADMN-E2E7), and client codes come from POST /api/test-hooks/gate, a
 * route that answers 404 unless the server runs with E2E_TEST_HOOKS=1 (set in playwright.config.ts).
 */
export const ADMIN_CODE = "GTE-ADMN-E2E7";
export const ADMIN_EMAIL = "admin@gatewaytech.example";
/** The session cookie's name on the plain-http test server (https sites use __Host-gte_session). */
export const SESSION_COOKIE = "gte_session";

const baseURL = () => `http://127.0.0.1:${Number(process.env.E2E_PORT || 3210)}`;

export type CodeOptions = {
  role?: "client" | "admin";
  maxUses?: number;
  /** Bind the code to this e-mail address. */
  email?: string;
  label?: string;
  /** Seconds from now; a negative number makes an already expired code. */
  expiresInSeconds?: number;
};

async function hook(body: Record<string, unknown>): Promise<Record<string, unknown>> {
  const ctx = await request.newContext({ baseURL: baseURL(), extraHTTPHeaders: { origin: baseURL() } });
  try {
    const res = await ctx.post("/api/test-hooks/gate", { data: body });
    expect(res.status(), `test hook ${String(body.op)}: ${await res.text()}`).toBe(200);
    return (await res.json()) as Record<string, unknown>;
  } finally {
    await ctx.dispose();
  }
}

/** A fresh invitation code (client, one use, no expiry unless told otherwise). */
export async function createCode(opts: CodeOptions = {}): Promise<{ id: number; code: string }> {
  const r = await hook({ op: "create-code", role: "client", ...opts });
  return { id: Number(r.id), code: String(r.code) };
}

export async function revokeCode(id: number): Promise<void> {
  await hook({ op: "revoke-code", id });
}

/** Moves every live session of this e-mail past its expiry (for the "expired cookie" case). */
export async function expireSessions(email: string): Promise<number> {
  return Number((await hook({ op: "expire-sessions", email })).expired);
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

/** Verifies this page's browser as a client with a fresh one-use code. */
export async function loginClient(page: Page, email: string = uniqueEmail()): Promise<{ email: string }> {
  const { code } = await createCode({ role: "client" });
  await verifyAs(page, code, email);
  return { email };
}

/** Verifies this page's browser as an administrator (the bootstrap code). */
export async function loginAdmin(page: Page): Promise<void> {
  await verifyAs(page, ADMIN_CODE, ADMIN_EMAIL);
  await expect(page.getByText("Administrator access granted! Welcome.")).toBeVisible();
}
