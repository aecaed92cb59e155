import type { APIRoute } from "astro";
import { sitemapFiles, sitemapIndexXml } from "@/server/blog/sitemap";
import { sitemapUnavailable } from "@/server/blog/sitemap-answers";
import { logger } from "@/server/log";
import { cacheControlFor } from "@/routes";

/** The sitemap index: the pages file, then a file per 50,000 public posts, each with its last change. */
export const GET: APIRoute = async () => {
  try {
    return new Response(sitemapIndexXml(await sitemapFiles()), {
      headers: { "content-type": "application/xml; charset=utf-8", "cache-control": cacheControlFor("/sitemap.xml") },
    });
  } catch (err) {
    logger.error({ err }, "sitemap index unavailable");
    return sitemapUnavailable();
  }
};
