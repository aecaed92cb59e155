import { expect, hydrated, test, visit } from "./fixtures";
import { apiReplay, countPosts, fillHoneypot, formKeyOf, holdPosts } from "./forms-helpers";

const SUCCESS = "Thank you! We'll get back to you soon.";
const LIMITED = /You have sent several forms in a short time\. Please wait \d+ minutes? and try again/;

async function fillHome(page: import("@playwright/test").Page, over: Partial<Record<string, string>> = {}, { javaScript = true } = {}) {
  const form = page.getByRole("form", { name: "Contact form" });
  if (javaScript) await hydrated(form);
  const v = { name: "Dana Reyes", email: "dana@example.com", phone: "", business: "Towing", message: "We need a website that brings in calls.", ...over };
  await form.getByLabel("Name", { exact: false }).first().fill(v.name);
  await form.getByRole("textbox", { name: /^Email/ }).fill(v.email);
  await form.getByRole("textbox", { name: /^Phone/ }).fill(v.phone);
  await form.getByRole("textbox", { name: /^Business type/ }).fill(v.business);
  await form.getByRole("textbox", { name: /^Message/ }).fill(v.message);
  return form;
}

// The home page's form is a plain form posting to /message (decision 0062); /message holds the same form as an island.
test.describe("home contact form", () => {
  test("happy path: 'Sending...' while pending, the spec's success text in what happens next, stored once", async ({ page }) => {
    await visit(page, "/message");
    const form = await fillHome(page, { message: `Happy path ${Date.now()}` });
    const key = await formKeyOf(page, "Contact form");
    const release = await holdPosts(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    const pending = form.getByRole("button", { name: "Sending..." });
    await expect(pending).toBeVisible();
    await expect(pending).toBeDisabled();
    release();
    await expect(page.getByTestId("inquiry-next-steps").getByTestId("form-success")).toHaveText(SUCCESS);
    // The row exists under the browser's key: the key sent again with other content is refused.
    const replay = await apiReplay(page, key, { name: "Dana Reyes", email: "dana@example.com", message: "replay" });
    expect(replay.status).toBe(422);
  });

  test("bad input: the browser checks the schema with no round trip; messages by the fields, the first focused, typed text kept", async ({ page }) => {
    await visit(page, "/message");
    const form = await fillHome(page, { email: "dana@", message: "" });
    const posts = countPosts(page);
    await form.getByRole("button", { name: "Send Message" }).click();
    const email = form.getByRole("textbox", { name: /^Email/ });
    await expect(form.locator("#f-email-error")).toHaveText("Please enter a valid email address, like name@company.com.");
    await expect(email).toHaveAttribute("aria-invalid", "true");
    await expect(email).toHaveAttribute("aria-describedby", "f-email-error");
    await expect(form.locator("#f-message-error")).toHaveText("Please enter your message.");
    await expect(email).toHaveValue("dana@");
    await expect(form.getByRole("textbox", { name: /^Business type/ })).toHaveValue("Towing");
    await expect(form.getByTestId("form-error")).toContainText("Please correct the highlighted fields.");
    await expect(form.getByTestId("form-success")).toHaveCount(0);
    await expect(email).toBeFocused();
    expect(posts.count).toBe(0);
    // Corrected, it posts, and the server's answer replaces the browser's messages.
    await email.fill("dana@example.com");
    await form.getByRole("textbox", { name: /^Message/ }).fill(`Fixed ${Date.now()}`);
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("form-success")).toHaveText(SUCCESS);
    expect(posts.count).toBe(1);
  });

  test("a bot that fills the honeypot gets the success text even with bad input", async ({ page }) => {
    await visit(page, "/message");
    const form = await fillHome(page, { email: "not-an-address", message: "" });
    await fillHoneypot(page, "Contact form");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("form-success")).toHaveText(SUCCESS);
  });

  test("honeypot: a bot sees the success text but nothing is stored", async ({ page }) => {
    await visit(page, "/message");
    const form = await fillHome(page, { message: `Bot ${Date.now()}` });
    const key = await formKeyOf(page, "Contact form");
    await fillHoneypot(page, "Contact form");
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(page.getByTestId("form-success")).toHaveText(SUCCESS);
    const probe = await apiReplay(page, key, { name: "Probe", email: "probe@example.com", message: "probe" });
    expect(probe.status).toBe(201);
  });

  test("rate limit: the sixth message from one address in ten minutes is refused with a clear text", async ({ page }) => {
    test.slow(); // six visits and posts
    // /message holds the same form; a sent one gives way to what happens next, so each try loads it anew.
    for (let i = 1; i <= 5; i++) {
      await visit(page, "/message");
      const form = await fillHome(page, { message: `Message number ${i} ${Date.now()}` });
      await form.getByRole("button", { name: "Send Message" }).click();
      await expect(page.getByTestId("form-success")).toHaveText(SUCCESS);
    }
    await visit(page, "/message");
    const form = await fillHome(page, { message: "One too many" });
    await form.getByRole("button", { name: "Send Message" }).click();
    await expect(form.getByTestId("form-error")).toHaveText(LIMITED);
    await expect(form.getByRole("textbox", { name: /^Message/ })).toHaveValue("One too many");
  });
});

