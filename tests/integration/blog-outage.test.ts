/**
 * A blog post while the database is down: the proxy lets the page render and asks for status 503
 * with Retry-After; the page shows the Post Not Found view with the "briefly unavailable" line
 * (inside the site chrome: the post route's layout), never the error. With the database up, an
 * unknown slug still gets the 404 rewrite.
 */
import { afterAll, describe, expect, it, vi } from "vitest";
import { isValidElement, type ReactElement } from "react";
import { renderToStaticMarkup } from "react-dom/server";
import { NextRequest } from "next/server";
import { useDatabase } from "../support/db";
import { closeDb } from "@/server/db/client";
import { logger } from "@/server/log";
import { seedBlogPosts } from "@/server/blog/seed";
import { blogPostStatus, RETRY_AFTER_SECONDS } from "@/server/blog/proxy-status";
import { STATUS_OVERRIDE_HEADER } from "@/lib/status-override";
import { postPage } from "@/content/blog";
import { PostArticle } from "@app/(site)/blog/[slug]/PostArticle";
import { generateMetadata } from "@app/(site)/blog/[slug]/page";
import { PostNotFound } from "@app/(site)/blog/_components/PostNotFound";
import { testPost } from "./blog-fixtures";

// The page asks for a request before it reads the database; there is no Next.js request here.
vi.mock("next/server", async (importOriginal) => ({ ...(await importOriginal<typeof import("next/server")>()), connection: async () => undefined }));

const get = (path: string) => new NextRequest(new URL(path, "http://127.0.0.1:3000"));
const params = (slug: string) => ({ params: Promise.resolve({ slug }) });

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
    expect(await blogPostStatus(get("/blog/still-here"))).toBeNull();
    const unknown = await blogPostStatus(get("/blog/no-such-post"));
    expect(unknown?.headers.get("x-middleware-rewrite")).toMatch(/\/blog\/post-not-found$/);
    expect(unknown?.headers.get(STATUS_OVERRIDE_HEADER)).toBeNull();
  });

  it("answers 503 with Retry-After and shows the Post Not Found view, with nothing of the error", async () => {
    await takeDatabaseDown();
    const logged = vi.spyOn(logger, "error").mockImplementation(() => undefined);
    try {
      const res = await blogPostStatus(get("/blog/still-here"));
      expect(res).not.toBeNull();
      // The page renders (no rewrite, no body from the proxy) and the server sends it as 503.
      expect(res!.headers.get("x-middleware-next")).toBe("1");
      expect(res!.headers.get("x-middleware-rewrite")).toBeNull();
      expect(res!.headers.get(STATUS_OVERRIDE_HEADER)).toBe("503");
      expect(res!.headers.get("retry-after")).toBe(String(RETRY_AFTER_SECONDS));
      expect(res!.headers.get("cache-control")).toBe("no-store");
      expect(res!.headers.get("x-robots-tag")).toContain("noindex");
      expect(res!.body).toBeNull();
      expect(JSON.stringify([...res!.headers])).not.toMatch(/ECONNREFUSED|127\.0\.0\.1:1|nobody/);
      expect(logged).toHaveBeenCalled();

      // The page meets the same fault: the Post Not Found view with the unavailable line.
      const view = (await PostArticle(params("still-here"))) as ReactElement<{ unavailable?: boolean }>;
      expect(isValidElement(view)).toBe(true);
      expect(view.type).toBe(PostNotFound);
      expect(view.props.unavailable).toBe(true);
      const html = renderToStaticMarkup(view);
      expect(html).toMatch(new RegExp(`<h1[^>]*>${postPage.notFound.title}</h1>`));
      expect(html).toContain(postPage.notFound.description.replace(/'/g, "&#x27;"));
      expect(html).toContain(postPage.unavailable.detail);
      expect(html).toMatch(/<a [^>]*href="\/blog"/);
      expect(html).not.toMatch(/ECONNREFUSED|Error|stack/i);

      // And its metadata keeps it out of search engines.
      const meta = await generateMetadata(params("still-here") as never);
      expect(meta.title).toBe(postPage.notFound.title);
      expect(meta.robots).toMatchObject({ index: false });
    } finally {
      logged.mockRestore();
      await closeDb();
      delete process.env.DATABASE_URL;
    }
  });
});
