import type { APIRoute } from "astro";
import { pagesSitemapXml, postsFileNumber, postsSitemap } from "@/server/blog/sitemap";
import { sitemapNotFound, sitemapUnavailable } from "@/server/blog/sitemap-answers";
import { logger } from "@/server/log";
import { pacedStream } from "@/server/paced-stream";
import { cacheControlFor } from "@/routes";

/** /sitemap/pages.xml and /sitemap/posts-N.xml, the files /sitemap.xml lists. */
export const GET: APIRoute = async ({ params, locals }) => {
  const headers = { "content-type": "application/xml; charset=utf-8", "cache-control": cacheControlFor("/sitemap/[file]") };
  const name = params.file ?? "";
  if (name === "pages.xml") return new Response(await pagesSitemapXml(), { headers });
  const number = postsFileNumber(name);
  if (number === null) return sitemapNotFound();
  try {
    const posts = await postsSitemap(number);
    return posts ? new Response(await pacedStream(posts, locals.drained), { headers }) : sitemapNotFound();
  } catch (err) {
    logger.error({ err, file: name }, "sitemap file unavailable");
    return sitemapUnavailable();
  }
};
