import type { APIRoute } from "astro";
import { absoluteUrl } from "@/lib/site-url";

export const prerender = false;

/** Crawlers may read everything but the console and the APIs; the sitemap lists what to index. */
export const GET: APIRoute = () =>
  new Response(`User-Agent: *\nAllow: /\nDisallow: /admin\nDisallow: /api\n\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`, {
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
