import { expect, test, visit } from "./fixtures";
import { seedPosts } from "../../src/content/blog-posts";
import { BLOG_CATEGORIES } from "../../src/content/blog-posts/types";
// The loading stage the earlier site showed while an article streamed in: never part of a page now.
const LOADING = "Loading article...";

/** What the seed puts on the site: published posts whose date has come, newest first. */
const dateOf = (d: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(d) ? `${d}T12:00:00Z` : d);
const publicPosts = seedPosts
  .filter((p) => p.published && dateOf(p.publishedDate) <= new Date())
  .sort((a, b) => dateOf(b.publishedDate).getTime() - dateOf(a.publishedDate).getTime());
const hiddenPosts = seedPosts.filter((p) => !publicPosts.includes(p));
const relatedOf = (slug: string) => {
  const post = publicPosts.find((p) => p.slug === slug)!;
  return publicPosts.filter((p) => p.category === post.category && p.slug !== slug).slice(0, 3);
};
/**
 * tests/e2e/admin.spec.ts writes a post in the console (slug console-post-…, dated before every
 * seed post, deleted at the end) while these tests may run. The checks below pin the seed posts
 * by slug and leave such a post out, so it can never make them fail.
 */
const isConsolePost = (href: string | null | undefined) => /\/blog\/console-post-/.test(href ?? "");

/** A post that has at least one related post, for the post page test. */
const withRelated = publicPosts.find((p) => relatedOf(p.slug).length > 0) ?? publicPosts[0];
const longDate = (d: string) =>
  new Intl.DateTimeFormat("en-US", { year: "numeric", month: "long", day: "numeric", timeZone: "America/New_York" }).format(dateOf(d));

