import { XMLParser, XMLValidator } from "fast-xml-parser";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { seedPosts } from "../../src/content/blog-posts";
import { concretePageRoutes } from "../support/page-routes";
import { hasBuild, startServer, tempDataDir, type RunningServer } from "./support";

/**
 * What search engines and feed readers fetch: the sitemap, robots.txt, each page's robots tag and
 * the RSS feed, as the production server sends them on a freshly seeded database. Moved here from
 * the browser suite: a request shows all of it (docs/decisions/0035-request-tests-out-of-the-browser.md).
 */
const dateOf = (d: string) => new Date(/^\d{4}-\d{2}-\d{2}$/.test(d) ? `${d}T12:00:00Z` : d);
/** What the seed puts on the blog: published posts whose date has come, newest first. */
const publicPosts = seedPosts
  .filter((p) => p.published && dateOf(p.publishedDate) <= new Date())
  .sort((a, b) => dateOf(b.publishedDate).getTime() - dateOf(a.publishedDate).getTime());
const hiddenPosts = seedPosts.filter((p) => !publicPosts.includes(p));

describe.skipIf(!hasBuild)("what crawlers and feed readers fetch", () => {
  let server: RunningServer;
  let index = "";
  /** Every file the index names, one after the other. */
  let sitemap = "";
  const get = (path: string) => fetch(`${server.url}${path}`, { redirect: "manual" });
  const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]+)<\/loc>/g)].map((m) => new URL(m[1]).pathname);
  const sitemapPaths = () => locs(sitemap);

  beforeAll(async () => {
    server = await startServer({ DATA_DIR: tempDataDir() });
    index = await (await get("/sitemap.xml")).text();
    for (const file of locs(index)) sitemap += await (await get(file)).text();
  });
  afterAll(async () => {
    await server?.stop();
  });

  it("the sitemap is an index of its files, each valid XML", async () => {
    expect(locs(index)).toEqual(["/sitemap/pages.xml", "/sitemap/posts-1.xml"]);
    for (const file of locs(index)) expect(XMLValidator.validate(await (await get(file)).text()), file).toBe(true);
    expect(XMLValidator.validate(index)).toBe(true);
  });

  it("the sitemap lists indexable routes only; robots.txt disallows /admin and /api and names the sitemap", async () => {
    expect(sitemap).toContain(`<loc>${server.url}/</loc>`);
    expect(sitemap).toContain(`<loc>${server.url}/services/seo</loc>`);
    for (const hidden of ["/portfolio", "/testimonials", "/privacy-policy", "/terms-of-service", "/verify", "/request-access", "/admin"]) {
      expect(sitemap).not.toContain(`${server.url}${hidden}<`);
    }
    const robots = await (await get("/robots.txt")).text();
    expect(robots).toContain("Disallow: /admin");
    expect(robots).toContain("Disallow: /api");
    expect(robots).toContain(`Sitemap: ${server.url}/sitemap.xml`);
  });

  it("every page is in the sitemap or marked noindex, and the sitemap lists nothing that is not a page", async () => {
    const listed = new Set(sitemapPaths());
    const problems: string[] = [];
    for (const r of concretePageRoutes()) {
      const res = await get(r.path);
      const html = await res.text();
      const robots = [...html.matchAll(/<meta name="robots" content="([^"]*)"/g)].map((m) => m[1]);
      const noindex = robots.some((c) => c.includes("noindex"));
      if (listed.has(r.path)) {
        if (res.status !== 200) problems.push(`${r.path} is in the sitemap but answers ${res.status}`);
        if (noindex) problems.push(`${r.path} is in the sitemap but says noindex`);
      } else if (!noindex) {
        problems.push(`${r.path} is neither in the sitemap nor noindex`);
      }
    }
    expect(problems).toEqual([]);
    const paths = new Set(concretePageRoutes().map((r) => r.path));
    expect([...listed].filter((p) => !paths.has(p))).toEqual([]);
  });

  it("the sitemap lists every post the blog's pages lead to", () => {
    const locs = sitemapPaths();
    expect(publicPosts.map((p) => `/blog/${p.slug}`).filter((path) => !locs.includes(path))).toEqual([]);
  });

  it("the sitemap lists every public post with its modified date, and no draft or future post", () => {
    for (const p of publicPosts) expect(sitemap).toMatch(new RegExp(`<loc>[^<]*/blog/${p.slug}</loc>\\s*<lastmod>`));
    for (const p of hiddenPosts) expect(sitemap).not.toContain(`/blog/${p.slug}<`);
  });

  it("the RSS feed parses as XML, may be kept a minute at most, and lists the public posts newest first", async () => {
    const res = await get("/blog/rss.xml");
    expect(res.status).toBe(200);
    expect(res.headers.get("content-type")).toContain("application/rss+xml");
    // A shared cache may keep it one minute at most, so a post saved in the console reaches feed
    // readers quickly (the production server's own page cache keeps it no longer either).
    const cacheControl = res.headers.get("cache-control") ?? "";
    expect(cacheControl).toContain("max-age=0");
    expect(Number(/s-maxage=(\d+)/.exec(cacheControl)?.[1])).toBeLessThanOrEqual(60);
    expect(Number(/stale-while-revalidate=(\d+)/.exec(cacheControl)?.[1] ?? 0)).toBeLessThanOrEqual(60);
    const xml = await res.text();
    expect(XMLValidator.validate(xml)).toBe(true);
    const rss = new XMLParser({ ignoreAttributes: false, isArray: (name) => name === "item" }).parse(xml).rss;
    expect(rss["@_version"]).toBe("2.0");
    const items = rss.channel.item as { title: string; link: string; guid: { "#text": string }; pubDate: string; description: string }[];
    expect(items.map((i) => i.title)).toEqual(publicPosts.map((p) => p.title));
    for (const [i, item] of items.entries()) {
      expect(item.link).toMatch(new RegExp(`/blog/${publicPosts[i].slug}$`));
      expect(item.guid["#text"]).toBe(item.link);
      expect(Number.isNaN(Date.parse(item.pubDate))).toBe(false);
      expect(item.description).toBe(publicPosts[i].excerpt);
    }
  });
});
