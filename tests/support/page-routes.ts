import fs from "node:fs";
import path from "node:path";
import { positions } from "../../src/content/careers";
import { seedPosts } from "../../src/content/blog-posts";
import { routes } from "../../src/routes";

/**
 * Every page route of the site, read from its route files (the .astro files in src/pages), with the dynamic
 * ones expanded from the content that generates them. Used to check that each page is either in
 * the sitemap or marked noindex, so a new page cannot be forgotten.
 */
const pagesDir = path.resolve(__dirname, "../../src/pages");

/** Route patterns such as "/careers/apply/[slug]" (the 404 page has no address of its own). */
export function pageRoutePatterns(dir = pagesDir): string[] {
  const out: string[] = [];
  for (const e of fs.readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) out.push(...pageRoutePatterns(full));
    else if (e.name.endsWith(".astro")) out.push(`/${path.relative(pagesDir, full)}`.replace(/\.astro$/, "").replace(/\/index$/, "") || "/");
  }
  return out.filter((p) => p !== "/404").sort();
}

export type ConcreteRoute = {
  path: string;
  pattern: string;
  /** Blog posts: listed in the sitemap from the database, not from src/content/navigation.ts. */
  fromDatabase?: boolean;
};

/** The addresses of the seed's published posts, as a fresh database holds them. */
export const publishedSeedPostPaths: readonly string[] = seedPosts.filter((p) => p.published).map((p) => `/blog/${p.slug}`);

/** How each dynamic route is expanded; a new dynamic route must be added here, or the check fails. */
const expansions: Record<string, () => ConcreteRoute[]> = {
  // The shared content route makes one page per content rule of the route table.
  "/[...page]": () => routes.filter((r) => r.shell === "content").map((r) => ({ path: r.path, pattern: "/[...page]" })),
  "/careers/apply/[slug]": () => positions.map((p) => ({ path: `/careers/apply/${p.slug}`, pattern: "/careers/apply/[slug]" })),
  "/blog/[slug]": () => publishedSeedPostPaths.map((path) => ({ path, pattern: "/blog/[slug]", fromDatabase: true })),
};

/** The admin console answers 404 to anyone else, is noindex and disallowed in robots.txt. */
const isAdminRoute = (pattern: string) => pattern === "/admin" || pattern.startsWith("/admin/");

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
