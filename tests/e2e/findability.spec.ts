import type { Page } from "@playwright/test";
import { auditBothWidths, expect, test, visit } from "./fixtures";
import { asAdmin, loginClient } from "./gate-fixtures";
import { seedPosts } from "../../src/content/blog-posts";

/**
 * Finding things: the header's search box (desktop and phone, with and without JavaScript), the
 * results (a short excerpt from a sentence start, the matches marked, ten a page) and the blog's
 * pages through every published post.
 */

/** What the seed puts on the blog: published posts whose date has come, newest first. */
const dateOf = (d: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(d) ? `${d}T12:00:00Z` : d);
const publicPosts = seedPosts
  .filter((p) => p.published && dateOf(p.publishedDate) <= new Date())
  .sort((a, b) => dateOf(b.publishedDate).getTime() - dateOf(a.publishedDate).getTime());
/** tests/e2e/admin.spec.ts may have a post of its own on the blog for a few seconds (see blog.spec.ts). */
const isConsolePost = (href: string | null | undefined) => /\/blog\/console-post-/.test(href ?? "");

/** Types a query into the header's search box (in the menu on a phone) and submits it. */
async function searchFromHeader(page: Page, isMobile: boolean, query: string) {
  if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
  const form = page.getByRole("search", { name: "Search the site" });
  await form.getByRole("searchbox", { name: "Search the site" }).fill(query);
  await form.getByRole("button", { name: "Search" }).click();
}

for (const javaScript of [true, false]) {
  test.describe(javaScript ? "header search with JavaScript" : "header search without JavaScript", () => {
    test.use({ javaScriptEnabled: javaScript });

    test("finds pages from the home page @widths", async ({ page, isMobile }) => {
      await visit(page, "/");
      await searchFromHeader(page, isMobile, "website leasing");
      await expect(page).toHaveURL(/\/search\?q=website(\+|%20)leasing$/);
      await expect(
        page
          .getByTestId("search-result")
          .getByRole("link", { name: /Website Leasing/ })
          .first(),
      ).toBeVisible();
    });
  });
}

test.describe("header search", () => {
  test("is in the header itself at desktop width and in the menu on a phone @widths", async ({ page, isMobile }) => {
    await visit(page, "/about");
    const box = page.locator("header").getByRole("searchbox", { name: "Search the site" });
    if (isMobile) {
      await expect(box).toBeHidden();
      await page.getByRole("button", { name: "Open menu" }).click();
      await expect(page.getByRole("navigation", { name: "Mobile" }).getByRole("searchbox", { name: "Search the site" })).toBeVisible();
    } else {
      await expect(box).toBeVisible();
    }
  });

  test("gives way on /search to the page's own search form", async ({ page }) => {
    await visit(page, "/search?q=seo");
    await expect(page.locator("header").getByRole("search")).toHaveCount(0);
  });

  // The header's parts, side by side: none overlaps the next (the logo by what it shows), and none leaves the screen.
  const headerParts = (page: Page) =>
    page.locator("[data-site-header] > div").evaluate((row) => {
      const visible = (e: Element) => e.checkVisibility() && e.getBoundingClientRect().width > 1;
      const logo = row.querySelector('a[href="/"]')!;
      const logoParts = [...logo.querySelectorAll("svg, span")].filter(visible).map((e) => e.getBoundingClientRect());
      const parts = [
        { name: "logo", left: Math.min(...logoParts.map((r) => r.left)), right: Math.max(...logoParts.map((r) => r.right)) },
        ...[...row.querySelectorAll("a, button, input")]
          .filter((e) => e !== logo && visible(e))
          .map((e) => ({
            name: e.textContent?.trim() || e.getAttribute("name") || e.tagName,
            left: e.getBoundingClientRect().left,
            right: e.getBoundingClientRect().right,
          })),
      ];
      return parts.sort((a, b) => a.left - b.left);
    });

  for (const [who, named] of [
    ["visitor", "a visitor"],
    ["client", "a client"],
    ["admin", "an admin"],
  ] as const) {
    test(`fits beside ${named}'s controls from 360 px up, without overlap`, async ({ page, adminCookies }) => {
      // Five widths, each a full visit.
      test.slow();
      if (who === "client") await loginClient(page);
      if (who === "admin") await asAdmin(page, adminCookies);
      for (const width of [360, 390, 768, 1024, 1280]) {
        await page.setViewportSize({ width, height: 800 });
        await visit(page, "/about");
        if (who !== "visitor") await expect(page.getByTestId(`${who}-controls`)).toBeVisible();
        const parts = await headerParts(page);
        const overlaps = parts
          .slice(1)
          .filter((p, i) => p.left < parts[i].right - 0.5)
          .map((p, i) => `${parts[i].name} / ${p.name}`);
        const outside = parts.filter((p) => p.left < 0 || p.right > width + 0.5).map((p) => p.name);
        expect({ overlaps, outside }, `header at ${width} px`).toEqual({ overlaps: [], outside: [] });
      }
    });
  }
});

