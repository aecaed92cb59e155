import { indexableRoutes } from "@/content/navigation";
import { absoluteUrl } from "@/lib/site-url";
import { logger } from "@/server/log";
import { getAllPublishedPosts } from "./queries";

export type SitemapEntry = { url: string; lastModified?: Date; changeFrequency: "weekly" | "monthly" | "yearly"; priority: number };

/** Every indexable route, then every public blog post (none while the database is down). */
export async function sitemapEntries(): Promise<SitemapEntry[]> {
  const pages: SitemapEntry[] = indexableRoutes.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === "/" || path === "/blog" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : path.split("/").length > 2 ? 0.7 : 0.8,
  }));
  let posts: SitemapEntry[] = [];
  try {
    posts = (await getAllPublishedPosts()).map((p) => ({
      url: absoluteUrl(`/blog/${p.slug}`),
      lastModified: p.modifiedDate,
      changeFrequency: "yearly",
      priority: 0.6,
    }));
  } catch (err) {
    logger.error({ err }, "sitemap: blog posts unavailable, serving the static routes only");
  }
  return [...pages, ...posts];
}

const xml = (s: string) => s.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");

export function sitemapXml(entries: readonly SitemapEntry[]): string {
  const urls = entries.map(
    (e) =>
      `<url>\n<loc>${xml(e.url)}</loc>\n${e.lastModified ? `<lastmod>${e.lastModified.toISOString()}</lastmod>\n` : ""}<changefreq>${e.changeFrequency}</changefreq>\n<priority>${e.priority}</priority>\n</url>`,
  );
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join("\n")}\n</urlset>\n`;
}
