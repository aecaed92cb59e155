import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { RESERVED_SLUGS, isReservedSlug } from "@/server/blog/reserved-slugs";
import { seedPosts } from "@/content/blog-posts";

/** The fixed routes under /blog: the route files in src/pages/blog other than [params] and the index. */
function fixedBlogRoutes(): string[] {
  const dir = path.resolve(__dirname, "../../src/pages/blog");
  return fs
    .readdirSync(dir, { withFileTypes: true })
    .filter((e) => e.isFile() && !e.name.startsWith("[") && !/^index\./.test(e.name))
    .map((e) => e.name.replace(/\.(astro|ts)$/, ""));
}

describe("reserved blog slugs", () => {
  it("cover every fixed route under /blog, so no post can shadow one", () => {
    const routes = fixedBlogRoutes();
    expect(routes).toEqual(expect.arrayContaining(["post-not-found", "rss.xml"]));
    for (const r of routes) expect(isReservedSlug(r), r).toBe(true);
    expect([...RESERVED_SLUGS].sort()).toEqual(routes.sort());
  });

  it("are not used by a seed post", () => {
    for (const p of seedPosts) expect(isReservedSlug(p.slug), p.slug).toBe(false);
  });
});