test.describe("home contact form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });

  test("a plain POST stores the message and shows the success text; errors keep the text", async ({ page }) => {
    await page.goto("/");
    let form = await fillHome(page, { email: "nobody", message: "No JS here" }, { javaScript: false });
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.waitForLoadState("load");
    // The post lands on /message, the form's page rendered per request.
    await expect(page).toHaveURL(/\/message$/);
    form = page.getByRole("form", { name: "Contact form" });
    await expect(form.locator("#f-email-error")).toContainText("valid email");
    await expect(form.getByRole("textbox", { name: /^Message/ })).toHaveValue("No JS here");
    await form.getByRole("textbox", { name: /^Email/ }).fill("nojs@example.com");
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.waitForLoadState("load");
    await expect(page.getByTestId("inquiry-next-steps").getByTestId("form-success")).toHaveText(SUCCESS);
  });
});

test.describe("request access", () => {
  const fill = async (page: import("@playwright/test").Page, over: Record<string, string> = {}) => {
    const v = { name: "Lee Park", email: "lee@example.com", desc: "We run three used car lots in Marietta and Roswell.", ...over };
    await hydrated(page.locator("form").filter({ has: page.getByRole("button", { name: "Submit Request" }) }));
    await page.getByRole("textbox", { name: /^Full Name/ }).fill(v.name);
    await page.getByRole("textbox", { name: /^Email Address/ }).fill(v.email);
    await page.getByRole("textbox", { name: /^Tell us about your business/ }).fill(v.desc);
  };

  test("noindex; 'Submitting...'; the Request Submitted! screen with its two buttons and the 2–3 business days promise", async ({ page }) => {
    await visit(page, "/request-access");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText("Request Access");
    await fill(page, { desc: `Used cars ${Date.now()}` });
    const release = await holdPosts(page);
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    const done = page.getByTestId("request-submitted");
    await expect(done.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
    await expect(done).toContainText("2–3 business days");
    await expect(done.getByRole("link", { name: "Return to Home" })).toHaveAttribute("href", "/");
    await expect(done.getByRole("link", { name: "Have a Code? Verify Now" })).toHaveAttribute("href", "/verify");
    await page.screenshot({ path: test.info().outputPath("request-submitted.png"), fullPage: true });
  });

  test("bad input keeps the text and says what is wrong", async ({ page }) => {
    await visit(page, "/request-access");
    await fill(page, { email: "lee(at)example.com", desc: "" });
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.locator("#f-email-error")).toContainText("valid email");
    await expect(page.locator("#f-businessDescription-error")).toHaveText("Please enter your business description.");
    await expect(page.getByRole("textbox", { name: /^Full Name/ })).toHaveValue("Lee Park");
  });

  test("honeypot gets the success screen, and the rate limit stops the sixth request", async ({ page }) => {
    await visit(page, "/request-access");
    await fill(page);
    await fillHoneypot(page, "Tell us about your business");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
    for (let i = 1; i <= 6; i++) {
      await page.goto("/request-access");
      await fill(page, { desc: `Request ${i} ${Date.now()}` });
      await page.getByRole("button", { name: "Submit Request" }).click();
      if (i <= 5) await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
      else await expect(page.getByTestId("form-error")).toHaveText(LIMITED);
    }
  });
});

