import { and, asc, gt, gte, sql } from "drizzle-orm";
import { indexableRoutes } from "@/content/navigation";
import { absoluteUrl } from "@/lib/site-url";
import { getDb } from "@/server/db/client";
import { blogPosts } from "@/server/db/schema";
import { logger } from "@/server/log";
import { isPublic } from "./queries";

/** The most URLs one sitemap file may hold (sitemaps.org). */
export const SITEMAP_MAX_URLS = 50_000;

/** Posts read from the database at a time while a file is written. */
const BATCH = 500;

/** One file the index lists: its address and when what it lists last changed. */
export type SitemapFile = { path: string; lastModified: Date | null };

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
const lastmod = (d: Date | null) => (d ? `<lastmod>${d.toISOString()}</lastmod>\n` : "");

const URLSET_START = `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n`;
const URLSET_END = "</urlset>\n";

type Url = { path: string; lastModified: Date | null; changeFrequency: "weekly" | "monthly" | "yearly"; priority: number };

const urlXml = (u: Url) =>
  `<url>\n<loc>${xml(absoluteUrl(u.path))}</loc>\n${lastmod(u.lastModified)}<changefreq>${u.changeFrequency}</changefreq>\n<priority>${u.priority}</priority>\n</url>\n`;

/**
 * The public posts in files of at most 50,000, by id (a new post joins the last file; earlier
 * files change only when a post in them does), with each file's newest modification. One
 * aggregate over the public posts' ids and dates.
 */
async function postFiles(): Promise<{ number: number; lastModified: Date }[]> {
  const db = await getDb();
  const ranked = db
    .select({ modified: blogPosts.modifiedDate, n: sql<number>`row_number() OVER (ORDER BY ${blogPosts.id})`.as("n") })
    .from(blogPosts)
    .where(isPublic())
    .as("ranked");
  const rows = await db
    .select({
      number: sql<number>`((${ranked.n} - 1) / ${SITEMAP_MAX_URLS} + 1)::int`,
      lastModified: sql<Date>`max(${ranked.modified})`.mapWith(blogPosts.modifiedDate),
    })
    .from(ranked)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return rows.map((r) => ({ number: Number(r.number), lastModified: r.lastModified }));
}

const newest = (dates: (Date | null)[]) => dates.reduce<Date | null>((a, d) => (d && (!a || d > a) ? d : a), null);

/**
 * What /sitemap.xml lists: the pages file, changed when the blog's list is (its newest post),
 * then one file per 50,000 public posts. Throws when the database does not answer.
 */
export async function sitemapFiles(): Promise<SitemapFile[]> {
  const posts = await postFiles();
  return [
    { path: "/sitemap/pages.xml", lastModified: newest(posts.map((p) => p.lastModified)) },
    ...posts.map((p) => ({ path: `/sitemap/posts-${p.number}.xml`, lastModified: p.lastModified })),
  ];
}

export function sitemapIndexXml(files: readonly SitemapFile[]): string {
  const entries = files.map((f) => `<sitemap>\n<loc>${xml(absoluteUrl(f.path))}</loc>\n${lastmod(f.lastModified)}</sitemap>\n`);
  return `<?xml version="1.0" encoding="UTF-8"?>\n<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries.join("")}</sitemapindex>\n`;
}

/** Every indexable route of the route table; /blog dated by its newest post (undated while the database is down). */
export async function pagesSitemapXml(): Promise<string> {
  let blog: Date | null = null;
  try {
    blog = newest((await postFiles()).map((p) => p.lastModified));
  } catch (err) {
    logger.error({ err }, "sitemap: the blog's date is unavailable, listing the pages without it");
  }
  const urls = indexableRoutes.map((path): Url => ({
    path,
    lastModified: path === "/blog" ? blog : null,
    changeFrequency: path === "/" || path === "/blog" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : path.split("/").length > 2 ? 0.7 : 0.8,
  }));
  return `${URLSET_START}${urls.map(urlXml).join("")}${URLSET_END}`;
}

/** "posts-3.xml" → 3; anything else → null. */
export function postsFileNumber(name: string): number | null {
  const m = /^posts-([1-9]\d{0,5})\.xml$/.exec(name);
  return m ? Number(m[1]) : null;
}

/**
 * The `number`-th file of public posts, a batch of lines at a time (each post dated by its last
 * modification), or null past the last file. Read by id from the file's first post on, a short
 * query a batch, so a file of 50,000 posts never holds the server's thread or its memory.
 */
export async function postsSitemap(number: number): Promise<AsyncGenerator<string[]> | null> {
  const db = await getDb();
  const [start] = await db
    .select({ id: blogPosts.id })
    .from(blogPosts)
    .where(isPublic())
    .orderBy(asc(blogPosts.id))
    .offset((number - 1) * SITEMAP_MAX_URLS)
    .limit(1);
  if (!start) return null;
  return (async function* () {
    yield [URLSET_START];
    let left = SITEMAP_MAX_URLS;
    let after: number | null = null;
    while (left > 0) {
      const rows = await db
        .select({ id: blogPosts.id, slug: blogPosts.slug, modified: blogPosts.modifiedDate })
        .from(blogPosts)
        .where(and(isPublic(), after === null ? gte(blogPosts.id, start.id) : gt(blogPosts.id, after)))
        .orderBy(asc(blogPosts.id))
        .limit(Math.min(BATCH, left));
      if (rows.length === 0) break;
      yield rows.map((p) => urlXml({ path: `/blog/${p.slug}`, lastModified: p.modified, changeFrequency: "yearly", priority: 0.6 }));
      left -= rows.length;
      after = rows[rows.length - 1].id;
    }
    yield [URLSET_END];
  })();
}
