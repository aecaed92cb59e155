import type { Page } from "@playwright/test";
import { test, expect, expectAccessible, hydrated, visit } from "./fixtures";
import { createCode, enterCode, expireSessions, passkeyStep, uniqueEmail } from "./gate-fixtures";
import { consentCookie } from "./support/consent";
import { query } from "./support/db";
import { addVirtualAuthenticator, seedPasskey } from "./support/passkeys";
import { baseURL } from "./support/settings.mjs";

// Nobody loses work (decision 0067): a post written across the end of a session is kept and saved
// after signing in again; the editor keeps a draft in the browser; typing keeps the session alive.
// Each test signs in an administrator of its own, so ending that session touches no other test.

type Owner = { email: string; code: string };

/** A fresh administrator (an admin code bound to the address, a passkey seeded for it) signed in on this page. */
async function signInOwner(page: Page): Promise<Owner> {
  const email = uniqueEmail("owner");
  const { code } = await createCode({ role: "admin", email, maxUses: 5, label: "e2e owner" });
  const credential = await seedPasskey(email, new URL(baseURL).hostname);
  const authenticator = await addVirtualAuthenticator(page);
  await authenticator.addCredential(credential);
  await enterCode(page, code, email);
  await passkeyStep(page, "Use my passkey");
  return { email, code };
}

/** The owner's live session row: when it last saw activity, as a number of milliseconds. */
async function lastActivity(email: string): Promise<number> {
  const [row] = await query<{ at: Date }>(
    "SELECT last_activity AS at FROM verified_sessions WHERE email = $1 AND revoked_at IS NULL ORDER BY id DESC LIMIT 1",
    [email],
  );
  return row.at.getTime();
}

/** A new post's required fields, left unpublished so no public page lists it. */
async function writePost(page: Page, title: string, body: string) {
  const form = await hydrated(page.getByRole("form", { name: "Blog post" }));
  await form.getByLabel("Title").fill(title);
  await form.getByLabel("Excerpt").fill(`A short post: ${title}.`);
  await form.getByLabel("Category").selectOption("Web Design");
  await form.getByLabel("Published date").fill("2024-06-03");
  await form.getByRole("textbox", { name: "Body", exact: true }).fill(body);
}

const postsTitled = async (title: string) => (await query("SELECT id FROM blog_posts WHERE title = $1", [title])).length;

/** The titles of the posts this test wrote: a worker runs one test at a time, and the other worker's posts are its own. */
const written: string[] = [];
/** A post title no other test uses, removed when the test ends. */
function keptTitle(suffix = ""): string {
  const title = `Kept post ${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}${suffix}`;
  written.push(title);
  return title;
}

test.afterEach(async () => {
  await query("DELETE FROM blog_posts WHERE title = ANY($1)", [written.splice(0)]);
});

