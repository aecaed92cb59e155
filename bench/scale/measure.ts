/**
 * The requests the scale budgets are about, each asked WARMUP times unmeasured and then SAMPLES
 * times one after another (the database's caches warm). "Uncached" means the render cache cannot
 * answer, by a documented property of each request, never a switch in the server:
 *
 * - a search adds the exclusion of a made-up word (`website -zqbac`): a different query for any
 *   correct cache key, with the same results, since no post holds that word;
 * - the blog's last page is asked as the last pages, one each, each its own key (at 20,000 posts
 *   they lie within the last 1% of the list, at 2,000 within the last 8%: an offset that size
 *   costs what the last one does);
 * - a post is asked as different posts;
 * - the console's pages are never kept (their rule in src/routes.ts is private).
 *
 * "Kept" asks the same address again: the figure of a page the render cache holds.
 */
import { get, type Answer } from "./http";
import { RARE_WORD, COMMON_WORD, SEARCHED_SURNAME } from "./corpus";
import { spread, type Spread } from "./stats";

export type Sampling = { warmup: number; samples: number };

export type Measured = { path: string; uncached?: Spread; kept?: Spread; statuses: Record<string, number> };

type Ask = (path: string) => Promise<Answer>;

/** Times the paths in order; the first `warmup` are not counted, every answer's status is. */
async function timeAll(ask: Ask, paths: string[], warmup: number): Promise<{ spread: Spread; statuses: Record<string, number> }> {
  const statuses: Record<string, number> = {};
  const times: number[] = [];
  for (const [i, path] of paths.entries()) {
    const a = await ask(path);
    statuses[a.status] = (statuses[a.status] ?? 0) + 1;
    if (i >= warmup) times.push(a.ms);
  }
  return { spread: spread(times), statuses };
}

const merge = (a: Record<string, number>, b: Record<string, number>) => {
  const out = { ...a };
  for (const [k, v] of Object.entries(b)) out[k] = (out[k] ?? 0) + v;
  return out;
};

/** A word no post holds, different for each n ("zqb", "zqc", …), letters only so the parser keeps it one word. */
export function nonsenseWord(n: number, prefix = "zq"): string {
  let s = "";
  for (let i = n + 1; i > 0; i = Math.floor(i / 26)) s = String.fromCharCode(97 + (i % 26)) + s;
  return `${prefix}${s}`;
}

/** A search for `word` that no earlier request asked for: the word and a made-up one excluded. */
export const uncachedSearch = (word: string, n: number, prefix?: string) => `/search?q=${encodeURIComponent(`${word} -${nonsenseWord(n, prefix)}`)}`;

/** The highest page a list's pager names: its page links, or its "Page 1 of N" (React puts empty comments between the words). */
export function lastPage(html: string): number {
  const text = html.replace(/<!--[^]*?-->/g, "");
  const numbers = [...text.matchAll(/[?&](?:amp;)?page=(\d+)/g), ...text.matchAll(/Page \d+ of (\d+)/g)].map((m) => Number(m[1]));
  return Math.max(1, ...numbers);
}

/** Post addresses the blog's listing pages link to. */
export function postPaths(html: string): string[] {
  return [...new Set([...html.matchAll(/href="(\/blog\/[a-z0-9]+(?:-[a-z0-9]+)*)"/g)].map((m) => m[1]))].filter((p) => p !== "/blog/post-not-found");
}

export type RequestFigures = Record<string, Measured>;

export async function measureRequests(base: string, adminCookie: string, s: Sampling): Promise<RequestFigures> {
  const n = s.warmup + s.samples;
  const visitorHeaders = { "x-forwarded-for": "10.71.0.1" };
  const adminHeaders = { cookie: adminCookie, "x-forwarded-for": "10.70.0.1" };
  const visitor: Ask = (path) => get(base, path, { headers: visitorHeaders });
  const admin: Ask = (path) => get(base, path, { headers: adminHeaders });
  const html = async (path: string, headers = visitorHeaders) => (await get(base, path, { text: true, headers })).text;
  const repeat = (path: string) => Array.from({ length: n }, () => path);
  let unique = 0;
  const searches = (word: string) => Array.from({ length: n }, () => uncachedSearch(word, unique++));

  const both = async (ask: Ask, uncached: string[], kept: string): Promise<Measured> => {
    const u = await timeAll(ask, uncached, s.warmup);
    const k = await timeAll(ask, repeat(kept), s.warmup);
    return { path: kept, uncached: u.spread, kept: k.spread, statuses: merge(u.statuses, k.statuses) };
  };
  const plain = async (ask: Ask, path: string): Promise<Measured> => {
    const t = await timeAll(ask, repeat(path), s.warmup);
    return { path, uncached: t.spread, statuses: t.statuses };
  };
  const keptOnly = async (ask: Ask, path: string): Promise<Measured> => {
    const t = await timeAll(ask, repeat(path), s.warmup);
    return { path, kept: t.spread, statuses: t.statuses };
  };

  const blogLast = lastPage(await html("/blog"));
  const blogPages = Array.from({ length: n }, (_, i) => `/blog?page=${Math.max(1, blogLast - i)}`);
  const posts = postPaths((await Promise.all([2, 3, 4, 5, 6].map((p) => html(`/blog?page=${p}`)))).join(""));
  const inbox = "/admin/inbox/contact-submissions";

  const out: RequestFigures = {};
  out.searchCommon = await both(visitor, searches(COMMON_WORD), `/search?q=${COMMON_WORD}`);
  out.searchRare = await both(visitor, searches(RARE_WORD), `/search?q=${RARE_WORD}`);
  out.blogLastPage = await both(visitor, blogPages, blogPages[0]);
  // The console's lists page by a row's key (decision 0052): their "Oldest" link is the last page.
  out.inboxLastPage = await plain(admin, `${inbox}?oldest=1`);
  out.inboxSearch = await plain(admin, `${inbox}?q=${SEARCHED_SURNAME}`);
  out.admin = await plain(admin, "/admin");
  out.report90 = await plain(admin, "/admin/report?range=90");
  out.auditLastPage = await plain(admin, "/admin/audit?oldest=1");
  out.post = await both(visitor, posts.slice(0, n), posts[0] ?? "/blog");
  out.feed = await keptOnly(visitor, "/blog/rss.xml");
  out.memoryPage = await keptOnly(visitor, "/about");
  return out;
}

/** How many published posts the sitemap lists (following a sitemap index into its files). */
export async function sitemapPosts(base: string): Promise<number> {
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1].replace(/&amp;/g, "&")).pathname);
  const root = (await get(base, "/sitemap.xml", { text: true })).text;
  const files = root.includes("<sitemapindex") ? await Promise.all(locs(root).map(async (p) => (await get(base, p, { text: true })).text)) : [root];
  return new Set(files.flatMap(locs).filter((p) => /^\/blog\/[^/]+$/.test(p) && p !== "/blog/rss.xml")).size;
}
