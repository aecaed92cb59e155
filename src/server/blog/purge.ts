import "server-only";
import { purgePages } from "@/server/http/page-cache";

/**
 * After a post is created, changed or deleted: drops the production server's kept copies of the
 * blog and the sitemap. The pages, feed and search read the database per request, so nothing
 * else holds the old post. Framework-neutral: refresh.ts adds Next.js's own caches on top.
 */
export async function purgeBlogPages(): Promise<void> {
  purgePages(["/blog", "/sitemap.xml"]);
}
