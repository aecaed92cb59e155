/**
 * The sitemap (src/pages/sitemap.xml.ts, src/pages/sitemap/[file].ts, src/server/blog/sitemap.ts):
 * an index of files, the pages in one and the public posts 50,000 a file, read as crawlers read
 * it, on the seed posts and on blogs past the 1,000 posts it once stopped at.
 */
import type { APIContext } from "astro";
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import type { Db } from "@/server/db/client";
import { seedBlogPosts } from "@/server/blog/seed";
import { SITEMAP_MAX_URLS } from "@/server/blog/sitemap";
import { seedPosts } from "@/content/blog-posts";
import { indexableRoutes } from "@/content/navigation";
import { absoluteUrl } from "@/lib/site-url";
import { GET as index } from "@/pages/sitemap.xml";
import { GET as file } from "@/pages/sitemap/[file]";

const call = async (route: typeof index, params: Record<string, string> = {}) => (await route({ params, locals: {} } as unknown as APIContext))!;

/** What a crawler finds: the index's entries, and every URL of every file it names (with its lastmod, when it has one). */
async function crawl() {
  const indexXml = await (await call(index)).text();
  const files = [...indexXml.matchAll(/<sitemap>\s*<loc>([^<]+)<\/loc>\s*(?:<lastmod>([^<]+)<\/lastmod>)?/g)].map((m) => ({
    path: new URL(m[1]).pathname,
    lastmod: m[2] ?? null,
  }));
  const urls: { file: string; loc: string; lastmod: string | null }[] = [];
  for (const f of files) {
    const body = await (await call(file, { file: f.path.replace("/sitemap/", "") })).text();
    for (const m of body.matchAll(/<url>\s*<loc>([^<]+)<\/loc>\s*(?:<lastmod>([^<]+)<\/lastmod>)?/g))
      urls.push({ file: f.path, loc: m[1], lastmod: m[2] ?? null });
  }
  return { files, urls };
}

/**
 * `count` public posts, their modified dates one minute apart in id order, plus a draft and a
 * post scheduled for tomorrow, by SQL (the search column fills itself).
 */
async function fillPosts(db: Db, count: number) {
  await db.execute(sql`
    INSERT INTO blog_posts (title, slug, excerpt, author, category, content, published, published_date, modified_date)
    SELECT 'Post ' || i, 'post-' || i, 'Excerpt.', 'Team', 'Web Design', '<p>Body.</p>', true,
           timestamptz '2024-01-01 00:00:00+00' + i * interval '1 minute', timestamptz '2025-01-01 00:00:00+00' + i * interval '1 minute'
    FROM generate_series(1, ${count}) AS i`);
  await db.execute(sql`
    INSERT INTO blog_posts (title, slug, excerpt, author, category, content, published, published_date)
    VALUES ('Draft', 'a-draft', 'Excerpt.', 'Team', 'Web Design', '<p>Body.</p>', false, now() - interval '1 day'),
           ('Tomorrow', 'tomorrow', 'Excerpt.', 'Team', 'Web Design', '<p>Body.</p>', true, now() + interval '1 day')`);
}

const modifiedOf = (i: number) => new Date(Date.UTC(2025, 0, 1) + i * 60_000).toISOString();
const postUrls = (count: number) => Array.from({ length: count }, (_, i) => absoluteUrl(`/blog/post-${i + 1}`));

