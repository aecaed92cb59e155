import { test, expect, visit, expectAccessible, expectNoSidewaysScroll } from "./fixtures";
import { asAdmin, uniqueEmail } from "./gate-fixtures";
import { query } from "./support/db";

/**
 * The lead report in a browser (decision 0072): the owner takes an e-mailed lead to proposal with
 * a value and marks it won, then reads the won value under "E-mail" and under its campaign, on a
 * desktop and on a phone. The figures themselves are tests/integration/lead-report.test.ts.
 */
test("the owner wins an e-mailed lead and reads its value under E-mail and its campaign @widths", async ({ page, adminCookies }) => {
  // A day of its own, years back, so the report holds this lead alone whatever else the suite sent.
  const day = new Date(Date.UTC(2001, 0, 1) + (Date.now() % 5000) * 86_400_000).toISOString().slice(0, 10);
  const campaign = `spring-${Date.now().toString(36)}`;
  const attribution = { sentFrom: "/contact", consented: true, landingPath: "/web-design-atlanta", utm: { source: "newsletter", medium: "email", campaign } };
  const [{ id }] = await query<{ id: number }>(
    `INSERT INTO contact_submissions (name, email, message, source, channel, attribution, created_at)
     VALUES ('Report Lead', $1, 'We need a new website for our bakery.', 'contact-page', 'email', $2, $3::date + time '15:00' at time zone 'America/New_York') RETURNING id`,
    [uniqueEmail("report"), JSON.stringify(attribution), day],
  );
  await asAdmin(page, adminCookies);
  await visit(page, `/admin/inbox/contact-submissions/${id}`);
  const stageForm = page.getByRole("form", { name: "Stage" });
  await stageForm.getByLabel("Stage").selectOption("proposal");
  await stageForm.getByLabel("Value (USD)").fill("23400");
  await stageForm.getByRole("button", { name: "Save stage" }).click();
  await expect(page.getByTestId("admin-notice")).toHaveText("Moved to proposal.");
  await stageForm.getByLabel("Stage").selectOption("won");
  await stageForm.getByRole("button", { name: "Save stage" }).click();
  await expect(page.getByTestId("admin-notice")).toHaveText("Marked as won.");

  await visit(page, "/admin/report");
  const period = page.getByRole("form", { name: "Period" });
  await period.getByLabel("From").fill(day);
  await period.getByLabel("To").fill(day);
  await period.getByRole("button", { name: "Show these dates" }).click();

  const row = (table: string, group: string) =>
    page
      .getByRole("table", { name: `${table}: every figure` })
      .getByRole("row")
      .filter({ hasText: group });
  await expect(row("By channel", "E-mail")).toContainText("$23,400");
  await expect(row("By campaign", campaign)).toContainText("$23,400");
  await expect(page.getByRole("img", { name: /most won value: E-mail, \$23,400/ })).toBeVisible();
  await expectNoSidewaysScroll(page);
  await expectAccessible(page);
});
