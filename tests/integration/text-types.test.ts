/** The feeds and crawler files the server renders name their charset (static files: tests/unit/static-files.test.ts). */
import type { APIContext } from "astro";
import { beforeAll, describe, expect, it } from "vitest";
import { useDatabase } from "../support/db";
import { seedBlogPosts } from "@/server/blog/seed";
import { seedPosts } from "@/content/blog-posts";
import { GET as rss } from "@/pages/blog/rss.xml";
import { GET as robots } from "@/pages/robots.txt";
import { GET as sitemap } from "@/pages/sitemap.xml";

const typeOf = async (route: typeof rss) => (await route({} as APIContext))!.headers.get("content-type");

describe("the charset of rendered feeds", () => {
  beforeAll(async () => {
    await useDatabase();
    await seedBlogPosts(seedPosts);
  });

  it("is named by the sitemap, the RSS feed and robots.txt", async () => {
    expect([await typeOf(sitemap), await typeOf(rss), await typeOf(robots)]).toEqual([
      "application/xml; charset=utf-8",
      "application/rss+xml; charset=utf-8",
      "text/plain; charset=utf-8",
    ]);
  });
});
