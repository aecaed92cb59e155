import { blogPage } from "@/content/blog";
import { site } from "@/content/site";
import { absoluteUrl } from "@/lib/site-url";
import { getAllPublishedPosts } from "@/server/blog/queries";
import { logger } from "@/server/log";
import { cacheControlFor } from "@/routes";

function xml(text: string): string {
  return text
    .replace(/[\u0000-\u0008\u000b\u000c\u000e-\u001f]/g, "")
    .replace(/&/g, "&amp;")
    .replace(/</g, "&lt;")
    .replace(/>/g, "&gt;")
    .replace(/"/g, "&quot;")
    .replace(/'/g, "&apos;");
}

/** RSS 2.0 feed of the public posts, newest first (the 50 latest). */
export async function rssFeed(): Promise<Response> {
  let posts;
  try {
    posts = await getAllPublishedPosts(50);
  } catch (err) {
    logger.error({ err }, "rss feed failed");
    return new Response("The feed is briefly unavailable. Please try again in a minute.\n", {
      status: 503,
      headers: { "Content-Type": "text/plain; charset=utf-8", "Retry-After": "60", "Cache-Control": "no-store" },
    });
  }
  const self = absoluteUrl("/blog/rss.xml");
  const lastBuild = posts.reduce<Date | null>((d, p) => (!d || p.modifiedDate > d ? p.modifiedDate : d), null) ?? new Date();
  const items = posts
    .map((p) => {
      const link = absoluteUrl(`/blog/${p.slug}`);
      return [
        "    <item>",
        `      <title>${xml(p.title)}</title>`,
        `      <link>${xml(link)}</link>`,
        `      <guid isPermaLink="true">${xml(link)}</guid>`,
        `      <pubDate>${p.publishedDate.toUTCString()}</pubDate>`,
        `      <dc:creator>${xml(p.author)}</dc:creator>`,
        `      <category>${xml(p.category)}</category>`,
        `      <description>${xml(p.excerpt)}</description>`,
        "    </item>",
      ].join("\n");
    })
    .join("\n");
  const body = `<?xml version="1.0" encoding="UTF-8"?>
<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom" xmlns:dc="http://purl.org/dc/elements/1.1/">
  <channel>
    <title>${xml(blogPage.feedTitle)}</title>
    <link>${xml(absoluteUrl("/blog"))}</link>
    <description>${xml(blogPage.feedDescription)}</description>
    <language>en-us</language>
    <copyright>${xml(`© ${site.name}`)}</copyright>
    <lastBuildDate>${lastBuild.toUTCString()}</lastBuildDate>
    <atom:link href="${xml(self)}" rel="self" type="application/rss+xml" />
${items}
  </channel>
</rss>
`;
  return new Response(body, {
    headers: {
      "Content-Type": "application/rss+xml; charset=utf-8",
      "Cache-Control": cacheControlFor("/blog/rss.xml"),
    },
  });
}
