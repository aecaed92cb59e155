import { beforeAll, describe, expect, it } from "vitest";
import { eq } from "drizzle-orm";
import { useDatabase } from "../support/db";
import { blogPosts } from "@/server/db/schema";
import type { Db } from "@/server/db/client";
import { getCategoryCounts, getLatestPosts, getPublishedPostBySlug, getRelatedPosts } from "@/server/blog/queries";
import { seedBlogPosts } from "@/server/blog/seed";
import { BLOG_CATEGORIES } from "@/content/blog-posts/types";
import { isoDaysFromNow, testPost } from "./blog-fixtures";

describe("blog queries", () => {
  let db: Db;

  beforeAll(async () => {
    db = await useDatabase();
    await seedBlogPosts([
      testPost("web-oldest", { publishedDate: "2024-03-01" }),
      testPost("web-old", { publishedDate: "2024-06-01" }),
      testPost("web-mid", { publishedDate: "2024-09-01" }),
      testPost("web-new", { publishedDate: "2024-12-01" }),
      testPost("web-newest", { publishedDate: "2025-01-10" }),
      testPost("web-draft", { publishedDate: "2025-01-12", published: false }),
      testPost("web-future", { publishedDate: isoDaysFromNow(3) }),
      testPost("seo-basics", { category: "Digital Marketing", publishedDate: "2024-11-11" }),
      testPost("shop-launch", { category: "E-commerce", publishedDate: "2024-10-10" }),
      testPost("shop-draft", { category: "E-commerce", published: false }),
    ]);
  });

  it("finds a published post by slug, and not a draft, a future post or an unknown slug", async () => {
    const post = await getPublishedPostBySlug("web-mid");
    expect(post?.title).toBe("Title of web-mid");
    expect(post?.content).toContain("<h2>About web-mid</h2>");
    expect(await getPublishedPostBySlug("web-draft")).toBeNull();
    expect(await getPublishedPostBySlug("web-future")).toBeNull();
    expect(await getPublishedPostBySlug("no-such-post")).toBeNull();
    expect(await getPublishedPostBySlug("../etc/passwd")).toBeNull();
  });

  it("lists the latest public posts newest first, without drafts or future posts", async () => {
    const latest = await getLatestPosts(7);
    expect(latest.map((p) => p.slug)).toEqual(["web-newest", "web-new", "seo-basics", "shop-launch", "web-mid", "web-old", "web-oldest"]);
    expect((await getLatestPosts(3)).length).toBe(3);
    const all = await getLatestPosts(1000);
    expect(all.map((p) => p.slug)).not.toContain("web-draft");
    expect(all.map((p) => p.slug)).not.toContain("web-future");
    expect(all).toHaveLength(7);
  });

  it("a future post appears once its time has come", async () => {
    await db
      .update(blogPosts)
      .set({ publishedDate: new Date(Date.now() - 60_000) })
      .where(eq(blogPosts.slug, "web-future"));
    expect((await getPublishedPostBySlug("web-future"))?.slug).toBe("web-future");
    await db
      .update(blogPosts)
      .set({ publishedDate: new Date(Date.now() + 86_400_000) })
      .where(eq(blogPosts.slug, "web-future"));
    expect(await getPublishedPostBySlug("web-future")).toBeNull();
  });

  it("related posts: same category, not the post itself, newest first, at most three", async () => {
    const related = await getRelatedPosts({ slug: "web-mid", category: "Web Design" });
    expect(related.map((p) => p.slug)).toEqual(["web-newest", "web-new", "web-old"]);
    const fromNewest = await getRelatedPosts({ slug: "web-newest", category: "Web Design" });
    expect(fromNewest.map((p) => p.slug)).toEqual(["web-new", "web-mid", "web-old"]);
    expect(await getRelatedPosts({ slug: "seo-basics", category: "Digital Marketing" })).toEqual([]);
    expect(await getRelatedPosts({ slug: "shop-launch", category: "E-commerce" })).toEqual([]);
  });

  it("category counts cover every category, empty ones too, and count public posts only", async () => {
    const by = Object.fromEntries((await getCategoryCounts()).map((c) => [c.category, c.count]));
    const none = Object.fromEntries(BLOG_CATEGORIES.map((c) => [c, 0]));
    expect(by).toEqual({ ...none, "Web Design": 5, "Digital Marketing": 1, "E-commerce": 1 });
  });

  it("seeding is idempotent by slug, sanitises, and keeps console edits", async () => {
    expect(await seedBlogPosts([testPost("web-mid", { publishedDate: "2024-09-01" })])).toBe(0);
    const count = (await db.select({ id: blogPosts.id }).from(blogPosts)).length;
    expect(count).toBe(10);

    // A newer seed modified date updates the row (and the body is stored sanitised).
    const n = await seedBlogPosts([
      testPost("web-mid", {
        publishedDate: "2024-09-01",
        modifiedDate: "2024-09-05",
        content: `<p onclick="x()">Updated<script>alert(1)</script></p><a href="javascript:alert(1)">x</a>`,
      }),
    ]);
    expect(n).toBe(1);
    const [row] = await db.select().from(blogPosts).where(eq(blogPosts.slug, "web-mid"));
    expect(row.content).toBe("<p>Updated</p><a>x</a>");
    expect(row.readTime).toBe(1);

    // An edit made in the console (modified now) is not overwritten by the seed.
    await db.update(blogPosts).set({ title: "Edited in console", modifiedDate: new Date() }).where(eq(blogPosts.slug, "web-mid"));
    await seedBlogPosts([testPost("web-mid", { publishedDate: "2024-09-01", modifiedDate: "2024-09-06" })]);
    const [after] = await db.select().from(blogPosts).where(eq(blogPosts.slug, "web-mid"));
    expect(after.title).toBe("Edited in console");
  });
});
