import type { Page } from "@playwright/test";
import { auditBothWidths, expect, test } from "./fixtures";
import { asAdmin, loginClient, uniqueEmail } from "./gate-fixtures";
import { contentPages } from "../../src/content/pages";
import { indexableRoutes, noindexRoutes } from "../../src/content/navigation";
import { publishedSeedPostPaths } from "../support/page-routes";
import { adminNav } from "../../src/components/admin/nav";

/**
 * Axe (WCAG 2.1 A and AA) on the site's real pages as the content modules and navigation list
 * them: every public route as a visitor, the pages with gated areas as a verified client, every
 * console page as the administrator, and the cookie banner once. Other specs audit the states only
 * they reach (an open menu, the cookie settings, a preview).
 *
 * One page load per route: audited at desktop width, then resized to the phone project's screen,
 * where it must also fit. At phone width axe runs again on one route of each layout (PHONE_AUDITS
 * and CONSOLE_PHONE_AUDITS): what the width changes is the layout's (its menu, call button,
 * contact bar and breakpoints), and axe takes as long again at each width. The six application
 * pages are one template filled from one list of positions, and the blog's posts one template
 * filled from the seed: one of each stands for the rest (every one of them passes the HTML
 * checker in tests/system/valid-pages.test.ts).
 */
const applicationPages = (route: string) => route.startsWith("/careers/apply/");
const firstPost = publishedSeedPostPaths[0];
const publicRoutes = [...new Set([...indexableRoutes, ...noindexRoutes, firstPost])].filter(
  (route, _, all) => !applicationPages(route) || route === all.find(applicationPages),
);
const gatedRoutes = contentPages.filter((p) => p.blocks.some((b) => b.type === "gated")).map((p) => p.seo.path);
/** One route of each public layout and template, audited at phone width too. */
const PHONE_AUDITS = new Set([
  "/",
  "/about",
  "/services/web-design",
  "/web-design-atlanta",
  "/contact",
  "/careers",
  "/blog",
  firstPost,
  "/search",
  "/verify",
  "/privacy-policy",
  publicRoutes.find(applicationPages),
]);

/**
 * The console's pages audited at phone width too: the overview's cards, one inbox (the five are one
 * list), the codes' table turned to cards (sessions, mail and the audit log are the same table),
 * and the blog's list; the other pages are checked there for fit alone.
 */
const CONSOLE_PHONE_AUDITS = new Set(["/admin", "/admin/inbox/contact-submissions", "/admin/codes", "/admin/blog"]);

// A route renamed away from this list would silently lose its layout's audit at phone width.
const unvisited = [...PHONE_AUDITS].filter((path) => !path || ![...publicRoutes, ...gatedRoutes].includes(path));
if (unvisited.length) throw new Error(`PHONE_AUDITS names routes this spec does not visit: ${unvisited.join(", ")}`);

/** Opens a path and waits for its main content; the status is each page's own (a missing post is 404). */
async function open(page: Page, path: string) {
  await page.goto(path);
  await expect(page.locator("main").first()).toBeVisible();
}

test.describe("accessibility", () => {
  for (const path of publicRoutes) {
    test(`${path} as a visitor`, async ({ page }) => {
      await open(page, path);
      await auditBothWidths(page, { auditPhone: PHONE_AUDITS.has(path) });
    });
  }

  for (const path of gatedRoutes) {
    test(`${path} as a verified client`, async ({ page }) => {
      await loginClient(page);
      await open(page, path);
      await expect(page.getByTestId("locked-panel")).toHaveCount(0);
      await auditBothWidths(page, { auditPhone: PHONE_AUDITS.has(path) });
    });
  }

  test.describe("the console, as the administrator", () => {
    // One test a page, on the worker's administrator session: the pages spread over the workers.
    // The report is audited with a won lead in it, at both widths, in report.spec.ts.
    for (const { href } of adminNav.filter((p) => p.href !== "/admin/report")) {
      test(`${href} of its navigation`, async ({ page, adminCookies }) => {
        await asAdmin(page, adminCookies);
        await open(page, href);
        await auditBothWidths(page, { auditPhone: CONSOLE_PHONE_AUDITS.has(href) });
      });
    }

    test("a contact record", async ({ page, adminCookies }) => {
      const lead = await page.request.post("/api/forms/contact", {
        data: { name: "Axe Audit", email: uniqueEmail("axe"), message: "A contact message so the inbox has a record to open." },
      });
      expect(lead.status(), await lead.text()).toBe(201);
      await asAdmin(page, adminCookies);
      await open(page, "/admin/inbox/contact-submissions");
      await page.getByTestId("inbox-row").first().getByRole("link").first().click();
      await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
      await auditBothWidths(page);
    });

    test("the editor, for a post", async ({ page, adminCookies }) => {
      // The editor holds the form and the post's preview beside it: the largest console page to
      // audit. A new post's editor is the same page with its fields empty.
      test.slow();
      await asAdmin(page, adminCookies);
      await open(page, "/admin/blog");
      await page.getByTestId("post-row").first().getByRole("link").first().click();
      await expect(page).toHaveURL(/\/admin\/blog\/\d+$/);
      // Audited with the post's body rendered in the preview beside the form.
      await expect(page.getByTestId("preview-body")).toBeVisible();
      await auditBothWidths(page);
    });
  });

  test.describe("the cookie banner", () => {
    test.use({ consented: false });
    test("open on a first visit", async ({ page }) => {
      await open(page, "/");
      await expect(page.getByRole("button", { name: "Accept All Cookies" })).toBeVisible();
      await auditBothWidths(page);
    });
  });
});