test.describe("a save after the session ended", () => {
  test("asks to sign in again on the page, keeps the post, and saves it after the code and the passkey", async ({ page }) => {
    test.setTimeout(90_000);
    const owner = await signInOwner(page);
    const title = keptTitle();
    const body = "## Written across the idle limit\n\nEvery word of this is still here after signing in again.";
    await visit(page, "/admin/blog/new");
    await writePost(page, title, body);
    expect(await expireSessions(owner.email)).toBe(1);
    await page.getByRole("button", { name: "Save post" }).click();

    const ended = page.getByTestId("session-ended");
    await expect(ended).toContainText("Your session ended. Sign in again to save your post.");
    await expect(ended.getByRole("textbox", { name: "Body" })).toHaveValue(body);
    await expect(ended.getByRole("textbox", { name: "Title" })).toHaveValue(title);
    expect(await postsTitled(title)).toBe(0);
    await expectAccessible(page);

    await ended.getByRole("textbox", { name: "Administrator code" }).fill(owner.code);
    await ended.getByRole("button", { name: "Continue" }).click();
    await expect(page.getByTestId("kept-post").getByRole("textbox", { name: "Body" })).toHaveValue(body);
    await page.getByRole("button", { name: "Use my passkey" }).click();
    await expect(page).toHaveURL(/\/admin\/blog\?notice=saved/);
    await expect(page.getByTestId("post-row").filter({ hasText: title })).toHaveCount(1);
    expect(await postsTitled(title)).toBe(1);
  });

  test("without JavaScript, answers with the sign-in form keeping the whole post", async ({ browser, clientIp }) => {
    test.setTimeout(90_000);
    // The passkey step needs a script (decision 0024): the owner signs in with JavaScript on, then works without it.
    const signing = await browser.newContext({ baseURL, extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": clientIp } });
    await signing.addCookies([consentCookie(baseURL)]);
    const owner = await signInOwner(await signing.newPage());
    const cookies = await signing.cookies();
    await signing.close();
    const context = await browser.newContext({ baseURL, javaScriptEnabled: false, extraHTTPHeaders: { origin: baseURL, "x-forwarded-for": clientIp } });
    await context.addCookies(cookies);
    const page = await context.newPage();
    const title = keptTitle(" plain");
    const body = "Typed with JavaScript off, and still here.";
    await visit(page, "/admin/blog/new");
    const form = page.getByRole("form", { name: "Blog post" });
    await form.getByLabel("Title").fill(title);
    await form.getByLabel("Excerpt").fill("A short post.");
    await form.getByLabel("Category").selectOption("Web Design");
    await form.getByRole("textbox", { name: "Body", exact: true }).fill(body);
    expect(await expireSessions(owner.email)).toBe(1);
    await form.getByRole("button", { name: "Save post" }).click();

    const ended = page.getByTestId("session-ended");
    await expect(ended).toContainText("Your session ended. Sign in again to save your post.");
    await expect(ended.getByRole("textbox", { name: "Body" })).toHaveValue(body);
    await ended.getByRole("textbox", { name: "Administrator code" }).fill(owner.code);
    await ended.getByRole("button", { name: "Continue" }).click();
    // The code is accepted; the passkey asks for JavaScript, and the post is still on the page.
    await expect(page.getByTestId("passkey-noscript")).toBeVisible();
    await expect(page.getByTestId("kept-post").getByRole("textbox", { name: "Body" })).toHaveValue(body);
    await expect(page.getByTestId("kept-post").getByRole("textbox", { name: "Title" })).toHaveValue(title);
    await context.close();
  });
});

test.describe("another console form after the session ended", () => {
  test("a code asked for is made once signed in again, its label kept through the sign-in", async ({ page }) => {
    test.setTimeout(90_000);
    const owner = await signInOwner(page);
    const label = `Kept label ${Date.now().toString(36)}`;
    await visit(page, "/admin/codes");
    await page.getByLabel("Label").fill(label);
    expect(await expireSessions(owner.email)).toBe(1);
    await page.getByRole("button", { name: "Create code" }).click();

    const ended = page.getByTestId("session-ended");
    await expect(ended).toContainText("Your session ended. Sign in again");
    await expect(ended.locator('input[name="label"]')).toHaveValue(label);
    await ended.getByRole("textbox", { name: "Administrator code" }).fill(owner.code);
    await ended.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Use my passkey" }).click();
    await expect(page.getByTestId("new-code-result")).toBeVisible();
    expect(await query("SELECT id FROM invitation_codes WHERE label = $1", [label])).toHaveLength(1);
  });
});

test.describe("a note on a lead after the session ended", () => {
  test("is kept through signing in again and added to the lead", async ({ page }) => {
    test.setTimeout(90_000);
    const owner = await signInOwner(page);
    const [lead] = await query<{ id: number }>(
      "INSERT INTO contact_submissions (name, email, message, source) VALUES ('Kept Note Lead', $1, 'A site for our bakery.', 'contact-page') RETURNING id",
      [uniqueEmail("lead")],
    );
    const body = `Called back, wants a quote by Friday ${Date.now().toString(36)}`;
    await visit(page, `/admin/inbox/contact-submissions/${lead.id}`);
    await page.getByLabel("New note").fill(body);
    expect(await expireSessions(owner.email)).toBe(1);
    await page.getByRole("button", { name: "Add note" }).click();

    const ended = page.getByTestId("session-ended");
    await expect(ended.locator('[name="body"]')).toHaveValue(body);
    await ended.getByRole("textbox", { name: "Administrator code" }).fill(owner.code);
    await ended.getByRole("button", { name: "Continue" }).click();
    await page.getByRole("button", { name: "Use my passkey" }).click();
    await expect.poll(async () => (await query("SELECT id FROM lead_notes WHERE body = $1", [body])).length).toBe(1);
    await query("DELETE FROM contact_submissions WHERE id = $1", [lead.id]);
  });
});

test.describe("the editor's draft", () => {
  test("is offered back after a reload, restored into the form, and gone once the post is saved", async ({ page }) => {
    test.setTimeout(90_000);
    await signInOwner(page);
    const title = keptTitle(" draft");
    await visit(page, "/admin/blog/new");
    await writePost(page, title, "A paragraph typed before the tab was reloaded.");
    // Written to the draft a moment after the last key.
    await page.waitForTimeout(800);
    await page.reload();
    const form = await hydrated(page.getByRole("form", { name: "Blog post" }));
    const banner = page.getByTestId("draft-banner");
    await expect(banner).toBeVisible();
    await expectAccessible(page);
    await expect(form.getByLabel("Title")).toHaveValue("");
    await banner.getByRole("button", { name: "Restore draft" }).click();
    await expect(banner).toHaveCount(0);
    await expect(form.getByLabel("Title")).toHaveValue(title);
    await expect(form.getByRole("textbox", { name: "Body", exact: true })).toHaveValue("A paragraph typed before the tab was reloaded.");

    await form.getByRole("button", { name: "Save post" }).click();
    await expect(page).toHaveURL(/\/admin\/blog\?notice=saved/);
    // The list the save lands on lets the draft go once it has loaded.
    await expect.poll(() => page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith("gte-draft:")))).toEqual([]);
    await visit(page, "/admin/blog/new");
    await hydrated(page.getByRole("form", { name: "Blog post" }));
    // The island has read the storage by the time it is hydrated; give an offer a moment to show.
    await page.waitForTimeout(300);
    await expect(page.getByTestId("draft-banner")).toHaveCount(0);
  });
});

