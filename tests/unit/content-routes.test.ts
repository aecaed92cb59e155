import { describe, expect, it } from "vitest";
import { indexableRoutes, noindexRoutes } from "@/content/navigation";
import { positions } from "@/content/careers";
import { contentRoutePages } from "@/content/content-route";
import { routes as tableRoutes } from "@/routes";
import { concretePageRoutes, pageRoutePatterns } from "../support/page-routes";

/**
 * The sitemap lists indexableRoutes (plus the blog posts from the database); noindexRoutes carry
 * noindex. Every page of src/pages must be in one of them, so a new page is not forgotten (the
 * route table's `index` flag puts a route in one list or the other, never both).
 * (tests/e2e/foundation.spec.ts checks the served robots tags and sitemap against the same walk.)
 */
describe("every page route is in the sitemap or marked noindex", () => {
  const routes = concretePageRoutes();

  it("finds the pages, the dynamic ones expanded", () => {
    const patterns = pageRoutePatterns();
    expect(patterns).toEqual(expect.arrayContaining(["/", "/[...page]", "/careers/apply/[slug]", "/blog/[slug]", "/verify"]));
    expect(routes.filter((r) => r.pattern === "/[...page]").map((r) => r.path)).toEqual(expect.arrayContaining(["/about", "/services/seo", "/privacy-policy"]));
    expect(routes.filter((r) => r.pattern === "/careers/apply/[slug]")).toHaveLength(positions.length);
    expect(routes.some((r) => r.fromDatabase)).toBe(true);
  });

  it("puts each page in the sitemap or marks it noindex", () => {
    const unlisted = routes.filter((r) => !r.fromDatabase && !indexableRoutes.includes(r.path) && !noindexRoutes.includes(r.path)).map((r) => r.path);
    expect(unlisted, "pages neither in indexableRoutes nor in noindexRoutes (src/routes.ts)").toEqual([]);
  });

  it("lists no route that has no page", () => {
    const paths = new Set(routes.map((r) => r.path));
    expect([...indexableRoutes, ...noindexRoutes].filter((p) => !paths.has(p))).toEqual([]);
  });

  it("makes a page of the shared content route from a module for every content rule", () => {
    const contentRules = tableRoutes.filter((r) => r.shell === "content").map((r) => r.path);
    expect(contentRoutePages.map((p) => p.seo.path)).toEqual(contentRules);
    expect(contentRules.length).toBeGreaterThan(20);
  });

  it("keeps the thin application pages out of the sitemap", () => {
    for (const p of positions) {
      expect(noindexRoutes).toContain(`/careers/apply/${p.slug}`);
      expect(indexableRoutes).not.toContain(`/careers/apply/${p.slug}`);
    }
  });
});
