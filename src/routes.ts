import { positions } from "./content/careers";
import { blogListHref, readBlogListRequest } from "./lib/blog-list-query";
import { IMMUTABLE, PRIVATE, REVALIDATE, privateFor, sharedFor } from "./lib/cache-control";
import { COOKIE_BANNER_PATH } from "./lib/consent";
import { KEEP_ALIVE_PATH } from "./lib/keep-alive";
import { PAGE_VIEWS_PATH } from "./lib/page-views";
import { readSearchRequest, searchHref } from "./lib/search-query";

/**
 * One table for every route of the site, pages and endpoints: how it is made, who may keep it,
 * whether search engines index it and whether the site's own search lists it. Nothing else states
 * these facts: the build sets each route file's render mode from here (astro.config.mjs), the
 * robots meta, the sitemap, robots.txt, the search index, the cache headers and deploy/nginx.conf
 * follow from it; tests/unit/routes.test.ts holds it to the route files in src/pages.
 *
 * - render: "static" routes are files made at build time; "request" routes are rendered per
 *   request (they read the database, the visitor or a posted form).
 * - cache: "public" answers are the same for everyone (kept, and revalidated); "private" ones
 *   belong to one visitor and are never stored; "immutable" ones are files whose address changes
 *   with their content (uploaded images), kept by browsers and proxies for a year. An immutable
 *   route is an endpoint, not a page.
 */
export type RouteRule = {
  path: string;
  render: "static" | "request";
  cache: "public" | "private" | "immutable";
  index: boolean;
  search: boolean;
  /** false: crawlers may not even fetch it (robots.txt Disallow), as for the console. */
  crawl?: false;
  /** What the page reads of the query; any other parameter is ignored, and never part of a cache key. */
  query?: PageQuery;
  /** How long a shared cache may keep a public answer, in seconds (feeds); otherwise it revalidates. */
  sharedMaxAge?: number;
  /** How long the visitor's own browser may keep a private answer, in seconds; otherwise never stored. */
  privateMaxAge?: number;
  /** "content": made by the shared content route (src/pages/[...page].astro) from the content module whose seo.path is this path. */
  shell?: "content";
  /** An endpoint (a .ts route file: feeds, APIs, files), not a page: no robots meta, never in the sitemap or the search. */
  endpoint?: true;
  /**
   * A private page whose answer to a visitor without a session is the same for all of them (a
   * locked panel where a verified visitor gets a form): the server keeps that one answer, never a
   * verified visitor's; browsers and proxies keep neither.
   */
  keptForAnonymous?: true;
};

/**
 * How a page reads its query: the parameters' names, and the canonical address of what it shows
 * for an address, read the way the page reads it (src/lib/*-query.ts). The page is kept under
 * that address, so every spelling of one request ("?page=01", "?q=Website%20", unknown
 * parameters) is one kept answer and one render.
 */
export type PageQuery = { names: readonly string[]; address: (params: URLSearchParams) => string };

const blogListQuery: PageQuery = {
  names: ["category", "page"],
  address: (params) => {
    const { category, page } = readBlogListRequest(params);
    return blogListHref(category, page);
  },
};

const searchQuery: PageQuery = {
  names: ["q", "page"],
  address: (params) => {
    const { q, page } = readSearchRequest(params);
    return searchHref(q, page);
  },
};

const indexed = (path: string): RouteRule => ({ path, render: "static", cache: "public", index: true, search: true });
const unlisted = (path: string, render: RouteRule["render"] = "static", cache: RouteRule["cache"] = "public"): RouteRule => ({
  path,
  render,
  cache,
  index: false,
  search: false,
});
/** A page that is nothing but its content module's blocks in the site's chrome. */
const content = (rule: RouteRule): RouteRule => ({ ...rule, shell: "content" });
/** An endpoint rendered per request. */
const endpoint = (path: string, cache: RouteRule["cache"], extra: Partial<RouteRule> = {}): RouteRule => ({
  path,
  render: "request",
  cache,
  index: false,
  search: false,
  endpoint: true,
  ...extra,
});

