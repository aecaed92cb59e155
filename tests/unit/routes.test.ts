import fs from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { disallowedPrefixes, routeFor, routes } from "@/routes";

const PAGES = path.resolve(__dirname, "../../src/pages");

/** Every page route file of the Astro site (.astro), as its route path. */
function pageFiles(dir = PAGES): { path: string; file: string }[] {
  return fs.readdirSync(dir, { withFileTypes: true }).flatMap((e) => {
    const full = path.join(dir, e.name);
    if (e.isDirectory()) return pageFiles(full);
    if (!e.name.endsWith(".astro")) return [];
    const route = `/${path.relative(PAGES, full)}`.replace(/\.astro$/, "").replace(/\/index$/, "") || "/";
    return [{ path: route, file: full }];
  });
}

const rendersPerRequest = (file: string) => /^export const prerender = false;$/m.test(fs.readFileSync(file, "utf8"));
const consolePage = (p: string) => p === "/admin" || p.startsWith("/admin/");

describe("the route table and the route files agree", () => {
  // The console's pages share one rule.
  const files = pageFiles().map((f) => (consolePage(f.path) ? { ...f, path: "/admin/[...page]" } : f));
  const distinct = [...new Set(files.map((f) => f.path))];

  it("finds the route files, dynamic ones included", () => {
    expect(files.map((f) => f.path)).toEqual(expect.arrayContaining(["/", "/about", "/blog/[slug]", "/careers/apply/[slug]", "/404"]));
  });

  it("has one rule for every page, and a page for every rule", () => {
    expect(distinct.sort()).toEqual(routes.filter((r) => r.cache !== "immutable").map((r) => r.path).sort());
  });

  it("serves every immutable rule from an endpoint, rendered per request", () => {
    const immutable = routes.filter((r) => r.cache === "immutable");
    expect(immutable.map((r) => r.path)).toEqual(["/media/[file]"]);
    for (const r of immutable) {
      const file = path.join(PAGES, `${r.path}.ts`);
      expect(fs.existsSync(file), file).toBe(true);
      expect(rendersPerRequest(file), file).toBe(r.render === "request");
    }
  });

  it("renders per request exactly the pages whose rule says so", () => {
    const mismatched = files.filter((f) => rendersPerRequest(f.file) !== (routes.find((r) => r.path === f.path)?.render === "request")).map((f) => f.file);
    expect(mismatched).toEqual([]);
  });

  it("never lets a shared cache keep a page that reads the visitor", () => {
    const visitorPages = files.filter((f) => /Astro\.locals\.viewer\(\)|postedState\(|openAdminPage\(/.test(fs.readFileSync(f.file, "utf8"))).map((f) => f.path);
    expect(visitorPages.filter((p) => routes.find((r) => r.path === p)?.cache !== "private")).toEqual([]);
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
    const undeclared = files.flatMap((f) => {
      const rule = routes.find((r) => r.path === f.path);
      if (rule?.render !== "request" || rule.cache !== "public") return [];
      const reads = [...fs.readFileSync(f.file, "utf8").matchAll(/searchParams\.get\("([^"]+)"\)/g)].map((m) => m[1]);
      return reads.filter((name) => !rule.query?.includes(name)).map((name) => `${f.path} reads ?${name}`);
    });
    expect(undeclared).toEqual([]);
  });

  it("closes the console and the API to crawlers, and nothing else", () => {
    expect(disallowedPrefixes).toEqual(["/api", "/admin"]);
  });
});