test.describe("blog list", () => {
  test("featured article, six latest cards, category counts, newsletter box and feed link", async ({ page }) => {
    expect(publicPosts.length).toBeGreaterThanOrEqual(8);
    await visit(page, "/blog");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();

    // The newest seed post is featured and the next six are the cards, pinned by slug (a console
    // test post is older than all of them, so it cannot take one of these places).
    const featured = page.getByTestId("featured-post");
    await expect(featured.getByRole("heading", { level: 2 })).toHaveText(publicPosts[0].title);
    await expect(featured.getByRole("link", { name: /^Read Article/ })).toHaveAttribute("href", `/blog/${publicPosts[0].slug}`);

    const cards = page.getByTestId("post-cards").getByTestId("post-card");
    await expect(cards).toHaveCount(6);
    const latest = publicPosts.slice(1, 7);
    const cardLinks = cards.getByRole("link", { name: /^Read Article/ });
    expect(await cardLinks.evaluateAll((as) => as.map((a) => a.getAttribute("href")))).toEqual(latest.map((p) => `/blog/${p.slug}`));
    for (const p of latest) {
      const card = cards.filter({ has: page.locator(`a[href="/blog/${p.slug}"]`) });
      await expect(card.getByRole("heading")).toHaveText(p.title);
      await expect(card.getByRole("link", { name: /^Read Article/ })).toContainText(p.title);
    }
    for (const p of hiddenPosts) await expect(page.getByText(p.title)).toHaveCount(0);

    // Real counts from the database. A console test post counts while it exists: the check waits
    // for the counts of the seed posts alone (the editor test deletes its post within seconds).
    await expect(async () => {
      await page.reload();
      const categories = page.getByTestId("category-list");
      for (const c of BLOG_CATEGORIES) {
        const n = publicPosts.filter((p) => p.category === c).length;
        const link = categories.getByRole("link", { name: new RegExp(`^${c.replace(/[/]/g, "\\/")}\\s*\\(\\s*${n} articles?\\s*\\)$`) });
        await expect(link).toHaveAttribute("href", `/blog?category=${encodeURIComponent(c)}`, { timeout: 1_000 });
      }
    }).toPass({ timeout: 60_000 });

    await expect(page.getByTestId("newsletter-box")).toBeVisible();
    await expect(page.locator('link[rel="alternate"][type="application/rss+xml"]')).toHaveAttribute("href", /\/blog\/rss\.xml$/);
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", /\/blog$/);
    await expect(page.locator("main").getByRole("link", { name: "Get a Free Consultation" })).toHaveAttribute("href", "/contact#inquiry");
  });

  test("a category link filters the list", async ({ page }) => {
    // Two full visits (each waits for the prefetches of a dozen post links, then runs axe).
    test.setTimeout(90_000);
    const category = withRelated.category;
    const expected = publicPosts.filter((p) => p.category === category);
    await visit(page, "/blog");
    await page
      .getByTestId("category-list")
      .getByRole("link", { name: new RegExp(`^${category.replace(/[/]/g, "\\/")} \\(`) })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog\\?category=${encodeURIComponent(category).replace(/%20/g, "(%20|\\+)")}$`));
    await expect(page.getByRole("heading", { name: `${category} articles` })).toBeVisible();
    const cards = page.getByTestId("post-card");
    const hrefs = async () =>
      (await cards.getByRole("link", { name: /^Read Article/ }).evaluateAll((as) => as.map((a) => a.getAttribute("href")))).filter((h) => !isConsolePost(h));
    await expect.poll(hrefs).toEqual(expected.map((p) => `/blog/${p.slug}`));
    for (const p of expected) await expect(cards.filter({ has: page.locator(`a[href="/blog/${p.slug}"]`) }).getByRole("heading")).toHaveText(p.title);
    await expect(page.getByTestId("category-list").getByRole("link", { name: new RegExp(`^${category.replace(/[/]/g, "\\/")} \\(`) })).toHaveAttribute(
      "aria-current",
      "page",
    );
    await visit(page, `/blog?category=${encodeURIComponent(category)}`);
    expect(await hrefs()).toEqual(expected.map((p) => `/blog/${p.slug}`));
  });
});

test.describe("blog post", () => {
  test("shows every part of the article, server-rendered", async ({ page, request }) => {
    const post = withRelated;
    const path = `/blog/${post.slug}`;
    await visit(page, path);
    const article = page.getByTestId("post");
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(article.getByRole("link", { name: post.category, exact: true })).toHaveAttribute(
      "href",
      `/blog?category=${encodeURIComponent(post.category)}`,
    );
    await expect(article.locator("header")).toContainText(`By ${post.author}`);
    await expect(article.locator("time").first()).toHaveText(longDate(post.publishedDate));
    await expect(article.getByText(/^\d+ min read$/)).toBeVisible();
    // A seed post has no uploaded picture: its category's illustration stands beside the title,
    // not its title card (which only the shared link shows).
    await expect(article.locator("header").getByTestId("category-cover")).toBeVisible();
    await expect(article.locator(`img[src="${post.featuredImage}"]`)).toHaveCount(0);
    const body = page.getByTestId("post-body");
    await expect(body).toHaveClass(/prose-body/);
    expect(await body.locator("h2").count()).toBeGreaterThan(0);
    await expect(body.locator("script, style, iframe, [onerror], [onclick]")).toHaveCount(0);

    // Consultation, Back to Blog.
    await expect(page.getByRole("link", { name: "Schedule a Free Consultation" })).toHaveAttribute("href", "/contact#inquiry");
    await expect(page.getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");

    // Metadata: canonical, og:type article with the featured image, description, keywords, JSON-LD.
    const url = new URL(path, page.url()).toString();
    await expect(page.locator('link[rel="canonical"]')).toHaveAttribute("href", url);
    await expect(page.locator('meta[property="og:type"]')).toHaveAttribute("content", "article");
    await expect(page.locator('meta[property="og:image"]').first()).toHaveAttribute("content", new RegExp(`${post.featuredImage.replace(/[.]/g, "\\.")}$`));
    await expect(page.locator('meta[name="description"]')).toHaveAttribute("content", post.metaDescription);
    await expect(page.locator('meta[name="keywords"]')).toHaveAttribute("content", /.+/);
    const ld = await page.locator('script[type="application/ld+json"]').allTextContents();
    const posting = ld.map((t) => JSON.parse(t)).find((d) => d["@type"] === "BlogPosting");
    expect(posting).toMatchObject({ headline: post.title, author: { name: post.author }, articleSection: post.category });

    // Without JavaScript the article is in the HTML, in place: not the loading fallback, and not
    // a hidden streamed chunk after the footer that only a script would move into view.
    const html = await (await request.get(path)).text();
    expect(html).toContain(post.excerpt.replace(/&/g, "&amp;").replace(/'/g, "&#x27;").slice(0, 40));
    expect(html).toContain('class="prose-body');
    expect(html).not.toContain(LOADING);
    expect(html.indexOf('data-testid="post"')).toBeGreaterThan(-1);
    expect(html.indexOf('data-testid="post"')).toBeLessThan(html.indexOf("<footer"));
  });

  test("a click from the blog opens the article, with no loading stage; without JavaScript it is simply there", async ({ page, browser }) => {
    const post = publicPosts[0];
    await visit(page, "/blog");
    await page
      .getByTestId("featured-post")
      .getByRole("link", { name: /^Read Article/ })
      .click();
    await expect(page).toHaveURL(new RegExp(`/blog/${post.slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(page.getByText(LOADING)).toHaveCount(0);

    const noScript = await browser.newContext({ javaScriptEnabled: false, baseURL: test.info().project.use.baseURL });
    const reader = await noScript.newPage();
    await reader.goto(`/blog/${post.slug}`);
    await expect(reader.getByRole("heading", { level: 1 })).toHaveText(post.title);
    await expect(reader.getByTestId("post-body")).toBeVisible();
    await expect(reader.getByText(LOADING)).toHaveCount(0);
    await noScript.close();
  });

  test("share links carry the encoded title and page URL", async ({ page }) => {
    const post = withRelated;
    await visit(page, `/blog/${post.slug}`);
    const url = new URL(`/blog/${post.slug}`, page.url()).toString();
    const share = page.getByTestId("share-links").getByRole("link");
    await expect(share).toHaveCount(3);
    const hrefs = await share.evaluateAll((as) => as.map((a) => a.getAttribute("href")!));
    expect(hrefs.map((h) => new URL(h).hostname)).toEqual(["x.com", "www.facebook.com", "www.linkedin.com"]);
    for (const h of hrefs) {
      expect(h).toContain(encodeURIComponent(url));
      expect(h).toContain(encodeURIComponent(post.title));
    }
    for (const a of await share.all()) await expect(a).toHaveAttribute("rel", "noopener noreferrer");
  });

  test("related posts: same category, newest first, at most three", async ({ page }) => {
    const post = withRelated;
    const expected = relatedOf(post.slug);
    await visit(page, `/blog/${post.slug}`);
    const cards = page.getByTestId("related-posts").getByTestId("post-card");
    await expect(cards).toHaveCount(expected.length);
    for (const [i, p] of expected.entries()) {
      await expect(cards.nth(i).getByRole("link", { name: p.title, exact: true })).toHaveAttribute("href", `/blog/${p.slug}`);
    }
    await cards.first().getByRole("link", { name: expected[0].title, exact: true }).click();
    await expect(page).toHaveURL(new RegExp(`/blog/${expected[0].slug}$`));
    await expect(page.getByRole("heading", { level: 1 })).toHaveText(expected[0].title);
  });

  test("an unknown slug and a draft show Post Not Found with 404 and noindex", async ({ page }) => {
    const slugs = ["no-such-article", ...hiddenPosts.map((p) => p.slug)];
    expect(hiddenPosts.length).toBeGreaterThan(0);
    for (const slug of slugs) {
      await visit(page, `/blog/${slug}`, 404);
      await expect(page.getByRole("heading", { level: 1, name: "Post Not Found" })).toBeVisible();
      await expect(page.getByText("The blog post you're looking for doesn't exist.")).toBeVisible();
      await expect(page.getByTestId("post-not-found").getByRole("link", { name: "Back to Blog" })).toHaveAttribute("href", "/blog");
      await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
    }
    for (const p of hiddenPosts) await expect(page.getByText(p.title)).toHaveCount(0);
  });
});

test.describe("feed, sitemap and search", () => {
  test("search finds the SEO service page and blog posts, with highlighted snippets", async ({ page }) => {
    await visit(page, "/search?q=seo");
    await expect(page.locator('meta[name="robots"]').first()).toHaveAttribute("content", /noindex/);
    await expect(page.getByLabel("Search terms")).toHaveValue("seo");
    const results = page.getByTestId("search-result");
    expect(await results.count()).toBeGreaterThan(1);
    const hrefs = await results
      .getByRole("heading")
      .getByRole("link")
      .evaluateAll((as) => as.map((a) => a.getAttribute("href")));
    expect(hrefs).toContain("/services/seo");
    expect(hrefs.some((h) => h?.startsWith("/blog/"))).toBe(true);
    for (const p of hiddenPosts) expect(hrefs).not.toContain(`/blog/${p.slug}`);
    expect(await page.getByTestId("search-snippet").locator("mark").count()).toBeGreaterThan(0);
  });

  test("the search box submits, and the empty states read well", async ({ page }) => {
    await visit(page, "/search");
    await expect(page.getByRole("heading", { level: 1 })).toBeVisible();
    await expect(page.getByRole("navigation", { name: "Popular pages" })).toBeVisible();
    await page.getByLabel("Search terms").fill("website leasing");
    await page.getByRole("button", { name: "Search" }).click();
    await expect(page).toHaveURL(/\/search\?q=website(\+|%20)leasing$/);
    await expect(page.getByTestId("search-result").first()).toBeVisible();
    await visit(page, "/search?q=zzqxjvnotaword");
    await expect(page.getByTestId("search-empty")).toBeVisible();
  });

  test("the query is shown escaped, never executed", async ({ page, request }) => {
    const hostile = `<script>alert("x")</script><img src=x onerror=alert(1)>`;
    let dialog = false;
    page.on("dialog", async (d) => {
      dialog = true;
      await d.dismiss();
    });
    await visit(page, `/search?q=${encodeURIComponent(hostile)}`);
    await expect(page.getByTestId("search-query")).toHaveText(hostile);
    await expect(page.getByLabel("Search terms")).toHaveValue(hostile);
    await expect(page.locator("main img[src=x]")).toHaveCount(0);
    expect(dialog).toBe(false);
    const html = await (await request.get(`/search?q=${encodeURIComponent(hostile)}`)).text();
    expect(html).not.toContain(hostile);
    expect(html).not.toContain("<img src=x onerror");
  });
});