test.describe("search results", () => {
  test("start at the beginning of a sentence of the article and mark the matched word", async ({ page }) => {
    await visit(page, "/search?q=invoice");
    const articles = page.getByTestId("search-result").filter({ hasText: /^\s*Article/i });
    expect(await articles.count()).toBeGreaterThan(0);
    const found: { href: string; snippet: string; marks: string[] }[] = [];
    for (const result of await articles.all()) {
      const snippet = result.getByTestId("search-snippet");
      found.push({
        href: (await result.getByRole("heading").getByRole("link").getAttribute("href"))!,
        snippet: (await snippet.innerText()).trim(),
        marks: await snippet.locator("mark").allInnerTexts(),
      });
    }
    for (const { href, snippet, marks } of found) {
      expect(marks.length, `marks in ${href}`).toBeGreaterThan(0);
      for (const m of marks) expect(m.toLowerCase()).toMatch(/^invoic/);
      expect(snippet.length).toBeLessThanOrEqual(220);
      expect(snippet).not.toMatch(/^…/);
      // The excerpt's first words are, in the article as the reader sees it, where a sentence or a block begins.
      const head = snippet.slice(0, 30).replace(/[.!?…][\s\S]*$/, "");
      await visit(page, href);
      const article = await page.getByTestId("post").innerText();
      const at = article.indexOf(head);
      expect(at, `"${head}" in ${href}`).toBeGreaterThan(-1);
      expect(article.slice(0, at), `what precedes "${head}" in ${href}`).toMatch(/(^|[.!?…]["'”’)]*\s+|\n\s*)$/);
    }
  });

  test("run to a second page and back, ten a page, the current page marked", async ({ page }) => {
    await visit(page, "/search?q=seo");
    const summary = page.getByTestId("search-summary");
    const total = Number(/of (\d+)$/.exec((await summary.innerText()).trim())?.[1]);
    expect(total).toBeGreaterThan(10);
    await expect(summary).toHaveText(`Results 1–10 of ${total}`);
    const pager = page.getByRole("navigation", { name: "Search results pages" });
    await expect(pager.locator('[aria-current="page"]')).toHaveText("1");
    const hrefs = () =>
      page
        .getByTestId("search-result")
        .getByRole("heading")
        .getByRole("link")
        .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    const first = await hrefs();
    expect(first).toHaveLength(10);

    await pager.getByRole("link", { name: "Next" }).click();
    await expect(page).toHaveURL(/\/search\?q=seo&page=2$/);
    await expect(summary).toHaveText(`Results 11–${Math.min(20, total)} of ${total}`);
    await expect(pager.locator('[aria-current="page"]')).toHaveText("2");
    const second = await hrefs();
    expect(second.filter((h) => first.includes(h))).toEqual([]);

    await pager.getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/search\?q=seo$/);
    expect(await hrefs()).toEqual(first);
  });

  test("read an invalid page number as the first page, one past the end as the last, and one no search has as not found", async ({ page }) => {
    for (const bad of ["0", "-1", "abc", "1e9", "2.5"]) {
      await visit(page, `/search?q=seo&page=${bad}`);
      await expect(page.getByTestId("search-summary"), `page=${bad}`).toHaveText(/^Results 1–10 of \d+$/);
    }
    await visit(page, "/search?q=seo&page=19");
    await expect(page.getByTestId("search-past-end")).toBeVisible();
    const current = page.getByRole("navigation", { name: "Search results pages" }).locator('[aria-current="page"]');
    await expect(current).toHaveAttribute("aria-label", /^Page (\d+) of \1$/);
    // Past the 20 pages a search lists at most.
    await visit(page, "/search?q=seo&page=999", 404);
    await page.getByTestId("search-out-of-range").getByRole("link", { name: "See the first page of results" }).click();
    await expect(page).toHaveURL(/\/search\?q=seo$/);
    await expect(page.getByTestId("search-summary")).toHaveText(/^Results 1–10 of \d+$/);
  });
});

test.describe("blog pages", () => {
  /** Every post link of a page of /blog (the featured article and the cards), in order. */
  const postHrefs = (page: Page) =>
    page
      .locator('[data-testid="featured-post"], [data-testid="post-card"]')
      .getByRole("link", { name: /^Read Article/ })
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));

  test("lead through every published post, newest first, each page with its own canonical address", async ({ page }) => {
    expect(publicPosts.length).toBeGreaterThan(7);
    await visit(page, "/blog");
    const seen: (string | null)[] = [...(await postHrefs(page))];
    const pager = page.getByRole("navigation", { name: "Blog pages" });
    let pageNumber = 1;
    while (await pager.getByRole("link", { name: "Next" }).count()) {
      await pager.getByRole("link", { name: "Next" }).click();
      pageNumber += 1;
      await expect(page).toHaveURL(new RegExp(`/blog\\?page=${pageNumber}$`));
      await expect(pager.locator('[aria-current="page"]')).toHaveText(String(pageNumber));
      await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", new RegExp(`/blog\\?page=${pageNumber}$`));
      seen.push(...(await postHrefs(page)));
    }
    expect(pageNumber).toBeGreaterThan(1);
    expect(seen.filter((h) => !isConsolePost(h))).toEqual(publicPosts.map((p) => `/blog/${p.slug}`));
  });

  test("page 2 is indexable, titled apart from the first, and leads back to it", async ({ page }) => {
    await visit(page, "/blog");
    const firstTitle = await page.title();
    await visit(page, "/blog?page=2");
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", "index, follow");
    expect(await page.title()).not.toBe(firstTitle);
    await page.getByRole("navigation", { name: "Blog pages" }).getByRole("link", { name: "Previous" }).click();
    await expect(page).toHaveURL(/\/blog$/);
    await expect(page.getByTestId("featured-post")).toBeVisible();
  });

  test("a page past the last answers 404 and points to the articles", async ({ page }) => {
    await visit(page, "/blog?page=999", 404);
    await expect(page.getByTestId("blog-past-end")).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute("content", /noindex/);
    await page.getByRole("link", { name: "See the latest articles" }).click();
    await expect(page.getByTestId("featured-post")).toBeVisible();
  });
});

test.describe("findability accessibility", () => {
  for (const [path, status] of [
    ["/search?q=seo", 200],
    ["/search?q=seo&page=2", 200],
    ["/search?q=seo&page=21", 404],
    ["/blog?page=2", 200],
  ] as const) {
    test(`${path} passes axe`, async ({ page }) => {
      await visit(page, path, status);
      // The results' layout at phone width once; the other pages of it are checked there for fit.
      await auditBothWidths(page, { auditPhone: path === "/search?q=seo" });
    });
  }
});
