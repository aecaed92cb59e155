/**
 * Site search on a blog of more posts than a search lists (MAX_RESULTS) or checks one by one
 * (NEWEST_WINDOW): what it lists when a word is in every post, in one in five or in one old post,
 * and the plans its queries get (decision 0051).
 */
import { beforeAll, describe, expect, it } from "vitest";
import { sql } from "drizzle-orm";
import { lockingBackends, useDatabase } from "../support/db";
import { insertManyPosts, planOf } from "../support/many-posts";
import { indexedMatches, NEWEST_WINDOW, searchSite, windowMatches, type SearchPage } from "@/server/blog/search";
import { MAX_RESULT_PAGES, MAX_RESULTS } from "@/lib/search-query";
import type { Db } from "@/server/db/client";

/** Post g is g hours old: 1 the newest. */
const POSTS = 1200;
/** "website" in every post, "zoom" in one in five, "launch" in all but the oldest hundred, "zanzibar" in one old post. */
const ZANZIBAR_POST = 1150;

const note = (g: number) => `/blog/note-${g}`;
const numberOf = (path: string) => Number(path.replace("/blog/note-", ""));

/** Every result of a search, page by page. */
async function allResults(q: string) {
  const first = await searchSite(q);
  const pages: SearchPage[] = [first];
  for (let p = 2; p <= first.pageCount; p++) pages.push(await searchSite(q, { page: p }));
  return { first, paths: pages.flatMap((p) => p.results.map((r) => r.path)) };
}

describe.each(lockingBackends)("site search over many posts on %s", (backend) => {
  let db: Db;

  beforeAll(async () => {
    db = await useDatabase(backend);
    await insertManyPosts(db, POSTS, {
      title: sql`case when g % 100 = 1 then 'Website checklist ' || g else 'Field note ' || g end`,
      content: sql`'<p>Every website needs care' || case when g <= 1100 then ' after launch' else '' end || ', note ' || g || '.'
        || case when g % 5 = 0 then ' We zoom in on the details.' else '' end
        || case when g = ${ZANZIBAR_POST} then ' A note on zanzibar tiles.' else '' end || '</p>'`,
    });
  });

  it("lists the best matches among the newest when a word is in every post, and says more match", async () => {
    const { first, paths } = await allResults("website");
    expect(first).toMatchObject({ total: MAX_RESULTS, capped: true, page: 1, pageCount: MAX_RESULT_PAGES, from: 1, to: 10 });
    // The newest posts with the word in their title come first; older ones are past the newest MAX_RESULTS + 1.
    expect(first.results.slice(0, 3).map((r) => r.path)).toEqual([note(1), note(101), note(201)]);
    expect(paths).toHaveLength(MAX_RESULTS);
    expect(new Set(paths).size).toBe(MAX_RESULTS);
    expect(Math.max(...paths.map(numberOf))).toBeLessThanOrEqual(MAX_RESULTS + 1);
    expect(first.results[0].snippet.some((p) => p.hit && p.text === "website")).toBe(true);
  });

  it("shows the last of the listed pages for a page past it", async () => {
    expect(await searchSite("website", { page: MAX_RESULT_PAGES + 5 })).toMatchObject({ page: MAX_RESULT_PAGES, pastEnd: true, from: 191, to: 200 });
  });

  it("finds the newest matches through the index when the newest posts hold too few", async () => {
    // One post in five: fewer than MAX_RESULTS + 1 among the newest NEWEST_WINDOW.
    expect(NEWEST_WINDOW / 5).toBeLessThan(MAX_RESULTS + 1);
    const { first, paths } = await allResults("zoom");
    expect(first).toMatchObject({ total: MAX_RESULTS, capped: true });
    expect(paths.every((p) => numberOf(p) % 5 === 0)).toBe(true);
    // The newest MAX_RESULTS + 1 of them are posts 5 to 1005.
    expect(Math.max(...paths.map(numberOf))).toBeLessThanOrEqual(5 * (MAX_RESULTS + 1));
  });

  it("finds a word in one old post, past the newest it checks one by one", async () => {
    expect(ZANZIBAR_POST).toBeGreaterThan(NEWEST_WINDOW);
    const found = await searchSite("zanzibar");
    expect(found).toMatchObject({ total: 1, capped: false, pageCount: 1 });
    expect(found.results.map((r) => r.path)).toEqual([note(ZANZIBAR_POST)]);
  });

  it("looks for exclusions alone among the newest posts only, never through the whole index", async () => {
    // Only posts older than the newest NEWEST_WINDOW lack "launch".
    expect(await searchSite("-launch")).toMatchObject({ results: [], total: 0 });
  });

  it("takes the GIN index for the index query and the date index for the window, with or without statistics", async () => {
    for (const analysed of [false, true]) {
      if (analysed) await db.execute(sql`analyze blog_posts`);
      for (const q of ["website", "zanzibar"]) {
        const indexed = await planOf(db, indexedMatches(q));
        expect(indexed, `${q}, analysed: ${analysed}`).toContain("Bitmap Index Scan on blog_posts_search_idx");
        expect(indexed).not.toMatch(/Seq Scan on blog_posts|Index Scan( Backward)? using blog_posts_(published|public_order)_idx/);
        // The newest posts along a date index (the public list's or the published flag's; at this size, without statistics, all of them
        // in a bitmap and sorted; at 20,000 posts, an index scan backward either way).
        const window = await planOf(db, windowMatches(q));
        expect(window, `${q}, analysed: ${analysed}`).toMatch(/blog_posts_(published|public_order)_idx/);
        expect(window).not.toMatch(/Seq Scan on blog_posts|blog_posts_search_idx/);
      }
    }
  });

  it("keeps the posts' search index without a pending list", async () => {
    const result = (await db.execute(sql`select reloptions::text as options from pg_class where relname = 'blog_posts_search_idx'`)) as unknown as {
      rows: { options: string }[];
    };
    expect(result.rows[0].options).toContain("fastupdate=off");
  });
});
