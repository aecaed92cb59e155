import { beforeAll, describe, expect, it } from "vitest";
import { useDatabase } from "../support/db";
import { searchSite } from "@/server/blog/search";
import { seedBlogPosts, syncSearchDocuments } from "@/server/blog/seed";
import { staticSearchDocuments } from "@/content/search-index";
import { searchDocuments } from "@/server/db/schema";
import type { Db } from "@/server/db/client";
import { testPost } from "./blog-fixtures";

describe("site search", () => {
  let db: Db;

  beforeAll(async () => {
    db = await useDatabase();
    await seedBlogPosts([
      testPost("local-seo-guide", {
        title: "Local SEO for Atlanta service businesses",
        excerpt: "How a plumber in Decatur wins the map pack.",
        category: "Digital Marketing",
        content: "<p>Local SEO starts with your Google Business Profile. Reviews &amp; citations matter for SEO. Follow the purple giraffe rule: answer the phone.</p>",
      }),
      testPost("checkout-speed", {
        title: "Faster checkout pages",
        excerpt: "Shave seconds off a Shopify checkout.",
        category: "E-commerce",
        content: "<p>Page speed affects conversions. A short SEO note at the end.</p>",
      }),
      testPost("secret-draft", { title: "Unreleased SEO plans", published: false, content: "<p>SEO draft.</p>" }),
      testPost("heading-post", {
        title: "Choosing a host",
        content: "<h2>What a good host gives you</h2><p>Backups you can restore.</p><ul><li>Daily <em>backups</em></li><li>Uptime checks</li></ul><h3>Is it worth it?</h3><p>Usually, yes.</p>",
      }),
      testPost("xss-post", {
        title: "Escaping test",
        content: "<p>Angle brackets: &lt;script&gt;alert(1)&lt;/script&gt; in a penguin article.</p>",
      }),
    ]);
    await syncSearchDocuments(staticSearchDocuments());
  });

  it("indexes the static pages, idempotently", async () => {
    const docs = staticSearchDocuments();
    expect(docs.map((d) => d.path)).toEqual(expect.arrayContaining(["/", "/services/seo", "/services/web-design"]));
    expect(await syncSearchDocuments(docs)).toBe(0);
    const rows = await db.select({ path: searchDocuments.path }).from(searchDocuments);
    expect(rows).toHaveLength(docs.length);
    // A page that disappears from the content is removed; a changed one is updated.
    const changed = docs.filter((d) => d.path !== "/services/web-design").map((d) => (d.path === "/" ? { ...d, title: "Home changed" } : d));
    expect(await syncSearchDocuments(changed)).toBe(2);
    expect(await syncSearchDocuments(docs)).toBe(2);
  });

  it("finds pages and public posts, ranked, with highlighted snippets", async () => {
    const results = await searchSite("seo");
    const paths = results.map((r) => r.path);
    expect(paths).toContain("/services/seo");
    expect(paths).toContain("/blog/local-seo-guide");
    expect(paths).toContain("/blog/checkout-speed");
    expect(paths).not.toContain("/blog/secret-draft");
    // The post about SEO (in its title) outranks the post that mentions it once.
    expect(paths.indexOf("/blog/local-seo-guide")).toBeLessThan(paths.indexOf("/blog/checkout-speed"));
    for (let i = 1; i < results.length; i++) expect(results[i - 1].rank).toBeGreaterThanOrEqual(results[i].rank);
    const post = results.find((r) => r.path === "/blog/local-seo-guide")!;
    expect(post.kind).toBe("post");
    expect(post.date).toBeInstanceOf(Date);
    expect(post.snippet.some((p) => p.hit && /seo/i.test(p.text))).toBe(true);
    expect(post.snippet.map((p) => p.text).join("")).toContain("Reviews & citations");
    const page = results.find((r) => r.path === "/services/seo")!;
    expect(page.kind).toBe("page");
  });

  it("gives headings, list items and page labels a full stop in excerpts, so they read as sentences", async () => {
    const post = (await searchSite("host backups")).find((r) => r.path === "/blog/heading-post");
    const text = post!.snippet.map((p) => p.text).join("");
    expect(text).toContain("What a good host gives you. Backups you can restore.");
    expect(text).toContain("Daily backups. Uptime checks.");
    expect(text).toContain("Is it worth it? Usually");
    expect(text).not.toMatch(/\?\./);
    const page = (await searchSite("conversion-focused layouts")).find((r) => r.path === "/services/web-design");
    expect(page?.snippet.map((p) => p.text).join("")).toMatch(/Conversion-focused layouts\. /i);
  });

  it("understands web-search syntax: phrases and exclusions", async () => {
    const phrase = await searchSite('"purple giraffe"');
    expect(phrase.map((r) => r.path)).toEqual(["/blog/local-seo-guide"]);
    expect(await searchSite('"giraffe purple"')).toEqual([]);
    expect((await searchSite("giraffe OR penguin")).map((r) => r.path).sort()).toEqual(["/blog/local-seo-guide", "/blog/xss-post"]);
    const excluded = await searchSite("seo -checkout");
    expect(excluded.map((r) => r.path)).not.toContain("/blog/checkout-speed");
    expect(excluded.map((r) => r.path)).toContain("/blog/local-seo-guide");
  });

  it("returns plain text snippets: stored markup and hostile queries stay text", async () => {
    const results = await searchSite("penguin");
    expect(results.map((r) => r.path)).toEqual(["/blog/xss-post"]);
    const text = results[0].snippet.map((p) => p.text).join("");
    expect(text).toContain("<script>alert(1)</script>");
    expect(results[0].snippet.filter((p) => p.hit).map((p) => p.text)).toEqual(["penguin"]);

    for (const q of ["<script>alert(1)</script>", "' or 1=1 --", "\"unbalanced", "a & b | !c", "()", "   ", "the", "-", "\u0002seo\u0003"]) {
      await expect(searchSite(q)).resolves.toBeInstanceOf(Array);
    }
    expect(await searchSite("")).toEqual([]);
    expect(await searchSite("zzzznotaword")).toEqual([]);
  });
});
