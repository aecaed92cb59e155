import { test, expect, visit } from "./fixtures";
import { SESSION_COOKIE, asAdmin, uniqueEmail } from "./gate-fixtures";

test.describe("stored cross-site scripting", () => {
  const payload = `<script>window.__xss=1</script><img src=x onerror="window.__xss=2">'"--;DROP TABLE contact_submissions;--`;

  test("form fields holding script and SQL text are stored verbatim and shown inert, on the site and in the console", async ({
    page,
    context,
    adminCookies,
  }) => {
    test.setTimeout(90_000);
    const email = uniqueEmail("xss");
    await page.goto("/");
    const form = page.getByRole("form", { name: "Contact form" });
    await form.getByRole("textbox", { name: "Name", exact: true }).fill(`Robert ${payload}`.slice(0, 100));
    await form.getByRole("textbox", { name: "Email", exact: true }).fill(email);
    await form.getByRole("textbox", { name: "Message", exact: true }).fill(`Hello ${payload}`);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByText("Thank you! We'll get back to you soon.")).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();

    await context.clearCookies({ name: SESSION_COOKIE });
    await asAdmin(page, adminCookies);
    await visit(page, `/admin/inbox/contact-submissions?q=${encodeURIComponent(email)}`);
    await page.getByTestId("inbox-row").getByRole("link").first().click();
    await expect(page.getByText(`Hello ${payload}`)).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { __xss?: number }).__xss)).toBeUndefined();
    const csv = await (await page.request.get("/admin/export/contact-submissions.csv")).text();
    expect(csv).toContain("DROP TABLE contact_submissions");
  });
});
