/**
 * /blog a page at a time (src/server/blog/queries.ts getPostListPage), on the project's own
 * seed posts and then on a blog large enough for several pages of every kind; and the counts the
 * pages and the sidebar read, kept on write (drizzle/0011_list_counts.sql). The sitemap:
 * tests/integration/sitemap.test.ts.
 */
import { beforeAll, beforeEach, describe, expect, it } from "vitest";
import { eq, inArray } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import { blogPosts } from "@/server/db/schema";
import { BLOG_FIRST_PAGE, BLOG_PER_PAGE, getCategoryCounts, getLatestPosts, getPostListPage } from "@/server/blog/queries";
import { seedBlogPosts } from "@/server/blog/seed";
import { seedPosts } from "@/content/blog-posts";
import { isoDaysFromNow, testPost } from "./blog-fixtures";

/** Every page of the list, from page 1 until the last, as the pager would walk it. */
async function walk(category?: Parameters<typeof getPostListPage>[1]) {
  const pages = [await getPostListPage(1, category)];
  while (pages[pages.length - 1].page < pages[0].pageCount) pages.push(await getPostListPage(pages.length + 1, category));
  return pages;
}

describe("the blog's pages, on the seed posts", () => {
  beforeAll(async () => {
    await useDatabase();
    await seedBlogPosts(seedPosts);
  });

  it("reach every public post exactly once, newest first, and no draft or future post", async () => {
    const published = await getLatestPosts(1000);
    expect(published.length).toBeGreaterThan(BLOG_FIRST_PAGE);
    const pages = await walk();
    expect(pages[0].posts).toHaveLength(BLOG_FIRST_PAGE);
    expect(pages.length).toBe(pages[0].pageCount);
    expect(pages.flatMap((p) => p.posts.map((post) => post.slug))).toEqual(published.map((p) => p.slug));
    for (const draft of seedPosts.filter((p) => !p.published)) expect(pages.flatMap((p) => p.posts.map((post) => post.slug))).not.toContain(draft.slug);
  });
});

describe("the blog's pages, on a larger blog", () => {
  // 7 on the first page, then 8 a page: 24 public posts make pages of 7, 8, 8 and 1.
  const total = 24;
  const slugs = Array.from({ length: total }, (_, i) => `paged-post-${String(i + 1).padStart(2, "0")}`);

  beforeAll(async () => {
    await useDatabase();
    await seedBlogPosts([
      // Day i+1 of 2024: the last slug is the newest.
      ...slugs.map((slug, i) =>
        testPost(slug, { publishedDate: new Date(Date.UTC(2024, 0, i + 1, 12)).toISOString(), category: i % 3 === 0 ? "Digital Marketing" : "Web Design" }),
      ),
      testPost("paged-draft", { published: false }),
      testPost("paged-future", { publishedDate: isoDaysFromNow(5) }),
    ]);
  });

  it("holds the featured article and six more first, then eight a page", async () => {
    const pages = await walk();
    expect(pages.map((p) => p.posts.length)).toEqual([BLOG_FIRST_PAGE, BLOG_PER_PAGE, BLOG_PER_PAGE, 1]);
    expect(pages.map((p) => [p.from, p.to])).toEqual([
      [1, 7],
      [8, 15],
      [16, 23],
      [24, 24],
    ]);
    expect(pages.flatMap((p) => p.posts.map((post) => post.slug))).toEqual([...slugs].reverse());
  });

  it("pages one category eight at a time", async () => {
    const marketing = slugs.filter((_, i) => i % 3 === 0).reverse();
    const pages = await walk("Digital Marketing");
    expect(pages.map((p) => p.posts.length)).toEqual([8]);
    expect(pages[0].posts.map((p) => p.slug)).toEqual(marketing);
    const web = await walk("Web Design");
    expect(web.map((p) => p.posts.length)).toEqual([8, 8]);
    expect(web.flatMap((p) => p.posts.map((post) => post.slug))).toEqual(slugs.filter((_, i) => i % 3 !== 0).reverse());
  });

  it("says when a page is past the last one, and shows no posts for it", async () => {
    expect(await getPostListPage(5)).toMatchObject({ pastEnd: true, page: 4, pageCount: 4, posts: [] });
    expect(await getPostListPage(3, "Web Design")).toMatchObject({ pastEnd: true, pageCount: 2, posts: [] });
    expect(await getPostListPage(2, "E-commerce")).toMatchObject({ pastEnd: true, pageCount: 1, total: 0, posts: [] });
    expect(await getPostListPage(1, "E-commerce")).toMatchObject({ pastEnd: false, pageCount: 1, total: 0, posts: [] });
  });
});

describe.each(lockingBackends)("the blog's counts and its far pages on %s", (backend) => {
  let db: Db;
  beforeEach(async () => {
    db = await useDatabase(backend);
  });

  const counts = async () => Object.fromEntries((await getCategoryCounts()).filter((c) => c.count > 0).map((c) => [c.category, c.count]));

  it("count a post scheduled for later once its time has come, and follow a post's category, publication and deletion", async () => {
    await seedBlogPosts([
      ...["a", "b", "c"].map((x) => testPost(`counted-${x}`)),
      testPost("counted-later", { publishedDate: isoDaysFromNow(3) }),
      testPost("counted-draft", { published: false }),
    ]);
    expect(await counts()).toEqual({ "Web Design": 3 });
    await db
      .update(blogPosts)
      .set({ publishedDate: new Date(Date.now() - 60_000) })
      .where(eq(blogPosts.slug, "counted-later"));
    await db.update(blogPosts).set({ category: "Digital Marketing" }).where(eq(blogPosts.slug, "counted-a"));
    await db.update(blogPosts).set({ published: false }).where(eq(blogPosts.slug, "counted-b"));
    await db.update(blogPosts).set({ published: true }).where(eq(blogPosts.slug, "counted-draft"));
    await db.delete(blogPosts).where(inArray(blogPosts.slug, ["counted-c"]));
    expect(await counts()).toEqual({ "Web Design": 2, "Digital Marketing": 1 });
    expect((await getPostListPage(1)).total).toBe(3);
  });

  it("hold the same posts whichever end of the list a page is found from", async () => {
    // 40 posts: pages of 7, 8, 8, 8, 8 and 1; the later ones are found from the oldest end.
    await seedBlogPosts(
      range(40).map((i) =>
        testPost(`far-${i}`, { publishedDate: new Date(Date.UTC(2024, 0, 1 + i, 12)).toISOString(), category: i % 2 ? "Web Design" : "Business Strategy" }),
      ),
    );
    const published = (await getLatestPosts(1000)).map((p) => p.slug);
    const pages = await walk();
    expect(pages.map((p) => p.posts.length)).toEqual([7, 8, 8, 8, 8, 1]);
    expect(pages.flatMap((p) => p.posts.map((post) => post.slug))).toEqual(published);
    const web = await walk("Web Design");
    expect(web.flatMap((p) => p.posts.map((post) => post.slug))).toEqual(published.filter((slug) => Number(slug.slice(4)) % 2));
  });
});

function range(n: number): number[] {
  return Array.from({ length: n }, (_, i) => i);
}
