import { test, expect, visit, expectAccessible } from "./fixtures";
import { asAdmin, uniqueEmail } from "./gate-fixtures";

/**
 * The lead desk in a browser: the owner moves a lead through its stages, with its value, and
 * keeps notes on it. What the server stores and refuses is tests/integration/lead-stages.test.ts;
 * here, what only a browser shows: the value and reason fields appearing for their stages, the
 * errors beside them, and the record as the owner reads it after each step.
 */
test("the owner moves a lead to proposal with a value, adds a note, and marks it won", async ({ page, adminCookies }) => {
  const email = uniqueEmail("stage");
  const name = `Stage Lead ${Date.now().toString(36)}`;
  const lead = await page.request.post("/api/forms/contact", {
    data: { name, email, message: "We need online booking for our bakery's catering orders." },
  });
  expect(lead.status(), await lead.text()).toBe(201);
  await asAdmin(page, adminCookies);
  await visit(page, `/admin/inbox/contact-submissions?q=${encodeURIComponent(email)}`);
  await page.getByTestId("inbox-row").getByRole("link").click();
  await expect(page.getByRole("heading", { level: 1 })).toContainText(name);

  const stageForm = page.getByRole("form", { name: "Stage" });
  const value = stageForm.getByLabel("Value (USD)");
  const reason = stageForm.getByLabel("Why it was lost");
  // A new lead asks for neither a value nor a reason; proposal asks for the value alone.
  await expect(value).toBeHidden();
  await stageForm.getByLabel("Stage").selectOption("proposal");
  await expect(value).toBeVisible();
  await expect(reason).toBeHidden();
  await stageForm.getByRole("button", { name: "Save stage" }).click();
  await expect(value).toHaveAttribute("aria-invalid", "true");
  await expect(page.locator("#f-valueDollars-error")).toHaveText("Enter the deal's value in whole dollars: a lead at proposal has one.");

  await value.fill("$12,500");
  await stageForm.getByRole("button", { name: "Save stage" }).click();
  await expect(page.getByTestId("admin-notice")).toHaveText("Moved to proposal.");
  await expect(page.getByRole("definition").filter({ hasText: "$12,500" })).toBeVisible();

  const note = page.getByRole("form", { name: "Add a note" });
  await note.getByLabel("New note").fill("Called back: they want catering orders online by March.");
  await note.getByRole("button", { name: "Add note" }).click();
  await expect(page.getByTestId("admin-notice")).toHaveText("Note added.");
  await expect(page.getByTestId("lead-notes").getByRole("listitem").first()).toContainText("they want catering orders online by March.");

  await stageForm.getByLabel("Stage").selectOption("won");
  await expect(value).toHaveValue("12500");
  await stageForm.getByRole("button", { name: "Save stage" }).click();
  await expect(page.getByTestId("admin-notice")).toHaveText("Marked as won.");
  await expect(page.getByRole("definition").filter({ hasText: /^Won$/ })).toBeVisible();
  await expectAccessible(page);

  // The list shows it at its stage, and the stage's filter finds it.
  await visit(page, `/admin/inbox/contact-submissions?stage=won&q=${encodeURIComponent(email)}`);
  await expect(page.getByTestId("inbox-row")).toHaveCount(1);
  await expect(page.getByTestId("inbox-row").getByRole("cell", { name: "won" })).toBeVisible();
  await visit(page, `/admin/inbox/contact-submissions?stage=lost&q=${encodeURIComponent(email)}`);
  await expect(page.getByText("Nothing matches that search.")).toBeVisible();

  // Choosing another form in the filter opens that inbox with the rest of the filter kept.
  const filter = page.getByRole("search", { name: "Filter" });
  await filter.getByLabel("Form").selectOption("job-applications");
  await filter.getByRole("button", { name: "Apply" }).click();
  await expect(page).toHaveURL(/\/admin\/inbox\/job-applications\?(?!.*form=).*stage=lost/);
  await expect(page.getByRole("heading", { level: 1 })).toHaveText("Job applications");
  await expect(filter.getByLabel("Stage")).toHaveValue("lost");
});