export const routes: readonly RouteRule[] = [
  indexed("/"),
  content(indexed("/about")),
  content(indexed("/services")),
  content(indexed("/services/web-design")),
  content(indexed("/services/software-development")),
  content(indexed("/services/headless-commerce")),
  content(indexed("/services/ui-ux-design")),
  content(indexed("/services/hosting-maintenance")),
  content(indexed("/services/paid-advertising")),
  content(indexed("/services/seo")),
  content(indexed("/services/performance-analysis")),
  content(indexed("/services/websites")),
  // A gated form in place, answered in place to a plain post: rendered per request for a verified
  // visitor; a stranger's locked panel is the same for every stranger, so the server keeps it.
  { path: "/equity-partnership", render: "request", cache: "private", keptForAnonymous: true, index: true, search: true },
  content(indexed("/website-leasing")),
  indexed("/careers"),
  // An open form whose plain post is answered in place: rendered per request, never kept.
  { path: "/contact", render: "request", cache: "private", index: true, search: true },
  content(indexed("/accessibility")),
  content(indexed("/digital-marketing-atlanta")),
  content(indexed("/seo-atlanta")),
  content(indexed("/partnership-deals-atlanta")),
  content(indexed("/web-design-atlanta")),
  content(indexed("/ppc-atlanta")),
  { path: "/blog", render: "request", cache: "public", index: true, search: false, query: blogListQuery },
  // Posts are listed in the sitemap and the search from the database.
  { path: "/blog/[slug]", render: "request", cache: "public", index: true, search: true },
  unlisted("/portfolio"),
  content(unlisted("/testimonials")),
  content(unlisted("/privacy-policy")),
  content(unlisted("/terms-of-service")),
  unlisted("/verify", "request", "private"),
  // An administrator's passkey step after the code (decision 0024).
  unlisted("/verify/passkey", "request", "private"),
  // A client's way back in (decision 0065): asking for a sign-in link, and the link's own page.
  unlisted("/verify/sign-in-link", "request", "private"),
  unlisted("/verify/link", "request", "private"),
  unlisted("/request-access", "request", "private"),
  { ...unlisted("/search", "request"), query: searchQuery },
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
  // The editor's "still typing", which keeps its administrator's session from going idle (decision 0067).
  endpoint(KEEP_ALIVE_PATH, "private"),
  // Images uploaded in the console, from the database: /media/<key>-<width>.<avif|webp> (decision 0015).
  endpoint("/media/[file]", "immutable"),
  // A shared cache may keep the feed one minute: a post saved or deleted in the console reaches
  // every reader within 60 s (a CDN cannot be purged), while a burst of feed readers polling at
  // once still costs the database one query a minute.
  endpoint("/blog/rss.xml", "public", { sharedMaxAge: 60 }),
  // The sitemap index and its files (the pages, then the posts 50,000 a file), kept by shared
  // caches five minutes: a crawler's visit costs the database a few short queries at most.
  endpoint("/sitemap.xml", "public", { sharedMaxAge: 300 }),
  endpoint("/sitemap/[file]", "public", { sharedMaxAge: 300 }),
  endpoint("/robots.txt", "public"),
  // What forms, the cookie banner and the health check talk to: one answer per request, never kept.
  endpoint("/api/forms/[form]", "private"),
  endpoint("/api/consent", "private"),
  // Each page's view, counted per day, page and channel with nothing of the visitor (decision 0071).
  endpoint(PAGE_VIEWS_PATH, "private"),
  // The cookie banner's markup, the same for everyone, fetched by the page's script only when the banner shows.
  endpoint(COOKIE_BANNER_PATH, "public"),
  endpoint("/api/health", "private"),
  // The gated pictures: one visitor's, and never stored, so none outlives the session on a shared computer.
  endpoint("/api/gated-images/[name]", "private"),
  endpoint("/logout", "private"),
  // A mail program's one-click unsubscribe (RFC 8058).
  endpoint("/newsletter/unsubscribe/one-click", "private"),
];

/** A route's concrete addresses: a pattern generated from content is expanded, one from the database is not. */
function expand(path: string): string[] {
  if (path === "/careers/apply/[slug]") return positions.map((p) => `/careers/apply/${p.slug}`);
  return path.includes("[") ? [] : [path];
}

/** Every indexable address the sitemap lists (the blog adds its posts). */
export const indexableRoutes: readonly string[] = routes.filter((r) => r.index).flatMap((r) => expand(r.path));

/** Every page address that carries noindex, nofollow and stays out of the sitemap (the 404 page aside). */
export const noindexRoutes: readonly string[] = routes
  .filter((r) => !r.index && !r.endpoint && r.path !== "/404" && !r.path.startsWith("/admin"))
  .flatMap((r) => expand(r.path));

/** The page paths the site's own search may list (the blog's posts come from the database). */
export const searchableRoutes: readonly string[] = routes.filter((r) => r.search && !r.endpoint).flatMap((r) => expand(r.path));

