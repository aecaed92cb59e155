/**
 * A blog post while the database is down. What /blog/<slug> answers is decided by
 * loadPostPage (src/server/blog/post-page.ts) before the page renders: a post; Post Not Found
 * with 404; on a fault, the same view with its "briefly unavailable" line, 503, Retry-After,
 * no-store and noindex, the error logged and never shown. The production server's suite sends the
 * same through HTTP (tests/system/blog-outage.test.ts).
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import { robotsFor } from "@/routes";
import { createElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { useDatabase } from "../support/db";
import { closeDb } from "@/server/db/client";
import { logger } from "@/server/log";
import { seedBlogPosts } from "@/server/blog/seed";
import { loadPostPage, RETRY_AFTER_SECONDS } from "@/server/blog/post-page";
import { postPage } from "@/content/blog";
import { PostNotFound } from "@/components/blog/PostNotFound";
import { testPost } from "./blog-fixtures";

/** Points the app at a PostgreSQL server that is not there: every query fails, as in an outage. */
async function takeDatabaseDown() {
  await closeDb();
  process.env.DATABASE_URL = "postgres://nobody@127.0.0.1:1/gone";
}

describe("a blog post during a database outage", () => {
  afterAll(async () => {
    await closeDb();
    delete process.env.DATABASE_URL;
  });

  it("keeps the 404 for an unknown slug while the database answers", async () => {
    await useDatabase();
    await seedBlogPosts([testPost("still-here")]);
    const found = await loadPostPage("still-here");
    expect([found.status, found.post?.slug]).toEqual([200, "still-here"]);
    const unknown = await loadPostPage("no-such-post");
    expect([unknown.status, unknown.post, unknown.unavailable, unknown.seo.title]).toEqual([404, null, false, postPage.notFound.title]);
  });

  it("answers 503 with Retry-After and shows the Post Not Found view, with nothing of the error", async () => {
    await takeDatabaseDown();
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    try {
      const page = await loadPostPage("still-here");
      expect(page.status).toBe(503);
      expect(page.headers).toEqual({ "Retry-After": String(RETRY_AFTER_SECONDS), "Cache-Control": "no-store", "X-Robots-Tag": "noindex" });
      expect(JSON.stringify(page)).not.toMatch(/ECONNREFUSED|127\.0\.0\.1:1|nobody/);
      expect(logged).toHaveBeenCalled();

      // The view the page then shows: Post Not Found with the unavailable line.
      expect(page.unavailable).toBe(true);
      const html = renderToStaticMarkup(createElement(PostNotFound, { unavailable: page.unavailable }));
      expect(html).toMatch(new RegExp(`<h1[^>]*>${postPage.notFound.title}</h1>`));
      expect(html).toContain(postPage.notFound.description.replace(/'/g, "&#x27;"));
      expect(html).toContain(postPage.unavailable.detail);
      expect(html).toMatch(/<a [^>]*href="\/blog"/);
      expect(html).not.toMatch(/ECONNREFUSED|Error|stack/i);

      // And its status keeps it out of search engines (src/routes.ts: robotsFor).
      expect([page.seo.title, robotsFor(page.seo.path, page.status)]).toEqual([postPage.notFound.title, "noindex, nofollow"]);
    } finally {
      logged.mockRestore();
      await closeDb();
      delete process.env.DATABASE_URL;
    }
  });
});
