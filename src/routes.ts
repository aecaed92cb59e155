import { positions } from "@/content/careers";

/**
 * One table for every page of the site: how it is made, who may keep it, whether search engines
 * index it and whether the site's own search lists it. The sitemap, robots, the search index, the
 * cache headers and deploy/nginx.conf follow from it; tests/unit/routes.test.ts holds it to the
 * route files in src/pages.
 *
 * - render: "static" pages are files made at build time; "request" pages are rendered per request
 *   (they read the database, the visitor or a posted form).
 * - cache: "public" answers are the same for everyone (kept, and revalidated); "private" ones
 *   belong to one visitor and are never stored; "immutable" ones are files whose address changes
 *   with their content (uploaded images), kept by browsers and proxies for a year. An immutable
 *   route is an endpoint (a .ts file), not a page.
 */
export type RouteRule = {
  path: string;
  render: "static" | "request";
  cache: "public" | "private" | "immutable";
  index: boolean;
  search: boolean;
  /** false: crawlers may not even fetch it (robots.txt Disallow), as for the console. */
  crawl?: false;
  /** The query parameters the page reads; any other is ignored, and never part of a cache key. */
  query?: readonly string[];
};

const indexed = (path: string): RouteRule => ({ path, render: "static", cache: "public", index: true, search: true });
const unlisted = (path: string, render: RouteRule["render"] = "static", cache: RouteRule["cache"] = "public"): RouteRule => ({ path, render, cache, index: false, search: false });

export const routes: readonly RouteRule[] = [
  indexed("/"),
  indexed("/about"),
  indexed("/services"),
  indexed("/services/web-design"),
  indexed("/services/software-development"),
  indexed("/services/headless-commerce"),
  indexed("/services/ui-ux-design"),
  indexed("/services/hosting-maintenance"),
  indexed("/services/paid-advertising"),
  indexed("/services/seo"),
  indexed("/services/performance-analysis"),
  indexed("/services/websites"),
  // A gated form in place: rendered per request for whoever asks, so never kept.
  { path: "/equity-partnership", render: "request", cache: "private", index: true, search: true },
  indexed("/website-leasing"),
  indexed("/careers"),
  // An open form whose plain post is answered in place: rendered per request, never kept.
  { path: "/contact", render: "request", cache: "private", index: true, search: true },
  indexed("/accessibility"),
  indexed("/digital-marketing-atlanta"),
  indexed("/seo-atlanta"),
  indexed("/partnership-deals-atlanta"),
  indexed("/web-design-atlanta"),
  indexed("/ppc-atlanta"),
  { path: "/blog", render: "request", cache: "public", index: true, search: false, query: ["category", "page"] },
  // Posts are listed in the sitemap and the search from the database.
  { path: "/blog/[slug]", render: "request", cache: "public", index: true, search: true },
  unlisted("/portfolio"),
  unlisted("/testimonials"),
  unlisted("/privacy-policy"),
  unlisted("/terms-of-service"),
  unlisted("/verify", "request", "private"),
  unlisted("/request-access", "request", "private"),
  { ...unlisted("/search", "request"), query: ["q", "page"] },
  // Where the home contact form and the newsletter box post without JavaScript.
  unlisted("/message", "request", "private"),
  unlisted("/newsletter", "request", "private"),
  unlisted("/newsletter/confirm", "request", "private"),
  unlisted("/newsletter/unsubscribe", "request", "private"),
  // One thin application form per open position.
  unlisted("/careers/apply/[slug]", "request", "private"),
  // The Post Not Found view at an address of its own (status 404).
  unlisted("/blog/post-not-found", "request"),
  unlisted("/404"),
  // The console: one visitor's, rendered per request, closed to crawlers (robots.txt) and to everyone not an admin.
  { ...unlisted("/admin/[...page]", "request", "private"), crawl: false },
  // Images uploaded in the console, from the database: /media/<key>-<width>.<avif|webp> (decision 0015).
  unlisted("/media/[file]", "request", "immutable"),
];

/** A route's concrete addresses: a pattern generated from content is expanded, one from the database is not. */
function expand(path: string): string[] {
  if (path === "/careers/apply/[slug]") return positions.map((p) => `/careers/apply/${p.slug}`);
  return path.includes("[") ? [] : [path];
}

/** Every indexable address the sitemap lists (the blog adds its posts). */
export const indexableRoutes: readonly string[] = routes.filter((r) => r.index).flatMap((r) => expand(r.path));

/** Every address that carries noindex, nofollow and stays out of the sitemap (the 404 page aside). */
export const noindexRoutes: readonly string[] = routes.filter((r) => !r.index && r.path !== "/404" && !r.path.startsWith("/admin")).flatMap((r) => expand(r.path));

/** What robots.txt disallows: the API and every route crawlers may not fetch, by its fixed start. */
export const disallowedPrefixes: readonly string[] = ["/api", ...routes.filter((r) => r.crawl === false).map((r) => r.path.replace(/\/\[.*$/, ""))];

/**
 * The key a rendered public page is kept under: its path and the parameters its rule says it
 * reads, in the rule's order, so ?utm_source=… or a reordered query never makes a new entry.
 */
export function pageKey(url: URL, rule: RouteRule): string {
  const params = (rule.query ?? []).flatMap((name) => {
    const value = url.searchParams.get(name);
    return value === null ? [] : [`${name}=${encodeURIComponent(value)}`];
  });
  const clean = url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : url.pathname;
  return params.length ? `${clean}?${params.join("&")}` : clean;
}

/** The rule for an address: its own, or its pattern's. */
export function routeFor(pathname: string): RouteRule | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return (
    routes.find((r) => r.path === clean) ??
    routes.find((r) => r.path.includes("[") && new RegExp(`^${r.path.replace(/\/\[\.\.\.[^\]]+\]/g, "(?:/.*)?").replace(/\[[^\]]+\]/g, "[^/]+")}$`).test(clean))
  );
}
