import "server-only";
import { revalidatePath, revalidateTag } from "next/cache";
import { logger } from "@/server/log";
import { purgeBlogPages } from "./purge";

/** Cache tag for anything that caches blog data with "use cache" + cacheTag(BLOG_CACHE_TAG). */
export const BLOG_CACHE_TAG = "blog";

/**
 * Call after a post is created, changed or deleted (the admin console does, after saving).
 *
 * The blog pages, the feed, the sitemap and /search read the database at request time, so a
 * visitor already sees the change on the next request. This also drops anything Next.js may hold
 * for those routes: the client router cache of pages already visited (revalidatePath from a
 * Server Action refreshes it) and data cached under the "blog" tag (revalidateTag with
 * { expire: 0 }, so nothing stale is served afterwards). Must run in a Server Action or Route Handler.
 */
export async function refreshBlog(slug?: string): Promise<void> {
  // The production server's own copies of these pages (server.mjs) go too.
  await purgeBlogPages();
  try {
    revalidateTag(BLOG_CACHE_TAG, { expire: 0 });
    // "/blog" as a layout covers /blog, every /blog/[slug] and /blog/rss.xml.
    revalidatePath("/blog", "layout");
    if (slug) revalidatePath(`/blog/${slug}`);
    revalidatePath("/sitemap.xml");
    revalidatePath("/search");
  } catch (err) {
    // Outside a request (a script or a test) there is nothing to invalidate.
    logger.warn({ err, slug }, "blog cache refresh skipped");
  }
}
