import type { Browser, BrowserContextOptions, Page } from "@playwright/test";
import { test, expect, visit, expectAccessible, hydrated } from "./fixtures";
import { asAdmin, createCode, loginAdmin, uniqueEmail } from "./gate-fixtures";
import { consentCookie } from "./support/consent";
import { outboxFor, parkFailedMail } from "./support/db";
import { waitForMail } from "./support/mailbox";

/**
 * The admin console in a browser: the lead pipeline from request to verified visitor (with
 * JavaScript and without), and the blog editor's way to /blog, the feed and search. Who may open
 * the console at all is a question of requests: tests/system/gate-requests.test.ts.
 *
 * Mail: the suite's server delivers to an SMTP sink (tests/e2e/server.mjs), and the requester's
 * code is read from the e-mail the delivery worker sent.
 */

/** What the server sends mail as: MAIL_FROM from the environment it inherits, else its default (src/server/env.ts). */
const MAIL_FROM = process.env.MAIL_FROM || "Gateway Tech Enterprises <hello@gatewaytech.example>";
const APPROVAL_SUBJECT = "Your Gateway Tech Enterprises invitation code";
/** The published date of posts written by the editor test: older than every seed post. */
const CONSOLE_POST_DATE = "2024-06-03";

/** Enters a code and e-mail on /verify and waits for the Access Granted screen. */
async function verifyAs(page: Page, code: string, email: string) {
  await page.goto("/verify");
  await page.getByRole("textbox", { name: "Invitation code", exact: true }).fill(code);
  await page.getByRole("textbox", { name: "Email address", exact: true }).fill(email);
  await page.getByRole("button", { name: "Verify Code" }).click();
  await expect(page.getByTestId("access-granted")).toBeVisible();
}

