import { XMLParser } from "fast-xml-parser";
import { describe, expect, it } from "vitest";
import { absoluteUrl } from "@/lib/site-url";
import { rssXml } from "@/server/blog/rss";

const post = {
  slug: "local-seo",
  title: "Local SEO & <Maps>",
  excerpt: "Why the map pack\u0007 matters",
  author: "Dana O'Neil",
  category: "SEO",
  publishedDate: new Date("2026-03-02T14:00:00Z"),
  modifiedDate: new Date("2026-04-01T09:00:00Z"),
};
const parse = async (posts: (typeof post)[]) => new XMLParser({ ignoreAttributes: false }).parse(await rssXml(posts));

describe("the RSS feed", () => {
  it("lists a post with its link as permanent guid, date, excerpt, author and category", async () => {
    const item = (await parse([post])).rss.channel.item;
    expect(item).toMatchObject({
      title: "Local SEO & <Maps>",
      link: absoluteUrl("/blog/local-seo"),
      guid: { "#text": absoluteUrl("/blog/local-seo"), "@_isPermaLink": "true" },
      pubDate: "Mon, 02 Mar 2026 14:00:00 GMT",
      description: "Why the map pack matters",
      "dc:creator": "Dana O'Neil",
      category: "SEO",
    });
  });

  it("names the blog's canonical address, its language, its own address and the last change of any post", async () => {
    const channel = (await parse([post])).rss.channel;
    expect([channel.link, channel.language, channel["atom:link"]["@_href"], channel.lastBuildDate]).toEqual([
      absoluteUrl("/blog"),
      "en-us",
      absoluteUrl("/blog/rss.xml"),
      "Wed, 01 Apr 2026 09:00:00 GMT",
    ]);
  });
});