test.describe("HTML typed into a form without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("comes back as the typed text, never as markup", async ({ page }) => {
    const evil = `<img src=x onerror="document.title='owned'"><script>document.title='owned'</script>`;
    await page.goto("/");
    const form = await fillHome(page, { name: evil.slice(0, 90), email: "nope", message: evil }, { javaScript: false });
    await form.getByRole("button", { name: "Send Message" }).click();
    await page.waitForLoadState("load");
    const again = page.getByRole("form", { name: "Contact form" });
    await expect(again.getByRole("textbox", { name: /^Message/ })).toHaveValue(evil);
    await expect(again.getByLabel("Name", { exact: false }).first()).toHaveValue(evil.slice(0, 90));
    expect(await page.locator("main img[src='x']").count()).toBe(0);
    expect(await page.title()).not.toBe("owned");
  });
});

test.describe("request access without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a plain POST shows the Request Submitted! screen", async ({ page }) => {
    await page.goto("/request-access");
    await page.getByRole("textbox", { name: /^Full Name/ }).fill("No Script");
    await page.getByRole("textbox", { name: /^Email Address/ }).fill("noscript@example.com");
    await page.getByRole("textbox", { name: /^Tell us about your business/ }).fill("A bakery in Decatur.");
    await page.getByRole("button", { name: "Submit Request" }).click();
    await page.waitForLoadState("load");
    await expect(page.getByRole("heading", { name: "Request Submitted!" })).toBeVisible();
  });
});

test.describe("careers application", () => {
  test("apply for a position: 'Submitting...', thanks for that role; bad link refused; unknown slug is not found", async ({ page }) => {
    await visit(page, "/careers/apply/ui-ux-designer");
    await expect(page.getByRole("heading", { level: 1 })).toContainText("UI/UX Designer");
    const form = await hydrated(page.getByRole("form", { name: /Application for/ }));
    await form.getByRole("textbox", { name: /^Full Name/ }).fill("Sam Lee");
    await form.getByRole("textbox", { name: /^Email/ }).fill("sam@example.com");
    await form.getByRole("textbox", { name: /^LinkedIn or portfolio URL/ }).fill("javascript:alert(1)");
    await form.getByRole("textbox", { name: /^Cover note/ }).fill("I design accessible interfaces <b>and</b> love research.");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.locator("#f-profileUrl-error")).toContainText("https://");
    await form.getByRole("textbox", { name: /^LinkedIn or portfolio URL/ }).fill("https://sam.design");
    const release = await holdPosts(page);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await expect(form.getByRole("button", { name: "Submitting..." })).toBeDisabled();
    release();
    await expect(form.getByTestId("form-success")).toContainText("UI/UX Designer");
    await expect(form.getByRole("textbox", { name: /^Cover note/ })).toHaveValue("");
    // An unknown position shows the not-found view, noindex, with status 404.
    const res = await page.goto("/careers/apply/chief-astronaut");
    expect(res?.status()).toBe(404);
    await expect(page.getByRole("link", { name: "Go Home" })).toBeVisible();
    await expect(page.getByRole("form", { name: /Application for/ })).toHaveCount(0);
    const robots = await page.locator('meta[name="robots"]').evaluateAll((els) => els.map((e) => e.getAttribute("content") ?? ""));
    expect(robots.length).toBeGreaterThan(0);
    expect(
      robots.every((c) => c.includes("noindex")),
      robots.join(" | "),
    ).toBe(true);
  });
});

test.describe("careers application: a position closed meanwhile", () => {
  test("the server's answer sits by the Position field, announced, and takes the focus", async ({ page }) => {
    await visit(page, "/careers/apply/ui-ux-designer");
    const form = await hydrated(page.getByRole("form", { name: /Application for/ }));
    const position = form.getByRole("textbox", { name: "Position" });
    await expect(position).toHaveAttribute("readonly", "");
    await expect(position).toHaveValue(/UI\/UX Designer/);
    await form.getByRole("textbox", { name: /^Full Name/ }).fill("Sam Lee");
    await form.getByRole("textbox", { name: /^Email/ }).fill("sam@example.com");
    await form.getByRole("textbox", { name: /^Cover note/ }).fill("I design accessible interfaces.");
    // As if the position closed while the page was open: a well-formed slug of no open role.
    await form.locator('input[name="position"]').evaluate((el) => ((el as HTMLInputElement).value = "chief-astronaut"));
    await form.getByRole("button", { name: "Submit Application" }).click();
    const error = form.locator("#f-positionTitle-error");
    await expect(error).toHaveText(/no longer open/);
    await expect(error).toHaveAttribute("role", "alert");
    await expect(position).toHaveAttribute("aria-invalid", "true");
    await expect(position).toHaveAttribute("aria-describedby", "f-positionTitle-error");
    await expect(position).toBeFocused();
    await expect(form.getByRole("textbox", { name: /^Cover note/ })).toHaveValue("I design accessible interfaces.");
  });
});

