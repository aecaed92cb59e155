import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import {
  cacheControlFor,
  disallowedPrefixes,
  keptPerRequest,
  robotsFor,
  prerenders,
  routeFor,
  routeOfFile,
  routes,
  rulesOfFile,
  type RouteRule,
} from "@/routes";

const PAGES = path.resolve(__dirname, "../../src/pages");

/** Every route file of the Astro site (.astro pages and .ts endpoints), as the file Astro is given. */
function routeFiles(dir = PAGES): string[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return routeFiles(full);
    return /\.(astro|ts)$/.test(e.name) ? [`src/pages/${path.relative(PAGES, full)}`] : [];
  });
}

describe("the route table and the route files agree", () => {
  const files = routeFiles().map((file) => ({ file, route: routeOfFile(file), rules: rulesOfFile(file) }));

  it("finds the route files, dynamic ones and endpoints included", () => {
    expect(files.map((f) => f.route)).toEqual(
      expect.arrayContaining(["/", "/[...page]", "/blog/[slug]", "/careers/apply/[slug]", "/404", "/blog/rss.xml", "/media/[file]"]),
    );
  });

  it("has a rule for every route file", () => {
    expect(files.filter((f) => f.rules.length === 0).map((f) => f.file)).toEqual([]);
  });

  it("has a route file for every rule", () => {
    const served = new Set(files.flatMap((f) => f.rules));
    expect(routes.filter((r) => !served.has(r)).map((r) => r.path)).toEqual([]);
  });

  it("serves each rule from one route file, the console's pages aside", () => {
    const owners = (r: RouteRule) => files.filter((f) => f.rules.includes(r)).length;
    expect(routes.filter((r) => r.path !== "/admin/[...page]" && owners(r) !== 1).map((r) => r.path)).toEqual([]);
  });

  it("makes every immutable rule an endpoint", () => {
    expect(routes.filter((r) => r.cache === "immutable" && !r.endpoint).map((r) => r.path)).toEqual([]);
  });

  it("lets the build prerender exactly the route files whose rules say static", () => {
    const byTable = Object.fromEntries(files.map((f) => [f.file, prerenders(f.file)]));
    expect(byTable["src/pages/[...page].astro"]).toBe(true);
    expect(byTable["src/pages/404.astro"]).toBe(true);
    expect(byTable["src/pages/contact.astro"]).toBe(false);
    expect(byTable["src/pages/admin/export/[name].ts"]).toBe(false);
  });

  it("stops the build on a route file with no rule", () => {
    expect(() => prerenders("src/pages/no-such-page.astro")).toThrow(/no rule/);
  });

  const source = (file: string) => fs.readFileSync(path.resolve(__dirname, "../..", file), "utf8");

  it("never lets a shared cache keep a page that reads the visitor", () => {
    const visitorFiles = files.filter((f) => /Astro\.locals\.viewer\(\)|postedState\(|openAdminPage\(/.test(source(f.file)));
    expect(visitorFiles.filter((f) => f.rules.some((r) => r.cache !== "private")).map((f) => f.file)).toEqual([]);
  });

  it("lets no browser store what a visitor's session shows: every private answer is no-store", () => {
    const privateRules = routes.filter((r) => r.cache === "private");
    expect(privateRules.length).toBeGreaterThan(10);
    expect(privateRules.map((r) => [r.path, cacheControlFor(r.path.replace(/\[[^\]]+\]/g, "x"))]).filter(([, cc]) => cc !== "private, no-store")).toEqual([]);
  });

  it("finds the rule of a concrete address through its pattern", () => {
    expect([
      routeFor("/blog/some-post")?.path,
      routeFor("/careers/apply/ui-ux-designer/")?.path,
      routeFor("/admin/inbox/contact-submissions/3")?.path,
      routeFor("/admin")?.path,
      routeFor("/nowhere"),
    ]).toEqual(["/blog/[slug]", "/careers/apply/[slug]", "/admin/[...page]", "/admin/[...page]", undefined]);
  });

  it("declares every query parameter a kept page reads, so its cache key holds all it shows", () => {
    const undeclared = files.flatMap((f) =>
      f.rules.filter(keptPerRequest).flatMap((rule) => {
        const reads = [...source(f.file).matchAll(/searchParams\.get\("([^"]+)"\)/g)].map((m) => m[1]);
        return reads.filter((name) => !rule.query?.names.includes(name)).map((name) => `${f.file} reads ?${name}`);
      }),
    );
    expect(undeclared).toEqual([]);
  });

  it("closes the console and the API to crawlers, and nothing else", () => {
    expect(disallowedPrefixes).toEqual(["/api", "/admin"]);
  });
});

describe("what the table says of one address", () => {
  it("gives a page the robots meta of its rule, its query aside", () => {
    expect([
      robotsFor("/about"),
      robotsFor("/blog?category=SEO&page=2"),
      robotsFor("/portfolio"),
      robotsFor("/careers/apply/ui-ux-designer"),
      robotsFor("/nowhere"),
    ]).toEqual(["index, follow", "index, follow", "noindex, nofollow", "noindex, nofollow", "noindex, nofollow"]);
  });

  it("never indexes an error answer at an indexed address", () => {
    expect([robotsFor("/blog/no-such-post", 404), robotsFor("/blog", 503)]).toEqual(["noindex, nofollow", "noindex, nofollow"]);
  });

  it("gives each kind of rule its Cache-Control", () => {
    expect([
      cacheControlFor("/about"),
      cacheControlFor("/contact"),
      cacheControlFor("/media/abc-480.avif"),
      cacheControlFor("/blog/rss.xml"),
      cacheControlFor("/api/gated-images/a.svg"),
    ]).toEqual([
      "public, max-age=0, must-revalidate",
      "private, no-store",
      "public, max-age=31536000, immutable",
      "public, max-age=0, s-maxage=60",
      "private, no-store",
    ]);
  });

  it("keeps no endpoint in the render cache, only public pages rendered per request", () => {
    expect(routes.filter(keptPerRequest).map((r) => r.path)).toEqual(["/blog", "/blog/[slug]", "/search", "/blog/post-not-found"]);
  });
});