test.describe("the editor's draft after signing out", () => {
  test("is gone: Logout empties what the browser kept", async ({ page }) => {
    test.setTimeout(90_000);
    const owner = await signInOwner(page);
    await visit(page, "/admin/blog/new");
    await writePost(page, keptTitle(" left"), "Typed, never saved, then signed out.");
    await page.waitForTimeout(800);
    expect(await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith("gte-draft:")))).toHaveLength(1);
    await page.getByRole("button", { name: "Logout" }).click();
    await expect(page).toHaveURL(/\/$/);
    expect(await page.evaluate(() => Object.keys(window.localStorage).filter((k) => k.startsWith("gte-draft:")))).toEqual([]);
    await enterCode(page, owner.code, owner.email);
    await passkeyStep(page, "Use my passkey");
    await visit(page, "/admin/blog/new");
    await hydrated(page.getByRole("form", { name: "Blog post" }));
    await page.waitForTimeout(300);
    await expect(page.getByTestId("draft-banner")).toHaveCount(0);
  });
});

test.describe("the keep-alive", () => {
  test("typing in the editor moves the session's last activity; a page left alone sends nothing", async ({ page }) => {
    test.setTimeout(90_000);
    const owner = await signInOwner(page);
    await page.clock.install();
    // The live preview catches up with the form once, at hydration: that request (the owner
    // opening the editor) goes before the idle spell below.
    const previewed = page.waitForResponse((r) => r.url().includes("previewPost"));
    await visit(page, "/admin/blog/new");
    const form = await hydrated(page.getByRole("form", { name: "Blog post" }));
    await page.clock.runFor(100);
    await previewed;
    // Twenty minutes without a request, as a long spell of typing leaves the row.
    await query("UPDATE verified_sessions SET last_activity = now() - interval '20 minutes' WHERE email = $1 AND revoked_at IS NULL", [owner.email]);
    const idle = await lastActivity(owner.email);
    await page.clock.fastForward("05:00");
    await page.waitForTimeout(500);
    expect(await lastActivity(owner.email), "no activity, no ping").toBe(idle);
    await form.getByRole("textbox", { name: "Body", exact: true }).pressSequentially("Still here.");
    await expect.poll(() => lastActivity(owner.email)).toBeGreaterThan(idle + 15 * 60_000);
  });
});
