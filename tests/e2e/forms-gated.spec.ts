import { expect, hydrated, test, visit } from "./fixtures";
import { loginClient } from "./gate-fixtures";
import { fillHoneypot, holdPosts } from "./forms-helpers";
import { outboxFor } from "./support/db";

test.describe("gated forms for an anonymous visitor", () => {
  test("/equity-partnership shows the locked panel, not the application", async ({ page, request }) => {
    await visit(page, "/equity-partnership");
    await expect(page.getByRole("form", { name: "Partnership application" })).toHaveCount(0);
    const html = await (await request.get("/equity-partnership")).text();
    expect(html).not.toContain("Annual Revenue Range");
  });
});

test.describe("partnership application (verified)", () => {
  test("apply: revenue ranges, 'Submitting...', thanks; missing starred fields are named", async ({ page }) => {
    await loginClient(page);
    await visit(page, "/equity-partnership#application");
    const form = await hydrated(page.getByRole("form", { name: "Partnership application" }));
    await expect(form.getByRole("combobox", { name: /^Annual Revenue Range/ }).locator("option")).toHaveText([
      "Select a range",
      "$0 – $100,000",
      "$100,000 – $500,000",
      "$500,000 – $1 million",
      "Over $1 million",
    ]);
    await form.getByRole("textbox", { name: /^Business Name/ }).fill("Peach Tow");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.locator("#f-industry-error")).toHaveText("Please enter your industry.");
    await expect(form.locator("#f-email-error")).toHaveText("Please enter your email address.");
    await form.getByRole("textbox", { name: /^Industry/ }).fill("Towing");
    await form.getByRole("textbox", { name: /^Your Name/ }).fill("Dana Reyes");
    await form.getByRole("textbox", { name: /^Email/ }).fill("dana@example.com");
    await form.getByRole("combobox", { name: /^Annual Revenue Range/ }).selectOption("500k-1m");
    await form.getByRole("textbox", { name: /^Tell us about your business and goals/ }).fill("Expand to Marietta with a new site and SEO.");
    const release = await holdPosts(page);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    await expect(form.getByTestId("form-success")).toContainText("Thank you for applying!");
  });
});

const LIMITED = /You have sent several forms in a short time\. Please wait \d+ minutes? and try again/;

async function fillPartnership(form: import("@playwright/test").Locator, email: string, note: string) {
  await form.getByRole("textbox", { name: /^Business Name/ }).fill("Peach Tow");
  await form.getByRole("textbox", { name: /^Industry/ }).fill("Towing");
  await form.getByRole("textbox", { name: /^Your Name/ }).fill("Dana Reyes");
  await form.getByRole("textbox", { name: /^Email/ }).fill(email);
  await form.getByRole("textbox", { name: /^Tell us about your business and goals/ }).fill(note);
}

test.describe("partnership application: spam checks (verified)", () => {
  test("a filled honeypot gets the thank-you and stores nothing; the sixth application from one address is limited", async ({ page }) => {
    await loginClient(page);
    await visit(page, "/equity-partnership#application");
    const form = await hydrated(page.getByRole("form", { name: "Partnership application" }));
    const bot = `bot.${Date.now()}@example.com`;
    await fillPartnership(form, bot, "Automated text");
    await fillHoneypot(page, "Partnership application");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByTestId("form-success")).toContainText("Thank you for applying!");
    expect(await outboxFor(bot)).toEqual([]);

    for (let i = 1; i <= 6; i++) {
      await fillPartnership(form, `partner.${i}.${Date.now()}@example.com`, `Application ${i} ${Date.now()}`);
      await form.getByRole("button", { name: "Submit Application" }).click();
      if (i <= 5) {
        await expect(form.getByTestId("form-success")).toContainText("Thank you for applying!");
        await expect(form.getByRole("textbox", { name: /^Business Name/ })).toHaveValue("");
      } else {
        await expect(form.getByTestId("form-error")).toHaveText(LIMITED);
        await expect(form.getByRole("textbox", { name: /^Business Name/ })).toHaveValue("Peach Tow");
      }
    }
  });
});

test.describe("gated forms without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  // Two browsers, a verification and two form posts each: slow when the machine is busy.
  test.describe.configure({ timeout: 90_000 });
  test("a verified visitor's plain POST of the partnership application: errors by the fields, then thanks", async ({ page, browser, clientIp }) => {
    const jsContext = await browser.newContext({ extraHTTPHeaders: { "x-forwarded-for": clientIp } });
    const jsPage = await jsContext.newPage();
    await loginClient(jsPage);
    await page.context().addCookies(await jsContext.cookies());
    await jsContext.close();
    await page.goto("/equity-partnership#application");
    let form = page.getByRole("form", { name: "Partnership application" });
    await fillPartnership(form, "not-an-address", "Plain HTML application.");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await page.waitForLoadState("load");
    form = page.getByRole("form", { name: "Partnership application" });
    await expect(form.locator("#f-email-error")).toContainText("valid email");
    await expect(form.getByRole("textbox", { name: /^Email/ })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("textbox", { name: /^Business Name/ })).toHaveValue("Peach Tow");
    await form.getByRole("textbox", { name: /^Email/ }).fill(`nojs.partner.${Date.now()}@example.com`);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await page.waitForLoadState("load");
    await expect(page.getByTestId("form-success")).toContainText("Thank you for applying!");
  });
});
