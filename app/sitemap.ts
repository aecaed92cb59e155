import type { MetadataRoute } from "next";
import { indexableRoutes } from "@/content/navigation";
import { absoluteUrl } from "@/lib/site-url";
import { connection } from "next/server";
import { getAllPublishedPosts } from "@/server/blog/queries";
import { logger } from "@/server/log";

/** Every indexable route; noindex pages, the gate pages and /admin stay out. */
export default async function sitemap(): Promise<MetadataRoute.Sitemap> {
  const pages: MetadataRoute.Sitemap = indexableRoutes.map((path) => ({
    url: absoluteUrl(path),
    changeFrequency: path === "/" || path === "/blog" ? "weekly" : "monthly",
    priority: path === "/" ? 1 : path.split("/").length > 2 ? 0.7 : 0.8,
  }));
  return [...pages, ...(await blogPostEntries())];
}

/** Every public blog post with its modified date, read at request time; none if the database is down. */
async function blogPostEntries(): Promise<MetadataRoute.Sitemap> {
  await connection();
  try {
    const posts = await getAllPublishedPosts();
    return posts.map((p) => ({
      url: absoluteUrl(`/blog/${p.slug}`),
      lastModified: p.modifiedDate,
      changeFrequency: "yearly" as const,
      priority: 0.6,
    }));
  } catch (err) {
    logger.error({ err }, "sitemap: blog posts unavailable, serving the static routes only");
    return [];
  }
}
