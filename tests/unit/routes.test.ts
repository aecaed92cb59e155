import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { disallowedPrefixes, keptPerRequest, prerenders, routeFor, routeOfFile, routes, rulesOfFile, type RouteRule } from "@/routes";

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
    expect(files.map((f) => f.route)).toEqual(expect.arrayContaining(["/", "/[...page]", "/blog/[slug]", "/careers/apply/[slug]", "/404", "/blog/rss.xml", "/media/[file]"]));
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

  it("finds the rule of a concrete address through its pattern", () => {
    expect([routeFor("/blog/some-post")?.path, routeFor("/careers/apply/ui-ux-designer/")?.path, routeFor("/admin/inbox/contact-submissions/3")?.path, routeFor("/admin")?.path, routeFor("/nowhere")]).toEqual([
      "/blog/[slug]",
      "/careers/apply/[slug]",
      "/admin/[...page]",
      "/admin/[...page]",
      undefined,
    ]);
  });

  it("declares every query parameter a kept page reads, so its cache key holds all it shows", () => {
    const undeclared = files.flatMap((f) =>
      f.rules.filter(keptPerRequest).flatMap((rule) => {
        const reads = [...source(f.file).matchAll(/searchParams\.get\("([^"]+)"\)/g)].map((m) => m[1]);
        return reads.filter((name) => !rule.query?.includes(name)).map((name) => `${f.file} reads ?${name}`);
      }),
    );
    expect(undeclared).toEqual([]);
  });

  it("closes the console and the API to crawlers, and nothing else", () => {
    expect(disallowedPrefixes).toEqual(["/api", "/admin"]);
  });
});
