import "server-only";
import { NextResponse, type NextRequest } from "next/server";
import { publishedSlugExists } from "./queries";
import { FEED_SLUG, NOT_FOUND_SLUG } from "./reserved-slugs";
import { STATUS_OVERRIDE_HEADER } from "@/lib/status-override";
import { logger } from "@/server/log";

/** How long a visitor (or a crawler) is asked to wait while the database is down. */
export const RETRY_AFTER_SECONDS = 60;

/**
 * The HTTP status of a blog post page, decided before rendering starts (called from proxy.ts).
 *
 * With partial prerendering (cacheComponents) the response of /blog/[slug] starts with 200
 * before the page looks the post up, so a notFound() in the page can no longer change the
 * status (it only adds noindex). The proxy runs first:
 * - an unknown, draft or future slug is rewritten to /blog/post-not-found, a page prerendered
 *   with status 404 (it calls notFound() at build time), which shows the Post Not Found view;
 * - when the database cannot answer, the request goes on to the post page, which meets the same
 *   fault and shows the Post Not Found view with its "briefly unavailable" line inside the site's
 *   header and footer (nothing of the error reaches the visitor). The response gets Retry-After,
 *   no-store and noindex, and asks the production server for status 503 (STATUS_OVERRIDE_HEADER):
 *   Next.js itself would send the page with 200 whatever the proxy says.
 * Returns null when the request is not a post page or the post exists (nothing to change).
 */
export async function blogPostStatus(request: NextRequest): Promise<NextResponse | null> {
  if (request.method !== "GET" && request.method !== "HEAD") return null;
  const match = /^\/blog\/([^/]+)\/?$/.exec(request.nextUrl.pathname);
  if (!match) return null;
  let slug: string;
  try {
    slug = decodeURIComponent(match[1]);
  } catch {
    return notFoundRewrite(request);
  }
  if (slug === FEED_SLUG || slug === NOT_FOUND_SLUG) return null;
  try {
    return (await publishedSlugExists(slug)) ? null : notFoundRewrite(request);
  } catch (err) {
    logger.error({ err, slug }, "blog post lookup failed in proxy");
    return NextResponse.next({
      headers: {
        [STATUS_OVERRIDE_HEADER]: "503",
        "Retry-After": String(RETRY_AFTER_SECONDS),
        "Cache-Control": "no-store",
        "X-Robots-Tag": "noindex, nofollow",
      },
    });
  }
}

function notFoundRewrite(request: NextRequest) {
  return NextResponse.rewrite(new URL(`/blog/${NOT_FOUND_SLUG}`, request.url));
}
