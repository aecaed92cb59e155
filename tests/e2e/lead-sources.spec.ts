import { expect, hydrated, test, visit } from "./fixtures";
import { asAdmin } from "./gate-fixtures";
import { query } from "./support/db";
import { waitForMail } from "./support/mailbox";

// Where a lead came from, within the visitor's consent (DESIGN.md difference 14, decision 0070).
const LANDING = "/web-design-atlanta?utm_source=newsletter&utm_medium=email&utm_campaign=fall";

const uniqueEmail = (prefix: string) => `${prefix}.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
const keptTouches = (page: import("@playwright/test").Page) => page.evaluate(() => localStorage.getItem("gte_attribution"));

/** Lands from the campaign's link, answers the cookie banner, then sends an inquiry from /contact. */
async function inquiryAfterCampaign(page: import("@playwright/test").Page, choice: "Accept All Cookies" | "Reject All", email: string) {
  await visit(page, LANDING);
  await page.getByRole("button", { name: choice }).click();
  await expect(page.getByTestId("cookie-banner")).toBeHidden();
  await page.locator('main a[href^="/contact"]').first().click();
  const form = await hydrated(page.getByRole("form", { name: "Project inquiry form" }));
  await form.getByRole("textbox", { name: /^Full Name/ }).fill("Dana Reyes");
  await form.getByRole("textbox", { name: /^Email Address/ }).fill(email);
  await form.getByRole("combobox", { name: /^Services Interested In/ }).selectOption("Website Leasing");
  await form.getByRole("textbox", { name: /^Project Details & Goals/ }).fill("A new site for our two Atlanta clinics.");
  await form.getByRole("button", { name: "Send Message" }).click();
  await expect(page.getByTestId("form-success")).toBeVisible();
  const [row] = await query<{ id: number; channel: string | null; attribution: Record<string, unknown> | null }>(
    "SELECT id, channel, attribution FROM contact_submissions WHERE email = $1",
    [email],
  );
  return row;
}

test.describe("a lead's source", () => {
  test.use({ consented: false });

  test("with analytics consent, the record and the CSV show the landing page, the campaign and the channel E-mail", async ({ page, adminCookies }) => {
    const email = uniqueEmail("campaign");
    const row = await inquiryAfterCampaign(page, "Accept All Cookies", email);
    expect(row.channel).toBe("email");
    await asAdmin(page, adminCookies);
    await visit(page, `/admin/inbox/contact-submissions/${row.id}`);
    const source = page.getByTestId("lead-source");
    await expect(source).toContainText("ChannelE-mail");
    await expect(source).toContainText("Landing page/web-design-atlanta");
    await expect(source).toContainText("Campaignfall");
    const csv = await (await page.request.get("/admin/export/contact-submissions.csv")).text();
    const line = csv.split("\r\n").find((l) => l.includes(email))!;
    expect(line).toContain(",E-mail,email,/contact,/web-design-atlanta,,newsletter,email,fall,");
  });

  test("the owner takes the campaign's lead to proposal, replies (the e-mail arrives quoting the message) and marks it won", async ({ page, adminCookies }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("won");
    const row = await inquiryAfterCampaign(page, "Accept All Cookies", email);
    await asAdmin(page, adminCookies);
    await visit(page, `/admin/inbox/contact-submissions/${row.id}`);
    const stageForm = page.getByRole("form", { name: "Stage" });
    await stageForm.getByLabel("Stage").selectOption("proposal");
    await stageForm.getByLabel("Value (USD)").fill("$18,500");
    await stageForm.getByRole("button", { name: "Save stage" }).click();
    await expect(page.getByTestId("admin-notice")).toHaveText("Moved to proposal.");

    const reply = page.getByRole("form", { name: "Reply to this lead" });
    await reply.getByLabel("Your reply").fill("Thank you, Dana. Our proposal for both clinics is attached to this e-mail's follow-up.");
    await reply.getByRole("button", { name: "Send reply" }).click();
    await expect(page.getByTestId("admin-notice")).toContainText("Reply queued.");
    const mail = await waitForMail(email, { subject: "Re: your message to Gateway Tech Enterprises" });
    expect({ replyTo: mail.replyTo?.includes("hello@gatewaytech.example"), quoted: mail.text?.includes("> A new site for our two Atlanta clinics.") }).toEqual({
      replyTo: true,
      quoted: true,
    });
    await page.reload();
    await expect(page.getByTestId("lead-mail").filter({ hasText: "Re: your message to Gateway Tech Enterprises" })).toContainText("Sent");

    await stageForm.getByLabel("Stage").selectOption("won");
    await stageForm.getByRole("button", { name: "Save stage" }).click();
    await expect(page.getByTestId("admin-notice")).toHaveText("Marked as won.");
    expect(await query("SELECT stage, value_dollars, channel FROM contact_submissions WHERE id = $1", [row.id])).toEqual([
      { stage: "won", value_dollars: 18500, channel: "email" },
    ]);
  });

  test("without analytics consent, nothing is kept in the browser and the lead has only its own request's page", async ({ page }) => {
    const row = await inquiryAfterCampaign(page, "Reject All", uniqueEmail("declined"));
    expect({ kept: await keptTouches(page), attribution: row.attribution }).toEqual({ kept: null, attribution: { sentFrom: "/contact", consented: false } });
  });

  test("under Global Privacy Control, Accept All keeps nothing in the browser either", async ({ page, baseURL, clientIp }) => {
    await page.context().setExtraHTTPHeaders({ "x-forwarded-for": clientIp, origin: new URL(baseURL!).origin, "sec-gpc": "1" });
    await page.addInitScript(() => Object.defineProperty(Navigator.prototype, "globalPrivacyControl", { get: () => true }));
    const row = await inquiryAfterCampaign(page, "Accept All Cookies", uniqueEmail("gpc"));
    expect({ kept: await keptTouches(page), attribution: row.attribution }).toEqual({ kept: null, attribution: { sentFrom: "/contact", consented: false } });
  });
});

test.describe("page views", () => {
  // A person's browser: the headless browser's own user agent is left out, as every automated visitor is.
  test.use({ userAgent: "Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0 Safari/537.36" });

  test("a visit's entry page is counted under its channel by the page's own script, with no cookie set for it", async ({ page }) => {
    const count = async () =>
      Number((await query<{ views: number }>("SELECT views FROM page_views WHERE path = '/ppc-atlanta' AND channel = 'paid-search'"))[0]?.views ?? 0);
    const before = await count();
    const cookiesBefore = (await page.context().cookies()).map((c) => c.name);
    await visit(page, "/ppc-atlanta?utm_source=google&utm_medium=cpc&utm_campaign=spring");
    await expect.poll(count, { timeout: 25_000, intervals: [1_000] }).toBe(before + 1);
    expect((await page.context().cookies()).map((c) => c.name)).toEqual(cookiesBefore);
  });
});