describe.each(lockingBackends)("the sitemap on %s", (backend) => {
  let db: Db;

  describe("on the seed posts", () => {
    beforeAll(async () => {
      db = await useDatabase(backend);
      await seedBlogPosts(seedPosts);
    });

    it("lists every indexable route and every public post, and nothing else", async () => {
      const { urls } = await crawl();
      const published = (await db.execute(sql`SELECT slug FROM blog_posts WHERE published AND published_date <= now()`)) as unknown as {
        rows: { slug: string }[];
      };
      expect(urls.map((u) => u.loc).sort()).toEqual(
        [...indexableRoutes.map((p) => absoluteUrl(p)), ...published.rows.map((p) => absoluteUrl(`/blog/${p.slug}`))].sort(),
      );
    });

    it("is kept by shared caches five minutes, the index and its files alike", async () => {
      const answers = [await call(index), await call(file, { file: "pages.xml" }), await call(file, { file: "posts-1.xml" })];
      expect(answers.map((a) => [a.status, a.headers.get("content-type"), a.headers.get("cache-control")])).toEqual(
        answers.map(() => [200, "application/xml; charset=utf-8", "public, max-age=0, s-maxage=300"]),
      );
    });

    it("answers 404 for a file past the last and for a name it does not make", async () => {
      const statuses = await Promise.all(
        ["posts-2.xml", "posts-0.xml", "posts-1.xml.gz", "../sitemap.xml", "pages"].map(async (name) => (await call(file, { file: name })).status),
      );
      expect(statuses).toEqual([404, 404, 404, 404, 404]);
    });

    it("answers 503, never kept, while the database does not answer; the pages file still lists the pages", async () => {
      await db.execute(sql`ALTER TABLE blog_posts RENAME TO blog_posts_away`);
      try {
        const [indexAnswer, postsAnswer, pagesAnswer] = [await call(index), await call(file, { file: "posts-1.xml" }), await call(file, { file: "pages.xml" })];
        expect([indexAnswer.status, indexAnswer.headers.get("cache-control"), postsAnswer.status, pagesAnswer.status]).toEqual([503, "no-store", 503, 200]);
        expect(await pagesAnswer.text()).toContain(`<loc>${absoluteUrl("/services/seo")}</loc>`);
      } finally {
        await db.execute(sql`ALTER TABLE blog_posts_away RENAME TO blog_posts`);
      }
    });
  });

  describe("past the 1,000 posts it once stopped at", () => {
    beforeAll(async () => {
      db = await useDatabase(backend);
      await fillPosts(db, 1_999);
    });

    it("lists all 1,999 public posts, each dated by its last change, and no draft or future post", async () => {
      const { urls } = await crawl();
      const posts = urls.filter((u) => u.loc.includes("/blog/post-"));
      expect(posts.map((u) => u.loc)).toEqual(postUrls(1_999));
      expect(posts.every((u, i) => u.lastmod === modifiedOf(i + 1))).toBe(true);
      expect(urls.filter((u) => /a-draft|tomorrow/.test(u.loc))).toEqual([]);
    });

    it("dates each index entry by the newest change of what its file lists", async () => {
      const { files, urls } = await crawl();
      expect(files).toEqual([
        { path: "/sitemap/pages.xml", lastmod: modifiedOf(1_999) },
        { path: "/sitemap/posts-1.xml", lastmod: modifiedOf(1_999) },
      ]);
      expect(urls.find((u) => u.loc === absoluteUrl("/blog"))?.lastmod).toBe(modifiedOf(1_999));
    });
  });

  // The same queries on both databases; filled once, on the faster one (PostgreSQL when there is one):
  // 50,001 posts take the embedded database half a minute to index.
  describe.runIf(backend === lockingBackends.at(-1))(`past ${SITEMAP_MAX_URLS.toLocaleString("en-US")} posts`, () => {
    const count = SITEMAP_MAX_URLS + 1;
    beforeAll(async () => {
      db = await useDatabase(backend);
      await fillPosts(db, count);
    }, 180_000);

    it("puts the posts in files of at most 50,000, every one listed once, each file dated by its newest post", async () => {
      const { files, urls } = await crawl();
      const posts = urls.filter((u) => u.loc.includes("/blog/post-"));
      expect(files.slice(1)).toEqual([
        { path: "/sitemap/posts-1.xml", lastmod: modifiedOf(SITEMAP_MAX_URLS) },
        { path: "/sitemap/posts-2.xml", lastmod: modifiedOf(count) },
      ]);
      expect([posts.filter((u) => u.file.endsWith("-1.xml")).length, posts.filter((u) => u.file.endsWith("-2.xml")).length]).toEqual([SITEMAP_MAX_URLS, 1]);
      expect(posts.map((u) => u.loc)).toEqual(postUrls(count));
    });
  });
});
