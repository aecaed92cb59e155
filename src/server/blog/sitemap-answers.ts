import { NO_STORE } from "@/lib/cache-control";

const plain = (status: number, text: string, headers: Record<string, string> = {}) =>
  new Response(text, { status, headers: { "content-type": "text/plain; charset=utf-8", "cache-control": NO_STORE, ...headers } });

/** The database did not answer: nothing kept, try again in a minute (as the feed answers). */
export const sitemapUnavailable = () => plain(503, "The sitemap is briefly unavailable. Please try again in a minute.\n", { "retry-after": "60" });

/** A sitemap file that does not exist (a number past the last file, an unknown name). */
export const sitemapNotFound = () => plain(404, "There is no such sitemap file.\n");
