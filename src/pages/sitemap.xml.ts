import type { APIRoute } from "astro";
import { sitemapEntries, sitemapXml } from "@/server/blog/sitemap";
import { cacheControlFor } from "@/routes";

/** Every indexable route and public post; noindex pages, the gate pages and /admin stay out. */
export const GET: APIRoute = async () =>
  new Response(sitemapXml(await sitemapEntries()), {
    headers: { "content-type": "application/xml; charset=utf-8", "cache-control": cacheControlFor("/sitemap.xml") },
  });
