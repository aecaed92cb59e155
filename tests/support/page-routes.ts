import fs from "node:fs";
import path from "node:path";
import { positions } from "../../src/content/careers";
import { seedPosts } from "../../src/content/blog-posts";

/**
 * Every page route of app, read from its page.tsx files, with the dynamic ones expanded from
 * the content that generates them. Used to check that each page is either in the sitemap or
 * marked noindex, so a new page cannot be forgotten.
 */
const appDir = path.resolve(__dirname, "../../app");

/** Route patterns such as "/careers/apply/[slug]": route groups "(site)" are not part of the URL. */
export function pageRoutePatterns(dir = appDir, prefix = ""): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    if (e.isFile() && e.name === "page.tsx") out.push(prefix || "/");
    if (!e.isDirectory() || e.name.startsWith("_")) continue;
    const segment = /^\(.*\)$/.test(e.name) ? "" : `/${e.name}`;
    out.push(...pageRoutePatterns(path.join(dir, e.name), prefix + segment));
  }
  return out.sort();
}

export type ConcreteRoute = {
  path: string;
  pattern: string;
  /** Blog posts: listed in the sitemap from the database, not from src/content/navigation.ts. */
  fromDatabase?: boolean;
};

/** How each dynamic route is expanded; a new dynamic route must be added here, or the check fails. */
const expansions: Record<string, () => ConcreteRoute[]> = {
  "/careers/apply/[slug]": () => positions.map((p) => ({ path: `/careers/apply/${p.slug}`, pattern: "/careers/apply/[slug]" })),
  "/blog/[slug]": () => seedPosts.filter((p) => p.published).map((p) => ({ path: `/blog/${p.slug}`, pattern: "/blog/[slug]", fromDatabase: true })),
};

/** The admin console answers 404 to anyone else, is noindex and disallowed in robots.txt. */
export const isAdminRoute = (pattern: string) => pattern === "/admin" || pattern.startsWith("/admin/");

/** Every public page route, concrete. Throws on a dynamic route nobody taught this function. */
export function concretePageRoutes(): ConcreteRoute[] {
  return pageRoutePatterns()
    .filter((p) => !isAdminRoute(p))
    .flatMap((pattern) => {
      if (!pattern.includes("[")) return [{ path: pattern, pattern }];
      const expand = expansions[pattern];
      if (!expand) throw new Error(`${pattern} is a new dynamic page: add how to expand it in tests/support/page-routes.ts`);
      return expand();
    });
}