test.describe("careers application without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("a plain POST refuses a bad link by its field, keeps the text, then thanks for the role", async ({ page }) => {
    await page.goto("/careers/apply/ui-ux-designer");
    let form = page.getByRole("form", { name: /Application for/ });
    await form.getByRole("textbox", { name: /^Full Name/ }).fill("No Script");
    await form.getByRole("textbox", { name: /^Email/ }).fill("noscript.applicant@example.com");
    await form.getByRole("textbox", { name: /^LinkedIn or portfolio URL/ }).fill("ftp://example.com");
    await form.getByRole("textbox", { name: /^Cover note/ }).fill(`Plain HTML application ${Date.now()}.`);
    await form.getByRole("button", { name: "Submit Application" }).click();
    await page.waitForLoadState("load");
    form = page.getByRole("form", { name: /Application for/ });
    await expect(form.locator("#f-profileUrl-error")).toContainText("https://");
    await expect(form.getByRole("textbox", { name: /^LinkedIn or portfolio URL/ })).toHaveAttribute("aria-invalid", "true");
    await expect(form.getByRole("textbox", { name: /^Full Name/ })).toHaveValue("No Script");
    await form.getByRole("textbox", { name: /^LinkedIn or portfolio URL/ }).fill("https://noscript.example");
    await form.getByRole("button", { name: "Submit Application" }).click();
    await page.waitForLoadState("load");
    await expect(page.getByTestId("form-success")).toContainText("UI/UX Designer");
  });
});

test.describe("newsletter", () => {
  test("on /newsletter: 'Subscribing...', the same answer for a new and a known address, bad address refused", async ({ page }) => {
    await visit(page, "/newsletter");
    const box = await hydrated(page.getByRole("main").getByRole("form", { name: "Newsletter sign-up" }));
    const input = box.getByRole("textbox", { name: "Your e-mail address" });
    await input.fill("not-an-address");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("alert")).toContainText("valid email");
    await expect(input).toHaveAttribute("aria-invalid", "true");
    await expect(input).toHaveValue("not-an-address");
    const address = `reader.${Date.now()}@example.com`;
    await input.fill(address);
    const release = await holdPosts(page);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByRole("button", { name: "Subscribing..." })).toBeDisabled();
    release();
    const first = await box.getByTestId("newsletter-success").textContent();
    expect(first).toContain("confirm your subscription");
    await box.getByRole("textbox", { name: "Your e-mail address" }).fill(address);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(box.getByTestId("newsletter-success")).toHaveText(first!);
  });

  test("confirm and unsubscribe pages are noindex and explain an unknown link", async ({ page }) => {
    await visit(page, "/newsletter/confirm?token=this-is-not-a-valid-token-at-all");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.getByTestId("newsletter-invalid")).toContainText("no longer valid");
    await visit(page, "/newsletter/unsubscribe?token=this-is-not-a-valid-token-at-all");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "noindex, nofollow");
    await expect(page.getByTestId("newsletter-invalid")).toContainText("not valid");
  });
});

// The footer's box is a plain form on every page, JavaScript or not (decision 0061).
test.describe("newsletter in the footer", () => {
  test.use({ javaScriptEnabled: false });
  test("the footer box posts to /newsletter, which keeps a bad address and then thanks", async ({ page }) => {
    await page.goto("/about");
    let box = page.locator("footer").getByRole("form", { name: "Newsletter sign-up" });
    await box.getByRole("textbox", { name: "Your e-mail address" }).fill("still-not-an-address");
    await box.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForLoadState("load");
    await expect(page).toHaveURL(/\/newsletter$/);
    box = page.getByRole("main").getByRole("form", { name: "Newsletter sign-up" });
    await expect(box.getByRole("alert")).toContainText("valid email");
    await expect(box.getByRole("textbox", { name: "Your e-mail address" })).toHaveValue("still-not-an-address");
    await box.getByRole("textbox", { name: "Your e-mail address" }).fill(`nojs.reader.${Date.now()}@example.com`);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await page.waitForLoadState("load");
    await expect(page.getByRole("main").getByTestId("newsletter-success")).toContainText("confirm your subscription");
  });
});