async function submitAccessRequest(page: Page, name: string, email: string) {
  const res = await page.request.post("/api/forms/access-request", {
    data: { name, email, company: "Peachtree Dental", businessDescription: "A two-chair dental practice in Midtown looking for a new website." },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** A browser of its own (no shared cookies), with a cookie choice stored like the fixture's. */
async function newPage(browser: Browser, options: BrowserContextOptions = {}): Promise<Page> {
  const ctx = await browser.newContext({
    baseURL: test.info().project.use.baseURL,
    extraHTTPHeaders: { "x-forwarded-for": `10.250.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250) + 1}` },
    ...options,
  });
  await ctx.addCookies([consentCookie(test.info().project.use.baseURL!)]);
  return ctx.newPage();
}

test.describe("the lead pipeline", () => {
  test("an inbox row is one link, and on a phone a card whose status is in view", async ({ page, adminCookies }) => {
    const email = uniqueEmail("row");
    const name = `Row Link ${Date.now().toString(36)}`;
    await submitAccessRequest(page, name, email);
    await asAdmin(page, adminCookies);
    const list = `/admin/inbox/access-requests?q=${encodeURIComponent(email)}`;
    await visit(page, list);
    // A click anywhere on the row opens the record, not only on the date: here, on the e-mail.
    const where = (await page.getByTestId("inbox-row").getByText(email).boundingBox())!;
    await page.mouse.click(where.x + where.width / 2, where.y + where.height / 2);
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);

    await page.setViewportSize({ width: 375, height: 800 });
    await visit(page, list);
    const status = page.getByTestId("inbox-row").getByText("pending", { exact: true });
    const box = (await status.boundingBox())!;
    expect(box.x + box.width).toBeLessThanOrEqual(375);
    await expect(page.getByTestId("inbox-row").getByRole("cell").last()).toHaveAttribute("data-label", "Status");
    await expectAccessible(page);
  });

  test("an inquiry's service, budget and the start of its message are in view in the contact inbox @widths", async ({ page, adminCookies }) => {
    const email = uniqueEmail("inquiry");
    await visit(page, "/contact");
    const form = await hydrated(page.getByRole("form", { name: "Project inquiry form" }));
    await form.getByRole("textbox", { name: /^Full Name/ }).fill("Pat Kim");
    await form.getByRole("textbox", { name: /^Email Address/ }).fill(email);
    await form.getByRole("combobox", { name: /^Services Interested In/ }).selectOption("Website Leasing");
    await form.getByRole("combobox", { name: /^Project Budget/ }).selectOption("10k-25k");
    await form
      .getByRole("textbox", { name: /^Project Details & Goals/ })
      .fill("We run three tire shops in Marietta and need a site that takes bookings online, with reminders by text message.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("form-success")).toBeVisible();

    await asAdmin(page, adminCookies);
    await visit(page, `/admin/inbox/contact-submissions?q=${encodeURIComponent(email)}`);
    const row = page.getByTestId("inbox-row");
    const width = page.viewportSize()!.width;
    for (const shown of ["Website Leasing", "$10,000 – $25,000", "We run three tire shops in Marietta and need a site that takes bookings online…"]) {
      await expect(row.getByText(shown, { exact: true })).toBeVisible();
      const box = (await row.getByText(shown, { exact: true }).boundingBox())!;
      expect(box.x + box.width, shown).toBeLessThanOrEqual(width);
    }
  });

  test("every other console table is a list of cards on a phone, its last column in view", async ({ page, adminCookies }) => {
    await parkFailedMail(uniqueEmail("card"), "A parked message for the card view");
    await createCode({ label: "Card view" });
    await asAdmin(page, adminCookies);
    await page.setViewportSize({ width: 375, height: 800 });
    for (const [path, row, last] of [
      ["/admin/codes", "code-row", "Action"],
      ["/admin/sessions", "session-row", "Action"],
      ["/admin/blog", "post-row", "Actions"],
      ["/admin/audit", "audit-row", "Detail"],
      ["/admin/mail", "mail-row", "Action"],
    ] as const) {
      await visit(page, path);
      const cell = page.getByTestId(row).first().getByRole("cell").last();
      await expect(cell, path).toHaveAttribute("data-label", last);
      const box = (await cell.boundingBox())!;
      expect(box.x + box.width, path).toBeLessThanOrEqual(375);
    }
  });

  test("rejecting a request asks first, and e-mails the requester only when the admin says so", async ({ page, adminCookies }) => {
    const email = uniqueEmail("rejected");
    const name = `Lee Rejected ${Date.now().toString(36)}`;
    await submitAccessRequest(page, name, email);
    await asAdmin(page, adminCookies);
    await visit(page, `/admin/inbox/access-requests?q=${encodeURIComponent(email)}`);
    await page.getByTestId("inbox-row").getByRole("link").first().click();
    const confirm = page.getByRole("button", { name: "Yes, reject this request" });
    await expect(confirm).toBeHidden();
    await page.getByText("Reject request…").click();
    await expect(page.getByRole("checkbox", { name: "Also e-mail the requester a polite note" })).not.toBeChecked();
    await confirm.click();
    await expect(page.getByText("Request rejected. No e-mail was sent.")).toBeVisible();
    await expect(page.getByText("This request has been rejected.")).toBeVisible();
    expect((await outboxFor(email)).map((m) => m.kind)).not.toContain("access-rejected");
  });

  test("an admin approves a request and the requester's code verifies them in a fresh browser", async ({ page, browser, adminCookies }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("requester");
    const name = `Dana Whitfield ${Date.now().toString(36)}`;
    await submitAccessRequest(page, name, email);

    await asAdmin(page, adminCookies);
    await visit(page, "/admin");
    await expect(page.getByTestId("overview-cards")).toContainText("Pending access requests");

    await visit(page, `/admin/inbox/access-requests?q=${encodeURIComponent(email)}`);
    await expect(page.getByTestId("inbox-row")).toHaveCount(1);
    await page.getByTestId("inbox-row").getByRole("link").click();
    await expect(page.getByRole("heading", { level: 1 })).toContainText(name);
    await expectAccessible(page);

    await page.getByRole("button", { name: "Approve and send code" }).click();
    await expect(page.getByTestId("form-success")).toContainText(email);
    const shown = (await page.getByTestId("approved-code").textContent())!.trim();
    expect(shown).toMatch(/^GTE-[A-Z0-9]{4}-[A-Z0-9]{4}$/);

    // The e-mail the requester gets, as the SMTP server received it from the delivery worker.
    const mail = await waitForMail(email, { subject: APPROVAL_SUBJECT });
    expect(mail.envelope.to).toEqual([email]);
    expect(mail.to).toBe(email);
    expect(mail.envelope.from).toBe(/<([^>]+)>/.exec(MAIL_FROM)![1]);
    expect(mail.from).toBe(MAIL_FROM);
    expect(mail.subject).toBe(APPROVAL_SUBJECT);
    const text = mail.text ?? "";
    const codes = text.match(/GTE-[A-Z0-9]{4}-[A-Z0-9]{4}/g) ?? [];
    expect(new Set(codes), "the one code in the e-mail").toEqual(new Set([shown]));
    expect(text).toContain(new URL("/verify", test.info().project.use.baseURL).toString());
    expect(text).toContain(email);
    const code = codes[0]!;

    // The requester, in a browser of their own: another address is refused, theirs gets in.
    const requester = await newPage(browser);
    await requester.goto("/verify");
    await requester.getByRole("textbox", { name: "Invitation code", exact: true }).fill(code);
    await requester.getByRole("textbox", { name: "Email address", exact: true }).fill(uniqueEmail("stranger"));
    await requester.getByRole("button", { name: "Verify Code" }).click();
    await expect(requester.getByText("Invalid invitation code")).toBeVisible();
    await verifyAs(requester, code, email);
    await requester.context().close();

    // The console shows the decision, the used code and the session.
    await page.reload();
    await expect(page.getByText("This request has been approved.")).toBeVisible();
    await visit(page, "/admin/sessions");
    await expect(page.getByTestId("session-row").filter({ hasText: email })).toHaveCount(1);
    await visit(page, "/admin/codes");
    const codeRow = page.getByTestId("code-row").filter({ hasText: email }).first();
    await expect(codeRow).toContainText("1, no limit for its address");
    // When the code was last used, so an owner can tell live codes from forgotten ones.
    await expect(codeRow.locator('[data-label="Last used"]')).not.toHaveText("Never");
    await expect(codeRow.locator('[data-label="Last used"]')).toContainText(String(new Date().getFullYear()));
    const codeId = (await codeRow.locator('[data-label="Code"]').textContent())!.trim();
    await visit(page, "/admin/audit?action=access-request.approve");
    await expect(page.getByTestId("audit-row").filter({ hasText: `access_request:` }).first()).toBeVisible();
    // The requester's sign-in names the session it opened and the code behind it.
    // The log names the requester by a reference, never the address; the address typed in the
    // actor filter finds it.
    await visit(page, `/admin/audit?action=gate.verify&actor=${encodeURIComponent(email)}`);
    await expect(page.getByText(`Entries of ${email}, named p-`)).toBeVisible();
    await expect(page.getByTestId("audit-row").first()).toContainText(new RegExp(`session #\\d+, code ${codeId}`));
    await expect(page.getByTestId("audit-row").filter({ hasText: email })).toHaveCount(0);

    const csv = await page.request.get("/admin/export/access-requests.csv");
    expect(csv.status()).toBe(200);
    expect(csv.headers()["content-type"]).toContain("text/csv");
    expect(csv.headers()["cache-control"]).toContain("no-store");
    expect(await csv.text()).toContain(email);
  });

  test("with JavaScript off, an admin creates a code, approves a request and previews a post", async ({ page, browser, adminCookies }) => {
    test.setTimeout(120_000);
    const email = uniqueEmail("noscript");
    const name = `Morgan Ellis ${Date.now().toString(36)}`;
    await submitAccessRequest(page, name, email);

    // The passkey step needs JavaScript; the console after it does not: the admin session made
    // with JavaScript is carried into a browser without it.
    const admin = await newPage(browser, { javaScriptEnabled: false });
    await asAdmin(admin, adminCookies);

    // Every screen is plain HTML: nothing waits for a script to reveal it.
    await admin.goto("/admin/codes");
    await expect(admin.getByRole("heading", { level: 1, name: "Invitation codes" })).toBeVisible();
    const label = `No-script referral ${Date.now().toString(36)}`;
    await admin.getByLabel("Label").fill(label);
    await admin.getByLabel("Uses").fill("2");
    await admin.getByRole("button", { name: "Create code" }).click();
    await expect(admin.getByTestId("new-code")).toHaveText(/^GTE-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await expect(admin.getByTestId("code-row").filter({ hasText: label })).toContainText("0 of 2");
    // A refused form comes back with the message next to its field and what was typed.
    await admin.getByLabel("Label").fill("Too many uses");
    await admin.getByLabel("Uses").fill("0");
    await admin.getByRole("button", { name: "Create code" }).click();
    await expect(admin.getByText("Uses must be at least 1.")).toBeVisible();
    await expect(admin.getByLabel("Label")).toHaveValue("Too many uses");
    await expect(admin.getByTestId("new-code")).toHaveCount(0);

    await admin.goto(`/admin/inbox/access-requests?q=${encodeURIComponent(email)}`);
    await admin.getByTestId("inbox-row").getByRole("link").click();
    await expect(admin.getByRole("heading", { level: 1 })).toContainText(name);
    await admin.getByRole("button", { name: "Approve and send code" }).click();
    await expect(admin.getByTestId("form-success")).toContainText(email);
    const code = (await admin.getByTestId("approved-code").textContent())!.trim();
    expect(code).toMatch(/^GTE-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    // Shown once: the same page asked for again shows the decision, not the code.
    await admin.goto(admin.url());
    await expect(admin.getByText("This request has been approved.")).toBeVisible();
    await expect(admin.getByTestId("approved-code")).toHaveCount(0);

    // The blog editor: field errors, then a preview, and nothing saved by either.
    await admin.goto("/admin/blog/new");
    await admin.getByRole("button", { name: "Preview" }).click();
    await expect(admin.getByText("Please enter a title.")).toBeVisible();
    const title = `No-script preview ${Date.now().toString(36)}`;
    await admin.getByLabel("Title").fill(title);
    await admin.getByLabel("Excerpt").fill("Written without JavaScript.");
    await admin.getByLabel("Category").selectOption("Web Design");
    await admin.getByRole("textbox", { name: "Body", exact: true }).fill("## Plain HTML works\n\nEvery form posts and renders on the server.");
    await admin.getByRole("button", { name: "Preview" }).click();
    await expect(admin.getByTestId("post-preview").getByRole("heading", { name: "Plain HTML works" })).toBeVisible();
    await expect(admin.getByLabel("Title")).toHaveValue(title);
    await admin.goto("/admin/blog");
    await expect(admin.getByTestId("post-row").filter({ hasText: title })).toHaveCount(0);
    await admin.context().close();

    // The code the console showed lets the requester in.
    const requester = await newPage(browser);
    await verifyAs(requester, code, email);
    await requester.context().close();
  });

  test("an admin creates a code (shown once), revokes it, and works the other inboxes", async ({ page }) => {
    // Many pages in one test: axe on each of them takes a while on a shared machine.
    test.setTimeout(120_000);
    await loginAdmin(page);
    await visit(page, "/admin/codes");
    const label = `Referral ${Date.now().toString(36)}`;
    await page.getByLabel("Label").fill(label);
    await page.getByLabel("Uses").fill("3");
    await page.getByRole("button", { name: "Create code" }).click();
    await expect(page.getByTestId("new-code")).toHaveText(/^GTE-[A-Z0-9]{4}-[A-Z0-9]{4}$/);
    await page.goto("/admin/codes");
    await expect(page.getByTestId("new-code")).toHaveCount(0);
    const row = page.getByTestId("code-row").filter({ hasText: label });
    await expect(row).toContainText("active");
    await row.getByRole("button", { name: /Revoke/ }).click();
    // Revoking a code ends its sessions: the console asks for the passkey first.
    await page.getByRole("button", { name: "Use my passkey" }).click();
    await expect(page.getByTestId("admin-notice")).toHaveText("Revoked.");
    await expect(page.getByTestId("code-row").filter({ hasText: label })).toContainText("revoked");

    for (const inbox of ["contact-submissions", "partnership-applications", "job-applications", "newsletter-subscribers"]) {
      await visit(page, `/admin/inbox/${inbox}?q=nobody-matches-this`);
      await expect(page.getByText("Nothing matches that search.")).toBeVisible();
    }
  });
});

test.describe("undelivered mail", () => {
  test("a parked e-mail is listed with its error, retried from the console, audited and delivered", async ({ page, adminCookies }) => {
    test.setTimeout(90_000);
    const to = uniqueEmail("parked");
    const subject = `Your quote from Gateway Tech ${Date.now().toString(36)}`;
    const id = await parkFailedMail(to, subject);

    await asAdmin(page, adminCookies);
    await visit(page, "/admin");
    const failedCard = page.getByTestId("overview-cards").getByRole("link", { name: /E-mails failed/ });
    await expect(failedCard).toHaveAttribute("href", "/admin/mail");
    await failedCard.click();
    await expect(page.getByRole("heading", { level: 1, name: "Mail" })).toBeVisible();
    await expectAccessible(page);
    const row = page.getByTestId("mail-row").filter({ hasText: to });
    await expect(row).toContainText(subject);
    await expect(row).toContainText("550 5.1.1 Mailbox unavailable");
    await expect(row.getByRole("cell").nth(2)).toHaveText("8");

    await row.getByRole("button", { name: `Retry e-mail to ${to}` }).click();
    await expect(page.getByTestId("admin-notice")).toHaveText("The e-mail is back in the queue and goes out within a minute.");
    await expect(page.getByTestId("mail-row").filter({ hasText: to })).toHaveCount(0);

    await visit(page, "/admin/audit?action=mail.retry");
    await expect(page.getByTestId("audit-row").filter({ hasText: `outbox:${id}` })).toHaveCount(1);
    const mail = await waitForMail(to, { subject });
    expect(mail.envelope.to).toEqual([to]);
  });
});

test.describe("the blog editor", () => {
  test("a post written in the console appears on /blog, in the feed and in search, without its script", async ({ page, adminCookies }) => {
    test.setTimeout(120_000);
    const word = `zorblax${Date.now().toString(36)}${test.info().project.name}`;
    const title = `Console post ${word}`;
    await asAdmin(page, adminCookies);
    await visit(page, "/admin/blog/new");
    await page.getByLabel("Title").fill(title);
    await page.getByLabel("Excerpt").fill(`A short post about ${word}.`);
    await page.getByLabel("Category").selectOption("Web Design");
    // Dated before every seed post, so while it exists it is never the featured post or one of
    // the six latest that tests/e2e/blog.spec.ts checks (that spec tolerates it in the counts).
    await page.getByLabel("Published date").fill(CONSOLE_POST_DATE);
    await page.getByLabel("Body format").selectOption("markdown");
    await page.getByLabel("Published (visible on the blog)").check();
    await page
      .getByRole("textbox", { name: "Body", exact: true })
      .fill(
        `## Why ${word} matters\n\nFast pages win **customers**.\n\n<script>window.__pwned = 1</script>\n\n<img src="/x.png" alt="A pixel" onerror="window.__pwned = 2">`,
      );
    await page.getByRole("button", { name: "Preview" }).click();
    const preview = page.getByTestId("post-preview");
    await expect(preview.getByRole("heading", { name: `Why ${word} matters` })).toBeVisible();
    await expect(preview.locator("script")).toHaveCount(0);
    expect(await preview.innerHTML()).not.toContain("onerror");
    await expectAccessible(page);

    await page.getByRole("button", { name: "Save post" }).click();
    await expect(page).toHaveURL(/\/admin\/blog\?notice=saved/);
    await expect(page.getByTestId("post-row").filter({ hasText: title })).toContainText("published");

    const slug = `console-post-${word.toLowerCase()}`;
    const postRes = await page.goto(`/blog/${slug}`);
    expect(postRes?.status()).toBe(200);
    await expect(page.getByRole("heading", { level: 1, name: title })).toBeVisible();
    // Saved without a featured image: the text follows the header, with no empty picture between.
    const headerBottom = await page
      .getByTestId("post")
      .locator("header")
      .evaluate((el) => el.getBoundingClientRect().bottom);
    const bodyTop = await page.getByTestId("post-body").evaluate((el) => el.getBoundingClientRect().top);
    expect(bodyTop - headerBottom).toBeLessThan(120);
    const html = await postRes!.text();
    expect(html).not.toContain("__pwned");
    expect(await page.evaluate(() => (window as unknown as { __pwned?: number }).__pwned)).toBeUndefined();

    await page.goto(`/blog?category=${encodeURIComponent("Web Design")}`);
    await expect(page.getByTestId("post-card").filter({ hasText: title })).toHaveCount(1);
    const rss = await page.request.get("/blog/rss.xml");
    expect(await rss.text()).toContain(title);
    await page.goto(`/search?q=${word}`);
    await expect(page.locator(`a[href$="/blog/${slug}"]`).first()).toBeVisible();

    // Delete it, through the confirmation step.
    await page.goto("/admin/blog");
    await page
      .getByTestId("post-row")
      .filter({ hasText: title })
      .getByRole("link", { name: /Delete/ })
      .click();
    await expect(page.getByRole("heading", { level: 1, name: "Delete this post?" })).toBeVisible();
    await expectAccessible(page);
    await page.getByRole("button", { name: "Delete post" }).click();
    await expect(page.getByTestId("admin-notice")).toHaveText("Post deleted.");
    expect((await page.request.get(`/blog/${slug}`)).status()).toBe(404);
  });
});
