import type { Page } from "@playwright/test";
import { expect, test, visit } from "./fixtures";
import { seedPosts } from "../../src/content/blog-posts";

/**
 * The details that make the site look finished at both widths: the phone's contact options
 * cover nothing, the header reaches the blog and the contact page, blog covers are pictures,
 * headings read as words. One behaviour per test.
 */
const publicPosts = seedPosts
  .filter((p) => p.published && new Date(`${p.publishedDate.slice(0, 10)}T12:00:00Z`) <= new Date())
  .sort((a, b) => b.publishedDate.localeCompare(a.publishedDate));
const relatedCount = (slug: string) => {
  const post = publicPosts.find((p) => p.slug === slug)!;
  return Math.min(3, publicPosts.filter((p) => p.category === post.category && p.slug !== slug).length);
};

/** Every visible element fixed on the screen other than the header: what could lie over the text being read. */
const fixedBesideHeader = (page: Page) =>
  page.evaluate(() =>
    [...document.querySelectorAll("body *")]
      .filter((e) => getComputedStyle(e).position === "fixed" && e.checkVisibility() && e.getBoundingClientRect().height > 0)
      .filter((e) => !e.closest("[data-site-header]"))
      .map((e) => e.outerHTML.slice(0, 80)),
  );

test.describe("site finish", { tag: "@widths" }, () => {
  test("on a phone nothing floats over the text: tap-to-call is in the header, the contact bar ends the page", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone layout only");
    await visit(page, "/about");
    // Nothing fixed on the page but the header: the text being read is never under a button.
    expect(await fixedBesideHeader(page)).toEqual([]);
    await expect(page.locator("header").getByRole("link", { name: "Call us at (404) 555-0142" })).toHaveAttribute("href", "tel:+14045550142");
    const bar = page.getByTestId("contact-bar");
    await expect(bar.getByRole("link", { name: "Call (404) 555-0142" })).toHaveAttribute("href", "tel:+14045550142");
    await expect(bar.getByRole("link", { name: "Text (404) 555-0142" })).toHaveAttribute("href", "sms:+14045550142");
  });

  test("below 1440 px nothing floats over the text at any width: the contact bar ends the page", async ({ page, isMobile }) => {
    test.skip(isMobile, "the phone is the test above");
    for (const width of [640, 1024, 1280, 1439]) {
      await page.setViewportSize({ width, height: 800 });
      await visit(page, "/privacy-policy");
      expect(await fixedBesideHeader(page), `at ${width} px`).toEqual([]);
      await expect(page.getByTestId("contact-bar").getByRole("link", { name: "Call (404) 555-0142" })).toBeVisible();
    }
  });

  test("from 1440 px the contact button sits in the page's margin, beside the text column", async ({ page, isMobile }) => {
    test.skip(isMobile, "wide screens only");
    for (const width of [1440, 1920]) {
      await page.setViewportSize({ width, height: 900 });
      await visit(page, "/privacy-policy");
      const button = (await page.getByRole("button", { name: "Contact us" }).boundingBox())!;
      const column = (await page.locator("footer .container-page").first().boundingBox())!;
      expect(button.x, `at ${width} px`).toBeGreaterThanOrEqual(column.x + column.width);
    }
  });

  test("the header reaches the blog and the contact page, on a phone through the menu", async ({ page, isMobile }) => {
    test.slow();
    await visit(page, "/");
    if (isMobile) await page.getByRole("button", { name: "Open menu" }).click();
    const nav = page.getByRole("navigation", { name: isMobile ? "Mobile" : "Main" });
    await expect(nav.getByRole("link", { name: "Blog", exact: true })).toHaveAttribute("href", "/blog");
    await expect(nav.getByRole("link", { name: "Contact", exact: true })).toHaveAttribute("href", "/contact");
  });

  test("the open phone menu dims the page behind it, below the header", async ({ page, isMobile }) => {
    test.skip(!isMobile, "phone layout only");
    await visit(page, "/");
    await page.getByRole("button", { name: "Open menu" }).click();
    const backdrop = await page.getByRole("navigation", { name: "Mobile" }).evaluate((menu) => {
      const style = getComputedStyle(menu, "::backdrop");
      return { color: style.backgroundColor, top: style.top };
    });
    expect(backdrop.color).not.toBe("rgba(0, 0, 0, 0)");
    expect(backdrop.top).toBe("64px");
  });

  test("blog cards show the category's illustration, not the title card, and labels fit their pills", async ({ page }) => {
    await visit(page, "/blog");
    const covers = page.locator('[data-testid="featured-post"], [data-testid="post-card"]');
    const count = await covers.count();
    expect(count).toBeGreaterThan(1);
    await expect(page.locator('[data-testid="featured-post"] img[src^="/blog/"], [data-testid="post-card"] img[src^="/blog/"]')).toHaveCount(0);
    await expect(covers.getByTestId("category-cover")).toHaveCount(count);
    const overflowing = await page
      .locator('[data-testid="featured-post"] a[href^="/blog?category="], [data-testid="post-card"] a[href^="/blog?category="]')
      .evaluateAll((pills) => pills.filter((p) => p.scrollWidth > p.clientWidth + 1 || p.scrollHeight > p.clientHeight + 1).map((p) => p.textContent));
    expect(overflowing).toEqual([]);
  });

  test("the featured card's cover fills its half, with no bands above or below", async ({ page, isMobile }) => {
    test.skip(isMobile, "the two halves sit side by side from the lg width");
    await visit(page, "/blog");
    const featured = page.getByTestId("featured-post");
    const [card, cover] = await Promise.all([featured.boundingBox(), featured.getByTestId("category-cover").boundingBox()]);
    expect(Math.abs(card!.height - cover!.height)).toBeLessThanOrEqual(2);
  });

  for (const n of [1, 2, 3]) {
    const post = publicPosts.find((p) => relatedCount(p.slug) === n);
    test(`"Related articles" lays out ${n} post${n > 1 ? "s" : ""} without empty columns`, async ({ page, isMobile }) => {
      test.skip(!post, `no seed post with ${n} related`);
      test.skip(isMobile, "one column on a phone");
      await visit(page, `/blog/${post!.slug}`);
      const list = page.getByTestId("related-list");
      const cards = await list.getByTestId("post-card").count();
      // Tracks with a width: auto-fit keeps the empty ones at 0 px.
      const columns = await list.evaluate(
        (ul) =>
          getComputedStyle(ul)
            .gridTemplateColumns.split(" ")
            .filter((t) => t !== "0px").length,
      );
      expect(columns).toBe(cards);
      // Centred: as much room on either side.
      const box = (await list.getByTestId("post-card").first().boundingBox())!;
      const last = (await list.getByTestId("post-card").last().boundingBox())!;
      const viewport = page.viewportSize()!.width;
      expect(Math.abs(box.x - (viewport - (last.x + last.width)))).toBeLessThanOrEqual(20);
    });
  }

  test("headings balance their lines and read as words when copied", async ({ page }) => {
    test.slow();
    for (const path of ["/", "/portfolio", "/blog"]) {
      await visit(page, path);
      const headings = await page.locator("main :is(h1, h2, h3)").evaluateAll((hs) =>
        hs
          .filter((h) => h.checkVisibility())
          .map((h) => ({
            wrap: getComputedStyle(h).textWrapStyle,
            // What a copy or a reader without styles gets, against what is shown.
            copied: (h.textContent ?? "").replace(/\s+/g, " ").trim().toLowerCase(),
            shown: (h as HTMLElement).innerText.replace(/\s+/g, " ").trim().toLowerCase(),
          })),
      );
      expect(headings.length).toBeGreaterThan(0);
      for (const h of headings) {
        expect(h.wrap, h.shown).toBe("balance");
        expect(h.copied, path).toBe(h.shown);
      }
    }
  });
});
