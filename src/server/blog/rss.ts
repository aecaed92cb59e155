import { getRssString } from "@astrojs/rss";
import { blogPage } from "@/content/blog";
import { site } from "@/content/site";
import { NO_STORE } from "@/lib/cache-control";
import { absoluteUrl } from "@/lib/site-url";
import { getLatestPosts, type PostSummary } from "@/server/blog/queries";
import { logger } from "@/server/log";
import { cacheControlFor } from "@/routes";

/** Text for the XML the feed library parses back (customData): escaped, without the control characters XML 1.0 forbids. */
const xmlText = (text: string) =>
  text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;");
/** Text the library escapes itself still cannot carry those control characters. */
const plain = (text: string) => text.replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "");

type FeedPost = Pick<PostSummary, "slug" | "title" | "excerpt" | "author" | "category" | "publishedDate" | "modifiedDate">;

/** RSS 2.0 of these posts (@astrojs/rss), with each post's author and the channel's language and self link. */
export function rssXml(posts: readonly FeedPost[]): Promise<string> {
  const lastBuild = posts.reduce<Date | null>((d, p) => (!d || p.modifiedDate > d ? p.modifiedDate : d), null) ?? new Date();
  return getRssString({
    title: plain(blogPage.feedTitle),
    description: plain(blogPage.feedDescription),
    site: absoluteUrl("/blog"),
    // The blog's canonical address has no trailing slash.
    trailingSlash: false,
    xmlns: { atom: "http://www.w3.org/2005/Atom", dc: "http://purl.org/dc/elements/1.1/" },
    customData: [
      "<language>en-us</language>",
      `<copyright>${xmlText(`© ${site.name}`)}</copyright>`,
      `<lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>`,
      `<atom:link href="${xmlText(absoluteUrl("/blog/rss.xml"))}" rel="self" type="application/rss+xml" />`,
    ].join(""),
    items: posts.map((p) => ({
      title: plain(p.title),
      link: absoluteUrl(`/blog/${p.slug}`),
      pubDate: p.publishedDate,
      description: plain(p.excerpt),
      categories: [plain(p.category)],
      customData: `<dc:creator>${xmlText(p.author)}</dc:creator>`,
    })),
  });
}

/** RSS 2.0 feed of the public posts, newest first (the 50 latest). */
export async function rssFeed(): Promise<Response> {
  let body;
  try {
    body = await rssXml(await getLatestPosts(50));
  } catch (err) {
    logger.error({ err }, "rss feed failed");
    return new Response("The feed is briefly unavailable. Please try again in a minute.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60", "Cache-Control": NO_STORE },
    });
  }
  return new Response(body, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": cacheControlFor("/blog/rss.xml"),
    },
  });
}