/**
 * The robots meta of a page at an address (its query aside): what its rule says. An error answer
 * (a post or listing page that does not exist, a database outage) and an address with no rule are
 * never indexed.
 */
export function robotsFor(address: string, status = 200): "index, follow" | "noindex, nofollow" {
  return status < 400 && routeFor(address.replace(/[?#].*$/, ""))?.index ? "index, follow" : "noindex, nofollow";
}

/** The Cache-Control header a route's answers carry. */
export function cacheControl(rule: RouteRule): string {
  if (rule.cache === "immutable") return IMMUTABLE;
  if (rule.cache === "private") return rule.privateMaxAge ? privateFor(rule.privateMaxAge) : PRIVATE;
  return rule.sharedMaxAge ? sharedFor(rule.sharedMaxAge) : REVALIDATE;
}

/** The Cache-Control header of an address's answers (its rule must exist: the table lists every route). */
export function cacheControlFor(pathname: string): string {
  const rule = routeFor(pathname);
  if (!rule) throw new Error(`${pathname} has no rule in src/routes.ts`);
  return cacheControl(rule);
}

/** A page rendered per request that is the same for everyone, so the server keeps it (src/server/render-cache.ts). */
export const keptPerRequest = (rule: RouteRule | undefined): rule is RouteRule => rule?.render === "request" && rule.cache === "public" && !rule.endpoint;

/** A private page the server keeps for visitors without a session (RouteRule.keptForAnonymous). */
export const keptForAnonymous = (rule: RouteRule | undefined): rule is RouteRule =>
  rule?.render === "request" && rule.keptForAnonymous === true && !rule.endpoint;

/** The shared content route: every rule marked shell "content" is one of its pages. */
export const CONTENT_ROUTE = "/[...page]";

/** The route a file in src/pages makes: "src/pages/blog/[slug].astro" is /blog/[slug], "src/pages/index.astro" is /. */
export function routeOfFile(file: string): string {
  const route = `/${file.replace(/^.*?src\/pages\//, "")}`.replace(/\.(astro|ts)$/, "").replace(/\/index$/, "");
  return route || "/";
}

/** The rules a route file serves: the content route serves every content page, any other file its own rule (or its pattern's). */
export function rulesOfFile(file: string): RouteRule[] {
  const route = routeOfFile(file);
  if (route === CONTENT_ROUTE) return routes.filter((r) => r.shell === "content");
  const rule = routeFor(route);
  return rule ? [rule] : [];
}

/**
 * Whether the build prerenders a route file, from its rules (astro.config.mjs asks this for every
 * file in src/pages). A file with no rule, or whose rules disagree, stops the build.
 */
export function prerenders(file: string): boolean {
  const modes = [...new Set(rulesOfFile(file).map((r) => r.render))];
  if (modes.length !== 1) throw new Error(`${file}: ${modes.length ? "its routes disagree on how they are rendered" : "no rule in src/routes.ts"}`);
  return modes[0] === "static";
}

/** What robots.txt disallows: the API and every route crawlers may not fetch, by its fixed start. */
export const disallowedPrefixes: readonly string[] = ["/api", ...routes.filter((r) => r.crawl === false).map((r) => r.path.replace(/\/\[.*$/, ""))];

/**
 * The key a rendered public page is kept under: the canonical address of what it shows, from the
 * query as the page reads it (PageQuery), so ?utm_source=…, a reordered query or another spelling
 * of the same value never makes a new entry; a page that reads no query, its path alone.
 */
export function pageKey(url: URL, rule: RouteRule): string {
  if (rule.query) return rule.query.address(url.searchParams);
  return url.pathname.length > 1 ? url.pathname.replace(/\/$/, "") : url.pathname;
}

/** The key of the one answer a keptForAnonymous page gives every visitor without a session. */
export const anonymousPageKey = (url: URL, rule: RouteRule): string => `${pageKey(url, rule)}#anonymous`;

/** The rule for an address: its own, or its pattern's. */
export function routeFor(pathname: string): RouteRule | undefined {
  const clean = pathname.length > 1 ? pathname.replace(/\/$/, "") : pathname;
  return (
    routes.find((r) => r.path === clean) ??
    routes.find((r) => r.path.includes("[") && new RegExp(`^${r.path.replace(/\/\[\.\.\.[^\]]+\]/g, "(?:/.*)?").replace(/\[[^\]]+\]/g, "[^/]+")}$`).test(clean))
  );
}
