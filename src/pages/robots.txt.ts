import type { APIRoute } from "astro";
import { absoluteUrl } from "@/lib/site-url";
import { disallowedPrefixes } from "@/routes";

/** Crawlers may read everything but what the route table closes to them; the sitemap lists what to index. */
export const GET: APIRoute = () =>
  new Response(`User-Agent: *\nAllow: /\n${disallowedPrefixes.map((p) => `Disallow: ${p}\n`).join("")}\nSitemap: ${absoluteUrl("/sitemap.xml")}\n`, {
    headers: { "content-type": "text/plain; charset=utf-8" },
  });
