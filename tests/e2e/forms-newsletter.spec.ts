import { expect, test, visit } from "./fixtures";
import { linkIn } from "./forms-helpers";
import { outboxFor } from "./support/db";
import { waitForMail } from "./support/mailbox";
import { baseURL } from "./support/settings.mjs";

const address = (tag: string) => `${tag}.${test.info().project.name}.${Date.now()}.${Math.floor(Math.random() * 1e6)}@example.com`;

test.describe("newsletter box on /blog", () => {
  // A plain form posting to /newsletter, as the footer's (decision 0062).
  test("happy path: the answer on /newsletter; the confirmation e-mail is queued with its links and List-Unsubscribe headers", async ({ page }) => {
    await visit(page, "/blog");
    const box = page.getByRole("main").getByRole("form", { name: "Newsletter sign-up" });
    const email = address("blog.reader");
    await box.getByRole("textbox", { name: "Your e-mail address" }).fill(email);
    await box.getByRole("button", { name: "Subscribe" }).click();
    await expect(page).toHaveURL(/\/newsletter$/);
    await expect(page.getByRole("main").getByTestId("newsletter-success")).toContainText("confirm your subscription");
    const [queued] = await outboxFor(email);
    expect(queued.kind).toBe("newsletter-confirm");
    // The stored copy names its links; they are filled in only as the e-mail is sent.
    expect(queued.text).not.toContain("token=");
    const mail = await waitForMail(email);
    expect(linkIn(mail.text!, "confirm")).toMatch(/^\/newsletter\/confirm\?token=/);
    expect(linkIn(mail.text!, "unsubscribe")).toMatch(/^\/newsletter\/unsubscribe\?token=\d+_[A-Za-z0-9_-]{43}$/);
    const oneClick = mail.headers["list-unsubscribe"]!.match(/^<(.+)\/newsletter\/unsubscribe\/one-click\?token=\d+_[A-Za-z0-9_-]{43}>$/);
    expect(oneClick?.[1]).toBe(baseURL);
    expect(mail.headers["list-unsubscribe-post"]).toBe("List-Unsubscribe=One-Click");
  });
});

test.describe("newsletter confirm and unsubscribe pages", () => {
  test("opening each link only shows a button; pressing it confirms, then unsubscribes", async ({ page }) => {
    const email = address("confirm.me");
    const subscribe = await page.request.post("/api/forms/newsletter", { data: { email, source: "e2e" } });
    expect(subscribe.status()).toBe(201);
    const confirmMail = await waitForMail(email);
    const confirmPath = linkIn(confirmMail.text!, "confirm");

    await visit(page, confirmPath);
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    const confirm = page.getByRole("button", { name: "Confirm my subscription" });
    await expect(confirm).toBeVisible();
    // Opening the link again (a mail scanner did it first) still offers the button.
    await page.goto(confirmPath);
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await expect(page.getByTestId("newsletter-done")).toContainText("Your subscription is confirmed");
    // Opened again after the button: it says where things stand.
    await page.goto(confirmPath);
    await expect(page.getByTestId("newsletter-done")).toContainText("This subscription is confirmed already");

    const welcome = await waitForMail(email, { subject: /subscribed/ });
    const unsubscribePath = linkIn(welcome.text!, "unsubscribe");
    expect(unsubscribePath).toBe(linkIn(confirmMail.text!, "unsubscribe"));
    await visit(page, unsubscribePath);
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await expect(page.getByTestId("newsletter-done")).toContainText("You are unsubscribed");
    await page.goto(unsubscribePath);
    await expect(page.getByTestId("newsletter-done")).toContainText("You are unsubscribed");
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toHaveCount(0);
  });

  test("a mail program's one-click unsubscribe works with a POST; a GET of that address leads to the page", async ({ page }) => {
    const email = address("one.click");
    await page.request.post("/api/forms/newsletter", { data: { email } });
    const mail = await waitForMail(email);
    const oneClick = /<([^>]+)>/.exec(mail.headers["list-unsubscribe"])![1];
    await visit(page, new URL(oneClick).pathname + new URL(oneClick).search);
    await expect(page).toHaveURL(/\/newsletter\/unsubscribe\?token=/);
    await expect(page.getByRole("button", { name: "Unsubscribe" })).toBeVisible();
    const res = await page.request.post(oneClick, { form: { "List-Unsubscribe": "One-Click" } });
    expect(res.status()).toBe(200);
    await page.reload();
    await expect(page.getByTestId("newsletter-done")).toContainText("You are unsubscribed");
  });
});

test.describe("newsletter pages without JavaScript", () => {
  test.use({ javaScriptEnabled: false });
  test("the confirm and unsubscribe buttons work as plain POSTs", async ({ page }) => {
    const email = address("nojs.confirm");
    await page.request.post("/api/forms/newsletter", { data: { email } });
    const mail = await waitForMail(email);
    await page.goto(linkIn(mail.text!, "confirm"));
    await page.getByRole("button", { name: "Confirm my subscription" }).click();
    await page.waitForLoadState("load");
    await expect(page.getByTestId("newsletter-done")).toContainText("Your subscription is confirmed");
    await page.goto(linkIn(mail.text!, "unsubscribe"));
    await page.getByRole("button", { name: "Unsubscribe" }).click();
    await page.waitForLoadState("load");
    await expect(page.getByTestId("newsletter-done")).toContainText("You are unsubscribed");
  });
});
