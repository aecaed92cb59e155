import { expect, hydrated, test, visit } from "./fixtures";
import { holdPosts } from "./forms-helpers";
import { query } from "./support/db";

// Every "Get Quote", "Start Your Project" and "Choose Plan" leads to /contact, and a stranger
// must meet a form there, not a lock (DESIGN.md difference 10).
const SUCCESS = "Thank you for your message! We'll get back to you within 24 hours.";

const storedInquiries = async (email: string) =>
  (await query("SELECT id FROM contact_submissions WHERE email = $1 AND source = 'contact-page'", [email])).length;

async function fillInquiry(form: import("@playwright/test").Locator, email: string) {
  await form.getByRole("textbox", { name: /^Full Name/ }).fill("Pat Kim");
  await form.getByRole("textbox", { name: /^Email Address/ }).fill(email);
  await form.getByRole("combobox", { name: /^Services Interested In/ }).selectOption("Website Leasing");
  await form.getByRole("textbox", { name: /^Project Details & Goals/ }).fill("A leasing site for our tire shop.");
}

test.describe("/contact for a visitor without an invitation", () => {
  for (const from of ["/", "/website-leasing", "/services/web-design"]) {
    test(`a call to action on ${from} leads to an inquiry form a stranger can send`, async ({ page }) => {
      await visit(page, from);
      const ctas = page.locator('main a[href^="/contact"]');
      expect(await ctas.count()).toBeGreaterThan(0);
      await ctas.first().click();
      await expect(page).toHaveURL(/\/contact(\?service=[a-z-]+(&plan=[a-z-]+)?)?#inquiry$/);
      const form = await hydrated(page.getByRole("form", { name: "Project inquiry form" }));
      const email = `cta.${Date.now()}.${Math.random().toString(36).slice(2, 8)}@example.com`;
      await fillInquiry(form, email);
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByTestId("form-success")).toHaveText(SUCCESS);
      expect(await storedInquiries(email)).toBe(1);
    });
  }

  // Audited by axe in accessibility.spec.ts.
  test("no locked panel", async ({ page }) => {
    await visit(page, "/contact");
    await expect(page.getByTestId("locked-panel")).toHaveCount(0);
  });

  test("labels, 12 services, 8 budgets, 6 timelines; field errors keep what was typed; 'Sending...'; the thank-you in the form's place", async ({ page }) => {
    await visit(page, "/contact");
    const form = await hydrated(page.getByRole("form", { name: "Project inquiry form" }));
    await expect(form.getByRole("combobox", { name: /^Services Interested In/ }).locator("option")).toHaveCount(13);
    await expect(form.getByRole("combobox", { name: /^Project Budget/ }).locator("option")).toHaveCount(9);
    await expect(form.getByRole("combobox", { name: /^Timeline/ }).locator("option")).toHaveCount(7);
    await expect(form.getByRole("textbox", { name: /^Project Details & Goals/ })).toHaveAttribute("rows", "5");
    await form.getByRole("textbox", { name: /^Full Name/ }).fill("Pat Kim");
    await form.getByRole("textbox", { name: /^Email Address/ }).fill("pat@example.com");
    await form.getByRole("textbox", { name: /^Project Details & Goals/ }).fill("A leasing site for our tire shop.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.locator("#f-servicesInterested-error")).toHaveText("Please choose the service you are interested in.");
    await expect(form.getByRole("textbox", { name: /^Full Name/ })).toHaveValue("Pat Kim");
    await form.getByRole("combobox", { name: /^Services Interested In/ }).selectOption("Website Leasing");
    await form.getByRole("combobox", { name: /^Project Budget/ }).selectOption("monthly-plan");
    await form.getByRole("combobox", { name: /^Timeline/ }).selectOption("1-month");
    const release = await holdPosts(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByRole("button", { name: "Sending..." })).toBeDisabled();
    release();
    await expect(page.getByTestId("form-success")).toHaveText(SUCCESS);
    await expect(page.getByRole("form", { name: "Project inquiry form" })).toHaveCount(0);
  });
});

test.describe("/contact without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a plain post: errors by the fields with what was typed, then stored and thanked", async ({ page }) => {
    await page.goto("/contact");
    let form = page.getByRole("form", { name: "Project inquiry form" });
    await form.getByRole("textbox", { name: /^Full Name/ }).fill("No Script");
    await form.getByRole("textbox", { name: /^Email Address/ }).fill("not-an-address");
    await form.getByRole("combobox", { name: /^Services Interested In/ }).selectOption("General Consultation");
    await form.getByRole("textbox", { name: /^Project Details & Goals/ }).fill("Plain HTML form post.");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.waitForLoadState("load");
    form = page.getByRole("form", { name: "Project inquiry form" });
    await expect(form.locator("#f-email-error")).toBeVisible();
    await expect(form.getByRole("textbox", { name: /^Full Name/ })).toHaveValue("No Script");
    const email = `noscript.${Date.now()}@example.com`;
    await form.getByRole("textbox", { name: /^Email Address/ }).fill(email);
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.waitForLoadState("load");
    await expect(page.getByTestId("form-success")).toHaveText(SUCCESS);
    expect(await storedInquiries(email)).toBe(1);
  });
});
